// Stories of screens over real data: the whole portal at one path, in one language, answered by an
// in-memory demo API (its real rules and seeded rows), signed in as a resident or an owner. A path
// may be made to fail (500), to answer an empty list or a given body, or never to answer, to show
// those states.
import { useEffect, useState } from 'react';
import { createMemoryHistory } from '@tanstack/react-router';
import { createDemoApi, DEMO_PASSWORD, type DemoApi } from '@sakhli/demo-api';
import {
  applyLogin,
  applyUser,
  createClient,
  createSession,
  getUser,
  login,
  verifyAuth,
  type Language,
} from '@sakhli/sdk';
import { createPortal, type Portal } from '../app/createPortal';
import { PortalApp } from '../app/PortalApp';

const BASE = 'http://demo.story/';

export interface DemoPortalStoryProps {
  path: string;
  language: Language;
  /** @defaultValue 'resident@sakhli.ge' */
  email?: string;
  /** API paths (`/api/documents`) answered 500, for the error state. */
  failing?: string[];
  /** API paths answered as an empty list, for the empty state. */
  empty?: string[];
  /** API paths answered 200 with this `data` (e.g. an empty array), for other empty states. */
  answers?: Record<string, unknown>;
  /** API paths that never answer, for the loading state. */
  held?: string[];
  /** Changes the demo API's data before signing in (e.g. a period without revenue). */
  adjust?: (api: DemoApi) => void;
}

async function openPortal(props: DemoPortalStoryProps): Promise<Portal> {
  const { path, language, email = 'resident@sakhli.ge', failing = [], empty = [] } = props;
  const { answers = {}, held = [] } = props;
  const api = createDemoApi();
  // The story's language is the account's own too: the portal follows the user's language, so a
  // Georgian owner would otherwise turn an English story Georgian.
  const account = api.db().accounts.accounts.find((a) => a.email === email);
  if (account) account.language = language;
  props.adjust?.(api);
  const direct = ((input: RequestInfo | URL, init?: RequestInit) =>
    api.fetch(new Request(input, init))) as typeof globalThis.fetch;
  const tokens = { accessToken: null as string | null, refreshToken: null as string | null };
  const signer = createClient({ baseURL: BASE, session: tokens, fetch: direct });
  const answer = await login(signer, { email, password: DEMO_PASSWORD });
  tokens.accessToken = answer.access_token;
  tokens.refreshToken = answer.refresh_token;
  if (answer.code === -2) await verifyAuth(signer, api.db().outbox.latest(email, 'code')!.code!);
  const user = await getUser(signer);

  const session = createSession({ storage: null, syncTabs: false });
  session.language = language;
  applyLogin(session, {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    code: 1,
  });
  applyUser(session, { ...user, language });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (failing.includes(pathname)) {
      return Response.json(
        { message: 'The service is resting. Try again in a minute.' },
        { status: 500 },
      );
    }
    if (empty.includes(pathname)) {
      return Response.json({ data: { items: [] }, meta: { items_count: 0 } });
    }
    if (pathname in answers) return Response.json({ data: answers[pathname] });
    if (held.includes(pathname)) return new Promise<Response>(() => {});
    return api.fetch(request);
  };
  return createPortal({
    baseURL: BASE,
    session,
    fetch,
    history: createMemoryHistory({ initialEntries: [path] }),
    stripQuery: () => {},
  });
}

export function DemoPortalStory(props: DemoPortalStoryProps) {
  const [portal, setPortal] = useState<Portal>();
  useEffect(() => {
    let live = true;
    void openPortal(props).then((next) => live && setPortal(next));
    return () => {
      live = false;
    };
    // A story's props are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return portal ? <PortalApp portal={portal} /> : null;
}
