// Test and story helpers: the demo API's change and cancel links, and the widget as a host renders it.
import { render, type RenderResult } from '@testing-library/react';
import type { DemoApi } from '@sakhli/demo-api';
import type { Language } from '@sakhli/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { SakhliProvider } from '../shell/SakhliProvider';
import { BookingChange, type BookingChangeProps } from './BookingChange';

export const API_BASE = 'http://api.test/';

export interface BookingLink {
  kind: string;
  bookingId: number;
  token: string;
  lang: Language;
  url: string;
}

interface LinkFixtures {
  bookingChangeLinks: BookingLink[];
  bookingCancelLinks: BookingLink[];
}

/** A change or cancel link of the given kind, read from the demo API's fixtures like a test user would. */
export async function linkOf(
  api: Pick<DemoApi, 'fetch'>,
  list: keyof LinkFixtures,
  kind: string,
): Promise<BookingLink> {
  const response = await api.fetch(new Request(`${API_BASE}__demo/fixtures`));
  const fixtures = (await response.json()) as LinkFixtures;
  const link = fixtures[list].find((l) => l.kind === kind);
  if (!link) throw new Error(`No ${kind} link in ${list}`);
  return link;
}

/** Renders the widget inside SakhliProvider against `API_BASE`. */
export function renderBookingChange(
  props: BookingChangeProps,
  language: Language = 'en',
  queryClient?: QueryClient,
): RenderResult {
  return render(
    <SakhliProvider
      apiBase={API_BASE}
      language={language}
      {...(queryClient ? { queryClient } : {})}
    >
      <BookingChange {...props} />
    </SakhliProvider>,
  );
}
