// Test helpers: the whole portal on a memory history, its API answered by a table of fakes.
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import {
  applyLogin,
  applyUser,
  createSession,
  memoryStorage,
  type KeyValueStorage,
} from '@sakhli/sdk';
import { createPortal, type Portal } from '../src/app/createPortal';
import { PortalApp } from '../src/app/PortalApp';
import { ownerHomeAnswers, residentHomeAnswers } from '../src/features/home/fixtures';

type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/** `'METHOD path'` (path without query) → [status, JSON body, response headers?], now or later. */
export type Answers = Record<string, (body: unknown) => Answer | Promise<Answer>>;

export const USER = {
  id: 2,
  first_name: 'Giorgi',
  last_name: 'Kapanadze',
  email: 'resident@sakhli.ge',
  phone: '+995 577 65 43 21',
  language: 'en',
  role: 'resident',
};

/** The same person as the apartments' owner (docs/security.md "Roles": bookings are theirs). */
export const OWNER_USER = { ...USER, id: 1, email: 'owner@sakhli.ge', role: 'owner' };

export function fakeApi(answers: Answers) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.slice(1)}`;
    const answer = answers[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const [status, json, headers = {}] = answer
      ? await answer(body)
      : [404, { message: `no fake for ${key}` }];
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
}

export interface RenderedPortal {
  portal: Portal;
  fetch: ReturnType<typeof fakeApi>;
  storage: KeyValueStorage;
  stripQuery: ReturnType<typeof vi.fn>;
}

/**
 * Renders the portal at `path`; `signedIn` starts with a verified session and a loaded user (the
 * resident {@link USER} unless `user` says otherwise, e.g. {@link OWNER_USER}).
 */
export async function renderPortal(
  path: string,
  {
    answers = {},
    signedIn = false,
    user = USER,
    localStorage: shared = false,
  }: {
    answers?: Answers;
    signedIn?: boolean;
    user?: typeof USER;
    /** Keep the session in the page's `localStorage`, following other tabs (the browser's way). */
    localStorage?: boolean;
  } = {},
): Promise<RenderedPortal> {
  const storage = shared ? window.localStorage : memoryStorage();
  const session = createSession({ storage, syncTabs: shared });
  // /support mounts the ticket chat (issue 6): an empty ticket list unless a test answers otherwise.
  const supportAnswers: Answers = {
    'GET api/tickets/list': () => [200, { data: { items: [] }, meta: { items_count: 0 } }],
    'GET api/tickets/departments': () => [200, { data: [] }],
  };
  const signedInAnswers: Answers = signedIn
    ? {
        'GET api/users': () => [200, { data: user }],
        'GET api/users/devices': () => [200, { data: { desktops: [], mobiles: [] } }],
        'GET api/notifications/count': () => [
          200,
          { data: { bookings: { count: 2 }, messages: { count: 5 } } },
        ],
        'GET api/bookings/new_count': () => [200, { data: { count: 2 } }],
        'GET api/bookings/current_count': () => [200, { data: { count: 0 } }],
        // /home's cards of the user's role; without them the 404 policy would show /404 instead.
        ...Object.fromEntries(
          Object.entries(user.role === 'owner' ? ownerHomeAnswers() : residentHomeAnswers()).map(
            ([key, body]) => [key, (): [number, unknown] => [200, body]],
          ),
        ),
      }
    : {};
  if (signedIn) {
    applyLogin(session, { access_token: 'acc', refresh_token: 'ref', code: 1 });
    applyUser(session, user);
  }
  const fetch = fakeApi({ ...supportAnswers, ...signedInAnswers, ...answers });
  const stripQuery = vi.fn();
  const portal = createPortal({
    baseURL: 'http://api.test/',
    session,
    fetch: fetch as unknown as typeof globalThis.fetch,
    history: createMemoryHistory({ initialEntries: [path] }),
    stripQuery,
  });
  await act(async () => {
    render(<PortalApp portal={portal} />);
  });
  return { portal, fetch, storage, stripQuery };
}

/** The screen's h1 once it reads `name`. */
export function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
