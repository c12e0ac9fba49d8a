// The guest form as a guest goes through it: the "fix these fields" banner goes once they are
// fixed, the e-mail given for the link is already filled in, and the form's rows line up.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { formMemoryKey } from './formMemory';
import {
  chooseDates,
  fillGuest,
  freeStay,
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
