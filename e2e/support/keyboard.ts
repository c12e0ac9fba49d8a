// Keyboard-only driving: move focus with Tab like a user, never by clicking or focusing directly.
import type { Locator, Page } from 'playwright-core';

/** The focused element, through open shadow roots, described as the test needs it. */
export const FOCUSED_DAY = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  const cell = el && el.closest('[data-day]');
  return cell ? cell.getAttribute('data-day') : null;
})()`;

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves the calendar's focus with arrow keys to `day` (YYYY-MM-DD) and selects it with Enter. */
export async function pickDay(page: Page, day: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = (await page.evaluate(FOCUSED_DAY)) as string | null;
    if (focused === day) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press(focused && focused > day ? 'ArrowLeft' : 'ArrowRight');
  }
  throw new Error(`The calendar never focused ${day}`);
}
