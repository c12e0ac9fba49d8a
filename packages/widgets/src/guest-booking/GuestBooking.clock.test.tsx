// The 10-minute window follows the server's clock: a device clock minutes off neither locks the
// guest out of a valid link nor promises more time than the server gives (QA2 #1).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formMemoryKey } from './formMemory';
import { openWindow, renderGuestBooking, serveDemoApi } from './testing';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(formMemoryKey(101));
});
afterEach(() => vi.unstubAllGlobals());

describe('GuestBooking countdown against a skewed device clock', () => {
  it.each([
    ['12 minutes fast', 12 * 60_000],
    ['5 minutes slow', -5 * 60_000],
  ])('shows the time the server gives when the device is %s', async (_, skew) => {
    // The server's clock runs `skew` behind the page's: the device is off by `skew`.
    const { api } = serveDemoApi({ now: new Date(Date.now() - skew) });
    renderGuestBooking(await openWindow(api));
    const timer = await screen.findByRole('timer', { name: 'Time left to book' });
    expect(timer).toHaveTextContent(/(10:00|09:[5][0-9])/);
    expect(screen.queryByText('Your 10 minutes are over')).not.toBeInTheDocument();
  });
});
