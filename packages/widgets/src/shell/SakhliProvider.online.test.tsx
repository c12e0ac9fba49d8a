// Back online, what failed on screen is asked again by itself — also when TanStack Query never saw
// the browser go offline (it listens from the provider's mount, after the first calls went out).
import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';

function Part({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['part'], queryFn: load, retry: false });
  return <p>{query.isError ? 'failed' : (query.data ?? 'loading')}</p>;
}

describe('SakhliProvider back online', () => {
  it('asks again, once, for a query that failed, and shows its answer', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('the answer');
    renderWithProvider(<Part load={load} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the answer')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a fresh query that did not fail alone', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('the answer');
    renderWithProvider(<Part load={load} />);
    expect(await screen.findByText('the answer')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
