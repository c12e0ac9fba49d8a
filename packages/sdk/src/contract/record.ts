// Runs an SDK function against a client that answers nothing and keeps the calls it was handed:
// the contract reads each call's method, path, query, body and answer schema from the SDK itself,
// so the document cannot describe a call the SDK does not make (or make it differently).
import type { Call } from '../client/call';
import type { SakhliClient } from '../client/createClient';

export interface RecordedCall {
  /** `request`: a JSON envelope; `download`: a file. */
  kind: 'request' | 'download';
  call: Call<unknown>;
}

const BASE = 'http://contract.invalid/';

/** Why a recorded call fails: nothing answers; the SDK function's own handling does not matter. */
class NotAnswered extends Error {}

export function recordingClient(sink: RecordedCall[]): SakhliClient {
  return {
    options: { baseURL: BASE },
    headers: () => ({}),
    url: (path) => new URL(path, BASE).toString(),
    renewedSince: () => Promise.resolve(false),
    request(call) {
      sink.push({ kind: 'request', call: call as Call<unknown> });
      return Promise.reject(new NotAnswered(call.path));
    },
    download(call) {
      sink.push({ kind: 'download', call });
      return Promise.reject(new NotAnswered(call.path));
    },
  };
}

/** The calls `fn(client, ...args)` hands the client (a query factory's `queryFn` is run too). */
export async function recordCalls(
  fn: (client: SakhliClient, ...args: never[]) => unknown,
  args: readonly unknown[],
): Promise<RecordedCall[]> {
  const sink: RecordedCall[] = [];
  try {
    const out = (fn as (client: SakhliClient, ...rest: unknown[]) => unknown)(
      recordingClient(sink),
      ...args,
    );
    const queryFn = (out as { queryFn?: unknown } | null)?.queryFn;
    await (typeof queryFn === 'function' ? (queryFn as () => unknown)() : out);
  } catch {
    // NotAnswered, or the function refused the arguments before calling: what it sent is kept.
  }
  return sink;
}
