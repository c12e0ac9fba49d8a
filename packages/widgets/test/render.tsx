// Test helpers: render inside SakhliProvider the way a host would, and fake the API's answers.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { SakhliProvider, type SakhliProviderProps } from '../src/shell/SakhliProvider';
import { WidgetRoot } from '../src/shell/WidgetRoot';

export function renderWithProvider(
  ui: ReactElement,
  props: Omit<SakhliProviderProps, 'children'> = {},
): RenderResult {
  return render(
    <SakhliProvider apiBase="http://api.test/" {...props}>
      <WidgetRoot>{ui}</WidgetRoot>
    </SakhliProvider>,
  );
}

/** Answers every fetch with one JSON response; returns the spy. */
export function answerFetch(status: number, body: unknown) {
  const spy = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}
