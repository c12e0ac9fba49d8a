// The guest form as a guest goes through it: the "fix these fields" banner goes once they are
// fixed, the e-mail given for the link is already filled in, and the form's rows line up.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DemoApi } from '@sakhli/demo-api';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { formMemoryKey } from './formMemory';
import {
  chooseDates,
  fillGuest,
  freeStay,
  guestLinkOf,
  openWindow,
  renderGuestBooking,
  serveDemoApi,
} from './testing';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(formMemoryKey(101));
});
afterEach(() => vi.unstubAllGlobals());

const next = () => screen.getByRole('button', { name: 'Next' });
const banner = () => screen.queryByText('Some fields need your attention.');

it('takes the "fields need your attention" banner away once the fields are fixed', async () => {
  const user = userEvent.setup();
  const { api } = serveDemoApi();
  renderGuestBooking(await openWindow(api));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(banner()).toBeVisible();
  await chooseDates(user, freeStay(api));
  await waitFor(() => expect(banner()).toBeNull());

  await user.click(next());
  await screen.findByRole('heading', { name: 'Guest details' });
  await user.click(next());
  expect(banner()).toBeVisible();
  await fillGuest(user);
  await waitFor(() => expect(banner()).toBeNull());
});

/** Step 2 opened from the link the widget's own step 1 had e-mailed (as the guest's new tab would). */
async function openFromStepOne(api: DemoApi, user: UserEvent, email: string) {
  const link = guestLinkOf(api);
  const first = renderGuestBooking(link);
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Send me the link' }));
  await screen.findByRole('heading', { name: 'Check your e-mail' });
  first.unmount();
  const timeHash = api.db().outbox.latest(email, 'reservation link')!.link!.split('/').pop()!;
  renderGuestBooking({ ...link, timeHash });
  await chooseDates(user, freeStay(api));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Guest details' });
}

it('fills in the e-mail the link was sent to, and lets the guest change it', async () => {
  const user = userEvent.setup();
  const { api } = serveDemoApi();
  await openFromStepOne(api, user, 'guest@example.ge');
  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(email).toHaveValue('guest@example.ge');
  await user.clear(email);
  await user.type(email, 'other@example.ge');
  expect(email).toHaveValue('other@example.ge');
});

/** The guest step of a fresh window, at a desktop width (two columns). */
async function guestStep() {
  await page.viewport(1280, 800);
  const user = userEvent.setup();
  const { api } = serveDemoApi();
  renderGuestBooking(await openWindow(api));
  await chooseDates(user, freeStay(api));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Guest details' });
}

it('lines up the controls that share a row (a hint under one label does not push it down)', async () => {
  await guestStep();
  const boxes = [...document.querySelectorAll('input:not([type="file"]), select, textarea')].map(
    (control) => ({ name: control.getAttribute('name'), box: control.getBoundingClientRect() }),
  );
  // Two controls side by side (overlapping heights) start at the same height.
  for (const a of boxes)
    for (const b of boxes)
      if (a !== b && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
        expect({ [a.name!]: a.box.top }).toEqual({ [a.name!]: b.box.top });
});

it('says "(optional)" alike on every optional label', async () => {
  await guestStep();
  const optional = screen.getAllByText('(optional)', { exact: false });
  expect(optional.length).toBeGreaterThanOrEqual(4);
  const looks = optional.map((el) => {
    const style = getComputedStyle(el);
    return `${style.fontWeight} ${style.color} ${style.fontSize}`;
  });
  expect(new Set(looks).size).toBe(1);
});

it('says a failed country list above the form with Try again, keeping what the guest typed', async () => {
  const user = userEvent.setup();
  let down = true;
  const { api } = serveDemoApi(
    {},
    {
      answerInstead: (request) =>
        down && new URL(request.url).pathname === '/api/countries'
          ? Response.json({ message: 'The atlas is resting.' }, { status: 403 })
          : undefined,
    },
  );
  renderGuestBooking(await openWindow(api));
  // Seen from the first step on, not only beside the selects it leaves empty.
  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent('The list of countries could not be loaded');
  expect(failed).toHaveTextContent('The atlas is resting.');
  await chooseDates(user, freeStay(api));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Guest details' });
  const firstName = screen.getByLabelText('First name', { selector: 'input' });
  await user.type(firstName, 'Nino');
  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByRole('option', { name: 'Georgia' })).toHaveLength(2);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(firstName).toHaveValue('Nino');
});
