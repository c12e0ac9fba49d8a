// Said once (spec §8): the help centre shows a failed read in place with its retry, so the policy
// does not toast it too; a 404 is still the policy's not-found. Its loader helper agrees.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type Language } from '@sakhli/sdk';
import { serveDemoApi } from '../guest-booking/testing';
import { SakhliProvider } from '../shell/SakhliProvider';
import { uiMessages } from '../ui/messages';
import { API_BASE, signIn, type Tokens } from '../ticket-chat/testing';
import { HelpCentre, type HelpCentreProps } from './HelpCentre';
import { helpCentreQueries } from './queries';

let refuse: ((request: Request) => Response | undefined) | undefined;
const refusing =
  (path: RegExp, message: string, status = 400) =>
  (request: Request): Response | undefined =>
    path.test(new URL(request.url).pathname) ? Response.json({ message }, { status }) : undefined;

/** Fetches one of a loader helper's queries (a union of options), as a host's loader does. */
const fetchAs = (queryClient: QueryClient, options: object) =>
  queryClient.fetchQuery(options as FetchQueryOptions);

let served: ReturnType<typeof serveDemoApi>;
let session: Tokens;
beforeEach(async () => {
  refuse = undefined;
  served = serveDemoApi({}, { answerInstead: (request) => refuse?.(request) });
  session = await signIn(served.api);
});
afterEach(() => vi.unstubAllGlobals());

function renderHelp(props: HelpCentreProps = {}, language: Language = 'en') {
  const onError = vi.fn();
  render(
    <SakhliProvider apiBase={API_BASE} language={language} session={session} onError={onError}>
      <HelpCentre {...props} />
    </SakhliProvider>,
  );
  return { onError };
}

describe('HelpCentre: failures shown in place are said once', () => {
  it('topics that fail to load say why in place, with no toast, and Try again shows them', async () => {
    const user = userEvent.setup();
    refuse = refusing(/^\/api\/helpCenter\/topics$/, 'The library is resting.');
    renderHelp();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The server's reason is the state's description, said once (no toast repeats it).
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The library is resting.');
    expect(screen.getAllByText('The library is resting.')).toHaveLength(1);
    refuse = undefined;
    await user.click(retry);
    const first = served.api.db().helpCentre.topics[0]!;
    expect(await screen.findByRole('heading', { name: first.title.en })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an article that fails to load says why in place, with no toast, and Try again opens it', async () => {
    const user = userEvent.setup();
    const article = served.api.db().helpCentre.articles[0]!;
    refuse = refusing(/^\/api\/helpCenter\/article\/\d+$/, 'The article is resting.');
    renderHelp({ articleId: article.id });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The server's reason is the state's description, said once (no toast repeats it).
    expect(retry.closest('[role="alert"]')).toHaveTextContent('The article is resting.');
    expect(screen.getAllByText('The article is resting.')).toHaveLength(1);
    refuse = undefined;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: article.title.en })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<Language>(['ge', 'ru'])('says a failed read in place in %s', async (language) => {
    refuse = refusing(/^\/api\/helpCenter\/topics$/, 'The library is resting.');
    renderHelp({}, language);
    const retry = await screen.findByRole('button', { name: uiMessages['ui.retry'][language] });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(
      uiMessages['ui.error.title'][language],
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('an article the API does not know (404) is still the policy’s not-found', async () => {
    const { onError } = renderHelp({ articleId: 987654 });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(onError).toHaveBeenCalledWith({ type: 'not-found' }, expect.anything());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a host’s loader (helpCentreQueries) leaves a failure to the widget, a 401 to the policy', async () => {
    const onError = vi.fn();
    const client = createClient({ baseURL: API_BASE, session, onError });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    refuse = refusing(/^\/api\/helpCenter\//, 'The library is resting.');
    const [topics] = helpCentreQueries(client);
    const [article] = helpCentreQueries(client, { articleId: 1 });
    await expect(fetchAs(queryClient, topics!)).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith({ type: 'caller' }, expect.anything());
    refuse = refusing(/^\/api\/helpCenter\//, 'Expired.', 401);
    await expect(fetchAs(queryClient, article!)).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith({ type: 'sign-out' }, expect.anything());
  });

  it('an opened article asks for no topics (a failure there would be said nowhere); Back does', async () => {
    const asked: string[] = [];
    refuse = (request) => {
      asked.push(new URL(request.url).pathname);
      return undefined;
    };
    const [first, second] = served.api.db().helpCentre.articles;
    renderHelp({ articleId: second!.id });
    expect(await screen.findByRole('heading', { name: second!.title.en })).toBeVisible();
    expect(asked).toContain(`/api/helpCenter/article/${second!.id}`);
    expect(asked).not.toContain('/api/helpCenter/topics');
    await userEvent.setup().click(screen.getByRole('button', { name: /Back to topics/ }));
    expect(await screen.findByRole('button', { name: first!.title.en })).toBeVisible();
    expect(asked.filter((path) => path === '/api/helpCenter/topics')).toHaveLength(1);
  });
});
