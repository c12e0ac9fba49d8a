// A host that switches the widget's language at run time gets the API's words in it too: what
// came in the old language (here the apartment's address) is fetched again, not kept.
import { render, screen } from '@testing-library/react';
import type { Language } from '@sakhli/sdk';
import { afterEach, expect, it, vi } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { GuestBooking } from './GuestBooking';
import { API_BASE, guestLinkOf, serveDemoApi } from './testing';

afterEach(() => vi.unstubAllGlobals());

it("re-fetches the apartment's address in the language switched to", async () => {
  const { api } = serveDemoApi();
  const link = guestLinkOf(api);
  const { address } = api.db().apartments.apartments.find((a) => a.id === link.apartmentId)!;
  const widget = (language: Language) => (
    <SakhliProvider apiBase={API_BASE} language={language}>
      <GuestBooking {...link} />
    </SakhliProvider>
  );
  const { rerender } = render(widget('en'));
  expect(await screen.findByText(address.en)).toBeVisible();

  rerender(widget('ru'));
  // The widget's own words switch at once; the address follows when the API answers in Russian.
  expect(await screen.findByRole('button', { name: 'Отправить ссылку' })).toBeVisible();
  expect(await screen.findByText(address.ru)).toBeVisible();
  expect(screen.queryByText(address.en)).toBeNull();
});
