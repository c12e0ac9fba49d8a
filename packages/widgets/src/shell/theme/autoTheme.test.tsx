// theme="auto" follows prefers-color-scheme; light and dark stay put whatever the system says.
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
// Types cdp() as Playwright's CDP session (the provider augments vitest/browser).
import type {} from '@vitest/browser-playwright';
import { screen } from '@testing-library/react';
import { renderWithProvider } from '../../../test/render';
import { colorTokens } from './tokens';

async function emulateScheme(value: 'light' | 'dark' | '') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value }],
  });
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function rootBackground(): string {
  const root = screen.getByText('widget').closest('[part="root"]')!;
  return getComputedStyle(root).backgroundColor;
}

afterEach(() => emulateScheme(''));

describe('theme', () => {
  it('auto follows a dark system preference', async () => {
    await emulateScheme('dark');
    renderWithProvider(<p>widget</p>, { theme: 'auto' });
    expect(rootBackground()).toBe(rgb(colorTokens.colorBg.dark));
  });

  it('auto follows a light system preference', async () => {
    await emulateScheme('light');
    renderWithProvider(<p>widget</p>, { theme: 'auto' });
    expect(rootBackground()).toBe(rgb(colorTokens.colorBg.light));
  });

  it('light stays light on a dark system', async () => {
    await emulateScheme('dark');
    renderWithProvider(<p>widget</p>, { theme: 'light' });
    expect(rootBackground()).toBe(rgb(colorTokens.colorBg.light));
  });
});
