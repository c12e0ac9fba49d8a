// Every answer a demo-api test receives through the harness is checked against the contract
// (issue 29 §2); mismatches are kept here and fail the test that met them (conformance.setup.ts).
import { inject } from 'vitest';
import {
  answerOf,
  createConformance,
  describeMismatch,
  type Conformance,
} from '@sakhli/sdk/contract';

let conformance: Conformance | undefined;
const mismatches: string[] = [];

/** `fetch`, with each answer checked against the document. */
export function conforming(
  fetch: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(request);
    conformance ??= createConformance(inject('openapi'));
    const mismatch = conformance.check(await answerOf(request, response));
    if (mismatch) mismatches.push(describeMismatch(mismatch));
    return response;
  };
}

/** The mismatches met since the last call, and forgets them. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}
