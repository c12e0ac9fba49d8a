// The colour scheme follows the device until the user picks one in the quick panel; their pick wins.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
// Types cdp() as Playwright's CDP session (the provider augments vitest/browser).
import type {} from '@vitest/browser-playwright';
import { colorTokens } from '@sakhli/widgets';
import { heading, renderPortal } from '../../test/renderPortal';
import { readTheme } from './theme';

async function emulateScheme(value: 'light' | 'dark' | '') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value }],
  });
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The background the portal paints (its outermost widget root). */
function pageBackground(): string {
  return getComputedStyle(document.querySelector('[part="root"]')!).backgroundColor;
}

afterEach(async () => {
  localStorage.removeItem('sakhli:theme');
  await emulateScheme('');
});

describe('colour scheme', () => {
  it('follows a dark device when the user never chose', async () => {
    await emulateScheme('dark');
    await renderPortal('/login');
    await heading('Sign in');
    expect(pageBackground()).toBe(rgb(colorTokens.colorBg.dark));
    expect(readTheme()).toBe('auto');
  });

  it('the scheme the user picks wins over the device', async () => {
    await emulateScheme('dark');
    await renderPortal('/home', { signedIn: true });
    await heading('Dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications and settings' }));
    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    expect(pageBackground()).toBe(rgb(colorTokens.colorBg.light));
    expect(readTheme()).toBe('light');
  });
});
