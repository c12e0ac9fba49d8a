// The colour-scheme setting of the quick panel, kept in localStorage under sakhli:theme.
import type { ThemeSetting } from '@sakhli/widgets';

const KEY = 'sakhli:theme';
const listeners = new Set<() => void>();

function isTheme(value: unknown): value is ThemeSetting {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** Until the user picks a scheme, the portal follows the device's (prefers-color-scheme). */
const DEVICE_SCHEME: ThemeSetting = 'auto';

export function readTheme(): ThemeSetting {
  try {
    const stored = localStorage.getItem(KEY);
    return isTheme(stored) ? stored : DEVICE_SCHEME;
  } catch {
    return DEVICE_SCHEME;
  }
}

export function writeTheme(theme: ThemeSetting): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Storage refused (private mode): the choice lasts until reload.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
