// On-demand code that outlives a lost connection (issue 27 §1): a chunk that fails offline is asked
// again once back online, by itself; one that fails online shows the widget's "Try again", which
// asks again; neither leaves the widget blank.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { SECOND_TRY_MS } from '../shell/whileOnline';
import { onDemand } from './onDemand';

const Part = () => <p>The part</p>;
const loaded = { default: Part };
const chunkFailed = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const renderPart = (OnDemand: ComponentType) =>
  renderWithProvider(
    <Suspense fallback={<p>Loading the part</p>}>
      <OnDemand />
    </Suspense>,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the pause before a second try pass (then real timers again: a part's states load for real). */
async function pastTheSecondTry() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SECOND_TRY_MS);
  });
  vi.useRealTimers();
}

describe('onDemand', () => {
  it('asks again for a chunk that failed offline once the browser is back online', async () => {
    const load = vi.fn().mockImplementationOnce(chunkFailed).mockResolvedValue(loaded);
    const OnDemand = onDemand(() => {
      const attempt = load();
      setOnline(false); // the connection went as the chunk was asked for
      return attempt;
    });
    renderPart(OnDemand);
    expect(await screen.findByText('Loading the part')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();

    act(() => setOnline(true));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries once more a chunk that failed before the browser knew it was offline', async () => {
    vi.useFakeTimers();
    let connected = false; // gone, and the browser does not know yet
    const load = vi.fn(() => (connected ? Promise.resolve(loaded) : chunkFailed()));
    renderPart(onDemand(load));
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => setOnline(false)); // the browser learns of the drop after the chunk failed
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SECOND_TRY_MS * 4);
    });
    expect(load).toHaveBeenCalledTimes(2); // the one more try; then it waits for the connection
    vi.useRealTimers();

    connected = true;
    act(() => setOnline(true));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a chunk that failed online twice with "Try again", which asks for it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockImplementationOnce(chunkFailed)
      .mockImplementationOnce(chunkFailed)
      .mockResolvedValue(loaded);
    renderPart(onDemand(load));
    await pastTheSecondTry();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(load).toHaveBeenCalledTimes(2); // one more try, not a loop
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('downloads once for every use of the component', async () => {
    const load = vi.fn().mockResolvedValue(loaded);
    const OnDemand = onDemand(load);
    renderPart(OnDemand);
    renderPart(OnDemand);
    await waitFor(() => expect(screen.getAllByText('The part')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
