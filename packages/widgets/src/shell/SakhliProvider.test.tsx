// SakhliProvider: misuse error, and the spec §8 policy a widget's user sees.
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { applyLogin, createClient, createSession, logout, type Language } from '@sakhli/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithProvider } from '../../test/render';
import { useLanguage, useSakhliClient } from './context';
import { SakhliProvider } from './SakhliProvider';
import { useToast } from './toasts';
import { WidgetRoot } from './WidgetRoot';
import { render } from '@testing-library/react';

function Probe() {
  const client = useSakhliClient();
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: () => client.request({ method: 'GET', path: 'api/probe' }),
    retry: false,
  });
  return <p>{query.status}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('SakhliProvider', () => {
  it('says how to fix a widget used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSakhliClient())).toThrow(
      'No SakhliProvider found: wrap the widget in <SakhliProvider>',
    );
    expect(() => render(<WidgetRoot>x</WidgetRoot>)).toThrow('No SakhliProvider found');
  });

  it("toasts a failed call's server message (spec §8)", async () => {
    answerFetch(500, { message: 'The boiler is on fire.' });
    renderWithProvider(<Probe />);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The boiler is on fire.');
  });

  it('falls back to "something goes wrong" in the interface language', async () => {
    answerFetch(502, {});
    renderWithProvider(<Probe />, { language: 'ge' });
    expect(await screen.findByRole('alert')).toHaveTextContent('რაღაც შეცდომა მოხდა.');
  });

  it('hands a 401 to the host and shows no toast', async () => {
    answerFetch(401, { message: 'Unauthorized' });
    const onAuthRequired = vi.fn();
    const onError = vi.fn();
    renderWithProvider(<Probe />, { onAuthRequired, onError });
    await waitFor(() => expect(onAuthRequired).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({ type: 'sign-out' }, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a 409 silent', async () => {
    answerFetch(409, { message: 'Conflict' });
    const onError = vi.fn();
    renderWithProvider(<Probe />, { onError });
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({ type: 'silent' }, expect.anything()),
    );
    expect(screen.queryByText('Conflict')).not.toBeInTheDocument();
  });

  it('sends the interface language with every call', async () => {
    const fetch = answerFetch(200, { data: null });
    renderWithProvider(<Probe />, { language: 'ru' });
    await screen.findByText('success');
    const [request, init] = fetch.mock.calls[0] as unknown as [string | Request, RequestInit];
    const headers = new Headers(request instanceof Request ? request.headers : init.headers);
    expect(headers.get('user-language')).toBe('ru');
  });

  it('sends the new language as soon as the host switches it', async () => {
    const fetch = answerFetch(200, { data: null });
    function ByLanguage() {
      const client = useSakhliClient();
      const language = useLanguage();
      const query = useQuery({
        queryKey: ['probe', language],
        queryFn: () => client.request({ method: 'GET', path: 'api/probe' }),
      });
      return <p>{query.isSuccess ? `done ${language}` : 'loading'}</p>;
    }
    const view = renderWithProvider(<ByLanguage />, { language: 'en' });
    await screen.findByText('done en');
    view.rerender(
      <SakhliProvider apiBase="http://api.test/" language="ge">
        <ByLanguage />
      </SakhliProvider>,
    );
    await screen.findByText('done ge');
    const languages = fetch.mock.calls.map((call) => {
      const [request, init] = call as unknown as [string | Request, RequestInit];
      return new Headers(request instanceof Request ? request.headers : init.headers).get(
        'user-language',
      );
    });
    expect(languages).toEqual(['en', 'ge']);
  });

  it("asks the new API when the host changes apiBase, instead of showing the old one's answers", async () => {
    const fetch = answerFetch(200, { data: 'ok' });
    const view = renderWithProvider(<Probe />);
    await screen.findByText('success');
    view.rerender(
      <SakhliProvider apiBase="http://other-api.test/">
        <WidgetRoot>
          <Probe />
        </WidgetRoot>
      </SakhliProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [request] = fetch.mock.calls[1] as unknown as [string | Request];
    expect(String(request instanceof Request ? request.url : request)).toMatch(
      /^http:\/\/other-api\.test\/api\/probe/,
    );
  });

  it('a switch refetches what came in the old language, not what already went out in the new', async () => {
    const fetch = answerFetch(200, { data: 'ok' });
    const session = { accessToken: null, refreshToken: null, language: 'en' as Language };
    const client = createClient({ baseURL: 'http://api.test/', session });
    const queryClient = new QueryClient();
    const probe = (name: string) => ({
      queryKey: [name],
      queryFn: () => client.request({ method: 'GET', path: `api/${name}` }),
    });
    function Both() {
      const a = useQuery(probe('a'));
      const b = useQuery(probe('b'));
      return <p>{a.isSuccess && b.isSuccess ? 'both' : 'loading'}</p>;
    }
    const host = (language: Language, ui: ReactElement) => (
      <SakhliProvider client={client} queryClient={queryClient} language={language}>
        {ui}
      </SakhliProvider>
    );
    const view = render(host('en', <p>before</p>));
    await queryClient.fetchQuery(probe('a'));
    // As the portal does on sign-in: the language is stored, then the next screen's data goes
    // out (in the new language) before the provider renders with it.
    session.language = 'ge';
    const b = queryClient.fetchQuery(probe('b'));
    view.rerender(host('ge', <Both />));
    await b;
    await screen.findByText('both');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const calls = fetch.mock.calls.map((call) => {
      const [request, init] = call as unknown as [string, RequestInit];
      return `${new URL(request).pathname} ${new Headers(init.headers).get('user-language')}`;
    });
    expect(calls).toEqual(['/api/a en', '/api/b ge', '/api/a ge']);
  });

  it('signing out asks nothing again without tokens; the next sign-in does, with its own', async () => {
    const fetch = answerFetch(200, { data: 'ok' });
    const session = createSession({ storage: null, syncTabs: false });
    applyLogin(session, { access_token: 'first', refresh_token: 'r1', code: 1 });
    renderWithProvider(<Probe />, { session });
    await screen.findByText('success');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      logout(session);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      applyLogin(session, { access_token: 'second', refresh_token: 'r2', code: 1 });
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('access-token')).toBe('second');
  });

  it('shows default success and warning texts, closable from the keyboard', async () => {
    function Buttons() {
      const toast = useToast();
      return (
        <>
          <button onClick={() => toast.success()}>ok</button>
          <button onClick={() => toast.warning()}>warn</button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProvider(<Buttons />, { language: 'ru' });
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByText('Готово.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'warn' }));
    expect(await screen.findByText('Пожалуйста, проверьте и попробуйте снова.')).toBeVisible();
    const [close] = screen.getAllByRole('button', { name: 'Закрыть уведомление' });
    close!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Готово.')).not.toBeInTheDocument());
  });
});
