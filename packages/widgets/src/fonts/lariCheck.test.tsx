// The lari check (lariSign.ts, a canvas test of tens of ms on a phone) runs only where an amount
// can show the sign: Georgian writes `12 ₾`, English and Russian write `GEL 12`. Seen from the
// page: when the check's chunk was fetched.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@sakhli/sdk';
import { Money } from '../ui/Money';
import { SakhliProvider } from '../shell/SakhliProvider';
import { WidgetRoot } from '../shell/WidgetRoot';

/** When the page started fetching the check's chunk, if it did. */
const checkFetchedAt = () =>
  performance.getEntriesByType('resource').find((entry) => /fonts\/lariSign/.test(entry.name))
    ?.startTime;

/** Resolves once the page has been idle (what the check waits for) twice over. */
const idle = () =>
  new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve)));

function Amount({ language }: { language: Language }) {
  return (
    <SakhliProvider apiBase="http://api.test/" language={language}>
      <WidgetRoot data-testid="root">
        <Money amount={12} />
      </WidgetRoot>
    </SakhliProvider>
  );
}

describe('the lari check', () => {
  it('waits for Georgian: not made for English or Russian amounts, made on a switch', async () => {
    const { getByTestId, rerender } = render(<Amount language="en" />);
    await vi.waitFor(() => expect(getByTestId('root').textContent).toContain('GEL'));
    rerender(<Amount language="ru" />);
    await vi.waitFor(() => expect(getByTestId('root').textContent).toContain('GEL'));
    await idle();

    const switchedAt = performance.now();
    rerender(<Amount language="ge" />);
    await vi.waitFor(() => expect(getByTestId('root').textContent).toContain('12\u00a0₾'));
    await vi.waitFor(() => expect(checkFetchedAt()).toBeDefined(), { timeout: 5_000 });
    // Fetched for the Georgian amount, not earlier for the English or Russian one.
    expect(checkFetchedAt()).toBeGreaterThan(switchedAt);
  });
});
