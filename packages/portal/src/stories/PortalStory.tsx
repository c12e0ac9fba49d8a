// Stories render the whole portal at one path, in one language, with its API answered by fixtures.
import { useState } from 'react';
import { createMemoryHistory } from '@tanstack/react-router';
import { applyLogin, applyUser, createSession, type Language } from '@sakhli/sdk';
import { createPortal } from '../app/createPortal';
import { PortalApp } from '../app/PortalApp';
import { ownerHomeAnswers, residentHomeAnswers } from '../features/home/fixtures';

type Role = 'owner' | 'resident';

const USER = {
  id: 2,
  first_name: 'Giorgi',
  last_name: 'Kapanadze',
  email: 'resident@sakhli.ge',
  phone: '+995 577 65 43 21',
  role: 'resident',
};

/** A status and a JSON body, or `'pending'`: an answer that never comes (a loading state). */
export type Answer = [number, unknown] | 'pending';

function answers(language: Language, expiredReset: boolean, role: Role): Record<string, Answer> {
  const home = role === 'owner' ? ownerHomeAnswers() : residentHomeAnswers();
  return {
    // /home's cards for the role.
    ...Object.fromEntries(
      Object.entries(home).map(([key, body]): [string, Answer] => [key, [200, body]]),
    ),
    'GET api/users': [200, { data: { ...USER, language, role } }],
    'GET api/notifications/count': [
      200,
      { data: { bookings: { count: 2 }, messages: { count: 5 } } },
    ],
    'GET api/notifications': [
      200,
      {
        data: {
          items: [
            {
              id: 1,
              kind: 'booking',
              title: 'New booking · Vake, Chavchavadze 37',
              body: '12–15 December, 2 adults',
              link: '/bookings',
              created_at: '2026-11-22T09:00:00Z',
              read: false,
            },
          ],
        },
        meta: { items_count: 1 },
      },
    ],
    'GET api/bookings/new_count': [200, { data: { count: 2 } }],
    'GET api/bookings/current_count': [200, { data: { count: 1 } }],
    'GET api/users/devices': [200, { data: { desktops: [], mobiles: [] } }],
    // /support: no tickets yet (without these the 404 policy would show /404 instead).
    'GET api/tickets/list': [200, { data: { items: [] }, meta: { items_count: 0 } }],
    'GET api/tickets/departments': [200, { data: [] }],
    'GET api/auth/reset_password': expiredReset
      ? [
          410,
          {
            message:
              'This password reset session has expired. Please click Reset Password and start over.',
          },
        ]
      : [200, { data: null }],
    'POST api/auth/activate': [200, { data: null, message: 'Your account has been activated.' }],
  };
}

export interface PortalStoryProps {
  path: string;
  language: Language;
  signedIn?: boolean;
  /** The reset link's check answers "expired". */
  expiredReset?: boolean;
  /** Verification: both tokens stored, not yet verified. */
  halfSignedIn?: boolean;
  /** Who is signed in: the owner sees the owner's screens (bookings). @defaultValue 'resident' */
  role?: Role;
  /** More or other answers (`'GET api/bookings/calendar'` → answer) for a screen's story. */
  answers?: Record<string, Answer>;
}

export function PortalStory({
  path,
  language,
  signedIn = false,
  expiredReset = false,
  halfSignedIn = false,
  answers: extra = {},
  role = 'resident',
}: PortalStoryProps) {
  const [portal] = useState(() => {
    const session = createSession({ storage: null, syncTabs: false });
    session.language = language;
    if (signedIn || halfSignedIn) {
      applyLogin(session, { access_token: 'acc', refresh_token: 'ref', code: signedIn ? 1 : -2 });
    }
    if (signedIn) applyUser(session, { ...USER, language, role });
    const table = { ...answers(language, expiredReset, role), ...extra };
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const answer = table[`${init?.method ?? 'GET'} ${url.pathname.slice(1)}`] ?? [
        404,
        { message: 'Not in the story fixtures.' },
      ];
      if (answer === 'pending') return new Promise<Response>(() => {});
      const [status, body] = answer;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return createPortal({
      baseURL: 'http://story.test/',
      session,
      fetch,
      history: createMemoryHistory({ initialEntries: [path] }),
      stripQuery: () => {},
    });
  });
  return <PortalApp portal={portal} />;
}
