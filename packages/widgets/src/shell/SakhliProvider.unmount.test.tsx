// SakhliProvider going away (an element removed from the page): nothing of it stays behind.
import { screen } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithProvider } from '../../test/render';
import { useSakhliClient } from './context';
import { Button } from '../ui/Button';

function Probe() {
  const client = useSakhliClient();
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: () => client.request({ method: 'GET', path: 'api/probe' }),
  });
  return <p>{query.status}</p>;
}

/** setTimeout calls of `delay` ms or more that were never cleared nor run. */
function watchLongTimers(delay: number) {
  const pending = new Set<unknown>();
  const set = window.setTimeout;
  const clear = window.clearTimeout;
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
    const id: unknown = set(() => {
      pending.delete(id);
      handler();
    }, ms);
    if ((ms ?? 0) >= delay) pending.add(id);
    return id;
  }) as typeof window.setTimeout);
  vi.spyOn(window, 'clearTimeout').mockImplementation((id) => {
    pending.delete(id);
    clear(id);
  });
  return pending;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SakhliProvider, unmounted', () => {
  it("leaves no query's 5-minute garbage-collection timer (and its answers) behind", async () => {
    answerFetch(200, { data: 'ok' });
    const pending = watchLongTimers(60_000);
    const { unmount } = renderWithProvider(<Probe />);
    await screen.findByText('success');
    unmount();
    await vi.waitFor(() => expect(pending.size).toBe(0));
  });

  it('leaves none behind when it goes while a call is still out', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = watchLongTimers(60_000);
    const { unmount } = renderWithProvider(<Probe />);
    await screen.findByText('pending');
    await vi.waitFor(() => expect(answer).toBeDefined());
    unmount();
    answer(Response.json({ data: 'late' }));
    await vi.waitFor(() => expect(pending.size).toBe(0));
    // An absence: nothing to wait on but the late answer's own settling.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending.size).toBe(0);
  });

  it("keeps a host's own query client as it was", async () => {
    answerFetch(200, { data: 'ok' });
    const queryClient = new QueryClient();
    const { unmount } = renderWithProvider(<Probe />, { queryClient });
    await screen.findByText('success');
    unmount();
    await Promise.resolve();
    expect(queryClient.getQueryData(['probe'])).toMatchObject({ data: 'ok' });
  });

  it('leaves its styles for the next one: shown again, it writes no second copy', async () => {
    const written = () => document.head.querySelectorAll('style[data-emotion="sakhli"]').length;
    const first = renderWithProvider(<Button>Pay</Button>);
    const once = written();
    expect(once).toBeGreaterThan(0);
    first.unmount();
    renderWithProvider(<Button>Pay</Button>);
    const button = await screen.findByRole('button', { name: 'Pay' });
    expect(getComputedStyle(button).cursor).toBe('pointer');
    expect(written()).toBe(once);
  });
});
