// A client whose every call fails with `status` and a server message, its policy's decisions
// recorded: for the error views' tests (errorsInPlace, errorsDeferred).
import { vi, type Mock } from 'vitest';
import type { ApiError } from '../client/ApiError';
import { createClient, type SakhliClient } from '../client/createClient';
import type { ErrorAction } from '../client/errorPolicy';
import { json, recordingFetch } from './recordingFetch';

export interface FailingClient extends ReturnType<typeof recordingFetch> {
  client: SakhliClient;
  onError: Mock<(action: ErrorAction, error: ApiError) => void>;
}

export function failingClient(status: number, message = 'Resting.'): FailingClient {
  const rec = recordingFetch(() => json({ message }, status));
  const onError = vi.fn<(action: ErrorAction, error: ApiError) => void>();
  const client = createClient({
    baseURL: 'http://api.test/',
    session: { accessToken: 'acc-1', refreshToken: 'ref-1' },
    fetch: rec.fetch,
    onError,
  });
  return { ...rec, client, onError };
}

/** The error a call rejects with (undefined if it resolves). */
export const failing = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );
