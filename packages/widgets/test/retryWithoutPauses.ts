// Stories and component tests: a failing call there is a fixture that fails every time, so the
// query policy's tries (shell/queryClient.ts: two more for a network error or a 5xx) follow each
// other at once, and the failed state shows now rather than after TanStack Query's pauses (1 s, then
// 2 s): ~3 s of every failed story's and test's time, and of a designer's wait. The product's clients
// keep the pauses; this touches no product code (no byte of the embed's platform.js).
import { QueryClient } from '@tanstack/react-query';

let done = false;

/** Every query client's queries, from now on, try again without a pause unless told otherwise. */
export function retryWithoutPauses(): void {
  if (done) return;
  done = true;
  // Typed loosely: the method is generic over each query's types, which this passes through as is.
  const prototype = QueryClient.prototype as unknown as {
    defaultQueryOptions: (options: unknown) => { retryDelay?: unknown };
  };
  const withDefaults = prototype.defaultQueryOptions;
  prototype.defaultQueryOptions = function (this: QueryClient, options: unknown) {
    const resolved = withDefaults.call(this, options);
    return { ...resolved, retryDelay: resolved.retryDelay ?? 0 };
  };
}
