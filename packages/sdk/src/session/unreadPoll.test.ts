import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './createSession';
import { memoryStorage } from './storage';
import { applyUser, logout } from './transitions';
import { startUnreadPoll } from './unreadPoll';

const counts = { bookings: { count: 2 }, messages: { count: 5 } };

function setup(options: { isPaused?: () => boolean } = {}) {
  const session = createSession({ storage: memoryStorage() });
  const fetchCount = vi.fn(() => Promise.resolve(counts));
  const onCount = vi.fn();
  const onError = vi.fn();
  const stop = startUnreadPoll(session, fetchCount, { onCount, onError, ...options });
  return { session, fetchCount, onCount, onError, stop };
}

describe('startUnreadPoll (spec §4: every 60 s while a user is loaded)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing while no user is loaded', async () => {
    const { fetchCount } = setup();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchCount).not.toHaveBeenCalled();
  });

  it('fetches when a user is loaded, then every 60 s, and hands over the counts', async () => {
    const { session, fetchCount, onCount } = setup();
    applyUser(session, { id: 1, language: 'en' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(onCount).toHaveBeenLastCalledWith(counts);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchCount).toHaveBeenCalledTimes(4);
  });

  it('stops when the user is cleared and starts again for the next user', async () => {
    const { session, fetchCount } = setup();
    applyUser(session, { id: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchCount).toHaveBeenCalledTimes(2);

    logout(session);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchCount).toHaveBeenCalledTimes(2);

    applyUser(session, { id: 2 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchCount).toHaveBeenCalledTimes(4);
  });

  it('keeps one timer when the user object is replaced by a fresh copy', async () => {
    const { session, fetchCount } = setup();
    applyUser(session, { id: 1 });
    applyUser(session, { id: 1, name: 'Nino' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it('starts at once when a user is already loaded (page reload)', async () => {
    const session = createSession({ storage: memoryStorage() });
    applyUser(session, { id: 1 });
    const fetchCount = vi.fn(() => Promise.resolve(1));
    const stop = startUnreadPoll(session, fetchCount, { onCount: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    stop();
  });

  it('skips ticks while paused and resumes after', async () => {
    let hidden = true;
    const { session, fetchCount } = setup({ isPaused: () => hidden });
    applyUser(session, { id: 1 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchCount).not.toHaveBeenCalled();
    hidden = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it('survives a failed fetch, reports it and keeps polling', async () => {
    const { session, fetchCount, onError, onCount } = setup();
    fetchCount.mockRejectedValueOnce(new Error('offline'));
    applyUser(session, { id: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onCount).toHaveBeenCalledWith(counts);
  });

  it('drops a count that arrives after the user signed out', async () => {
    const { session, fetchCount, onCount } = setup();
    let answer: (value: typeof counts) => void = () => undefined;
    fetchCount.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    applyUser(session, { id: 1 });
    logout(session);
    answer(counts);
    await vi.advanceTimersByTimeAsync(0);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('stops for good when the returned function is called', async () => {
    const { session, fetchCount, stop } = setup();
    applyUser(session, { id: 1 });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    applyUser(session, { id: 2 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });
});
