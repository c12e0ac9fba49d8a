// Table-driven SDK tests: each case names a call, what must go on the wire, and a good and a bad answer.
import { expect, it } from 'vitest';
import type { SakhliClient } from '../client/createClient';
import { createClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import { json, recordingFetch, type SentRequest } from './recordingFetch';

export interface CallCase {
  name: string;
  run: (client: SakhliClient) => Promise<unknown>;
  method: string;
  /** Path after the base URL, without query. */
  path: string;
  /** Expected query parameters (exactly). */
  query?: Record<string, string>;
  body?: unknown;
  /** A well-formed envelope; the run must resolve. */
  answer?: unknown;
  /** Checks the resolved value against the answer. */
  returns?: (value: unknown) => void;
  /** An envelope of the wrong shape; the run must reject with kind bad-response. Omit for downloads. */
  malformed?: unknown;
  /** For downloads: the server answers a PDF with this file name, which the run must return. */
  file?: string;
}

function clientFor(respond: (request: SentRequest) => Response) {
  const rec = recordingFetch(respond);
  const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch });
  return { client, ...rec };
}

/** Registers two tests per case: the request on the wire, and a malformed answer rejected. */
export function testCalls(cases: CallCase[]): void {
  for (const c of cases) {
    it(`${c.name}: ${c.method} ${c.path}`, async () => {
      const { client, last } = clientFor(() =>
        c.file ? fileAnswer(c.file) : json(c.answer ?? { data: null }),
      );
      const value = await c.run(client);
      if (c.file) expect(value).toMatchObject({ filename: c.file, contentType: 'application/pdf' });
      const sent = last();
      expect(sent.method).toBe(c.method);
      expect(sent.url.pathname).toBe(`/${c.path}`);
      expect(Object.fromEntries(sent.url.searchParams)).toEqual(c.query ?? {});
      if (c.body === undefined) expect(sent.body).toBeUndefined();
      else expect(sent.body).toEqual(c.body);
      c.returns?.(value);
    });
    if (c.malformed !== undefined) {
      it(`${c.name}: a malformed answer is a bad-response ApiError`, async () => {
        const { client } = clientFor(() => json(c.malformed));
        const error = await c.run(client).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isApiError(error) && error.kind).toBe('bad-response');
      });
    }
  }
}

/** A file answer for download cases. */
export function fileAnswer(name: string, type = 'application/pdf'): Response {
  return new Response(new Blob(['%PDF-1.4 test']), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });
}
