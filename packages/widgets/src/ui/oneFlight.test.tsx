// One flight per action (oneFlight.ts): clicks while a call is on its way send nothing more; once it
// has settled, done or failed, the next click sends again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useOneFlightMutation } from './oneFlight';

/** A call the test answers by hand: `sent` counts the calls, `answer` settles the last one. */
function handCall() {
  const calls: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  return {
    fn: () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })),
    sent: () => calls.length,
    answer: () => calls.at(-1)!.resolve('done'),
    fail: () => calls.at(-1)!.reject(new Error('refused')),
  };
}

function Save({ call }: { call: () => Promise<string> }) {
  const save = useOneFlightMutation({ mutationFn: call, retry: false });
  return (
    <>
      <button onClick={() => save.mutate()}>Save</button>
      <p>{save.status}</p>
    </>
  );
}

const renderSave = (call: () => Promise<string>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Save call={call} />
    </QueryClientProvider>,
  );

describe('useOneFlightMutation', () => {
  it('sends once on a triple click, and again once the answer is in', async () => {
    const user = userEvent.setup();
    const call = handCall();
    renderSave(call.fn);
    await user.tripleClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('pending');
    expect(call.sent()).toBe(1);
    call.answer();
    await screen.findByText('success');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call.sent()).toBe(2));
  });

  it('lets a failed action be tried again', async () => {
    const user = userEvent.setup();
    const call = handCall();
    renderSave(call.fn);
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    call.fail();
    await screen.findByText('error');
    expect(call.sent()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call.sent()).toBe(2));
  });
});
