// Every cached query belongs to one sign-in (issue 16 §3): gone when the tokens change or a 401 ends it.
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLogin, createSession, logout } from '@sakhli/sdk';
import { answerFetch } from '../../test/render';
import { useSakhliClient } from './context';
import { SakhliProvider } from './SakhliProvider';

/** Shows the signed-in user's name from the API, as any widget screen shows server data. */
function Name() {
  const client = useSakhliClient();
  const query = useQuery({
    queryKey: ['name'],
    queryFn: async () => (await client.request<string>({ method: 'GET', path: 'api/name' })).data,
    retry: false,
    staleTime: Infinity,
  });
  return <p>{query.data ?? query.status}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('SakhliProvider query cache and sign-ins', () => {
  it('drops what one user fetched when another signs in, in the same session store', async () => {
    answerFetch(200, { data: 'Nino' });
    const session = createSession({ storage: null });
    applyLogin(session, { access_token: 'a1', refresh_token: 'r1', code: 1 });
    const queryClient = new QueryClient();
    render(
      <SakhliProvider apiBase="http://api.test/" session={session} queryClient={queryClient}>
        <Name />
      </SakhliProvider>,
    );
    expect(await screen.findByText('Nino')).toBeVisible();

    answerFetch(200, { data: 'Giorgi' });
    applyLogin(session, { access_token: 'a2', refresh_token: 'r2', code: 1 });
    expect(await screen.findByText('Giorgi')).toBeVisible();
    expect(screen.queryByText('Nino')).toBeNull();

    logout(session);
    await waitFor(() => expect(queryClient.getQueryData(['name'])).not.toBe('Giorgi'));
  });

  it('drops it when the host hands over another session', async () => {
    answerFetch(200, { data: 'Nino' });
    const queryClient = new QueryClient();
    const tree = (session: { accessToken: string; refreshToken: string }) => (
      <SakhliProvider apiBase="http://api.test/" session={session} queryClient={queryClient}>
        <Name />
      </SakhliProvider>
    );
    const view = render(tree({ accessToken: 'a1', refreshToken: 'r1' }));
    expect(await screen.findByText('Nino')).toBeVisible();
    answerFetch(200, { data: 'Giorgi' });
    view.rerender(tree({ accessToken: 'a2', refreshToken: 'r2' }));
    expect(await screen.findByText('Giorgi')).toBeVisible();
  });

  it('drops cached answers no screen shows once a call answers 401', async () => {
    answerFetch(200, { data: 'Nino' });
    const queryClient = new QueryClient();
    const session = { accessToken: 'a1', refreshToken: 'r1' };
    const view = render(
      <SakhliProvider apiBase="http://api.test/" session={session} queryClient={queryClient}>
        <Name />
      </SakhliProvider>,
    );
    expect(await screen.findByText('Nino')).toBeVisible();
    view.unmount();
    expect(queryClient.getQueryData(['name'])).toBe('Nino');

    answerFetch(401, { message: 'Unauthorized' });
    const onAuthRequired = vi.fn();
    function Other() {
      const client = useSakhliClient();
      const query = useQuery({
        queryKey: ['other'],
        queryFn: () => client.request({ method: 'GET', path: 'api/other' }),
        retry: false,
      });
      return <p>{query.status}</p>;
    }
    render(
      <SakhliProvider
        apiBase="http://api.test/"
        session={session}
        queryClient={queryClient}
        onAuthRequired={onAuthRequired}
      >
        <Other />
      </SakhliProvider>,
    );
    expect(await screen.findByText('error')).toBeVisible();
    expect(onAuthRequired).toHaveBeenCalled();
    expect(queryClient.getQueryData(['name'])).toBeUndefined();
  });
});
