// An embedded element paints its own background, so its content keeps off the box's edges in both
// themes (a dark widget on a light page showed text flush against its edge); a React host's
// widget stays unpadded, framed by the host.
import { render, screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, expect, it, vi } from 'vitest';
import { elementByTag } from '../elements/catalog';
import { createSakhliElement } from '../elements/defineSakhliElement';
import { elementSpec } from '../elements/spec';
import { GuestBooking } from '../guest-booking/GuestBooking';
import { API_BASE, guestLinkOf, serveDemoApi } from '../guest-booking/testing';
import { SakhliProvider } from './SakhliProvider';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const tag = 'sakhli-guest-booking-inset';
customElements.define(
  tag,
  createSakhliElement(
    { ...elementSpec(elementByTag('sakhli-guest-booking')), tag },
    GuestBooking as never,
    { provider: SakhliProvider, config: { apiBase: API_BASE } },
  ),
);

/** Space between the widget's painted box and its content, on each side. */
function inset(root: HTMLElement) {
  const box = root.getBoundingClientRect();
  const content = [...root.children].map((c) => c.getBoundingClientRect());
  return {
    left: Math.min(...content.map((c) => c.left)) - box.left,
    right: box.right - Math.max(...content.map((c) => c.right)),
    top: Math.min(...content.map((c) => c.top)) - box.top,
    bottom: box.bottom - Math.max(...content.map((c) => c.bottom)),
  };
}

it.each(['dark', 'light'])('keeps the content off the edges of a %s element', async (theme) => {
  await page.viewport(320, 640);
  const { api } = serveDemoApi();
  const link = guestLinkOf(api);
  document.body.innerHTML = `<${tag} theme="${theme}" lang="en" apartment-id="${link.apartmentId}" hash="${link.hash}"></${tag}>`;
  const host = document.body.firstElementChild as HTMLElement;
  // Loaded: the apartment and the e-mail form are shown.
  await expect.poll(() => host.shadowRoot?.querySelector('input[type="email"]')).toBeTruthy();
  const root = host.shadowRoot!.querySelector<HTMLElement>('[part~="root"]')!;
  for (const side of Object.values(inset(root))) expect(side).toBeGreaterThanOrEqual(12);
});

it('leaves a widget in a React host unpadded (the host frames it)', async () => {
  const { api } = serveDemoApi();
  render(
    <SakhliProvider apiBase={API_BASE} language="en">
      <GuestBooking {...guestLinkOf(api)} />
    </SakhliProvider>,
  );
  await screen.findByRole('button', { name: 'Send me the link' });
  const root = document.querySelector<HTMLElement>('[part~="root"]')!;
  expect(getComputedStyle(root).padding).toBe('0px');
});
