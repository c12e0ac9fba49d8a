// Body caps per kind of call (issue 16 §6, issue 27 §5): a JSON call past 64 KB and an upload past
// 10 MB answer 413 in the caller's language, refused on Content-Length before the body is read, or
// while counting a stream without one; a 5 MB passport scan and a 9 MB upload still pass.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createGuestBooking, formatSdkMessage, LANGUAGES } from '@sakhli/sdk';
import { MAX_JSON_BYTES } from '../src/middleware/bodyCap';
import { BASE_URL, createHarness, raw } from './harness';
import { form, openWindow } from './guestWindow';

const MB = 1024 * 1024;

/** A body of `bytes` in 64 KB chunks that counts how much of it the server pulled. */
function countedStream(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(32);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= bytes) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

/** A multipart upload of one file of `bytes` (the kind of call the upload cap is for). */
function upload(bytes: number): FormData {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], 'scan.pdf', { type: 'application/pdf' }));
  return body;
}

/** A POST of a streamed body (Node's fetch wants `duplex` for one). */
function streamed(path: string, headers: Record<string, string>, body: ReadableStream): Request {
  return new Request(new URL(path, BASE_URL), {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('request body caps per kind of call', () => {
  it.each(LANGUAGES)(
    'refuses a 3 MB sign-in body with 413 in %s, before reading it (Content-Length)',
    async (language) => {
      const h = createHarness();
      const { stream, read } = countedStream(3 * MB);
      const answer = await h.api.fetch(
        streamed(
          'api/auth/login',
          {
            'content-type': 'application/json',
            'content-length': String(3 * MB),
            'user-language': language,
          },
          stream,
        ),
      );
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { message: string }).message).toBe(
        formatSdkMessage('error.bodyTooLarge', language, { max: '64 KB' }),
      );
      // Refused on the header: at most what the stream buffered ahead, never the 3 MB.
      expect(read.bytes).toBeLessThan(MB);
    },
  );

  it('stops reading a JSON body without Content-Length once it passes 64 KB', async () => {
    const h = createHarness();
    const { stream, read } = countedStream(3 * MB);
    const answer = await h.api.fetch(
      streamed(
        'api/auth/login',
        { 'content-type': 'application/json', 'user-language': 'ge' },
        stream,
      ),
    );
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'მოთხოვნა ძალიან დიდია (მაქს. 64 KB).',
    );
    expect(read.bytes).toBeLessThan(MAX_JSON_BYTES + MB);
  });

  it('takes a JSON body just under 64 KB to its route', async () => {
    const h = createHarness();
    const padding = 'x'.repeat(MAX_JSON_BYTES - 200);
    const answer = await raw(h, 'POST', 'api/auth/login', {
      json: { email: 'nobody@sakhli.ge', password: padding },
    });
    expect(answer.status).not.toBe(413);
  });

  it('lets a 9 MB upload through and refuses an 11 MB one in each language', async () => {
    const h = createHarness();
    // No route under this path: past the cap, the router answers 404.
    expect((await raw(h, 'POST', 'api/no-such-upload', { body: upload(9 * MB) })).status).toBe(404);
    for (const language of LANGUAGES) {
      const answer = await raw(h, 'POST', 'api/no-such-upload', {
        body: upload(11 * MB),
        language,
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe(
        formatSdkMessage('error.bodyTooLarge', language, { max: '10 MB' }),
      );
    }
  });

  it('gives a body of no declared type the small cap, whatever its route', async () => {
    const h = createHarness();
    const body = new Uint8Array(MAX_JSON_BYTES + 1).fill(32);
    for (const path of ['api/auth/login', 'api/no-such-route', 'api/auth/forgot_password']) {
      const answer = await raw(h, 'POST', path, { body, language: 'ru' });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('Запрос слишком большой (макс. 64 KB).');
    }
  });

  it("closes the connection it refused, so the caller's next call gets its own (over a socket)", async () => {
    const h = createHarness();
    let server!: ReturnType<typeof serve>;
    await new Promise<void>((resolve) => {
      server = serve({ fetch: h.api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const big = JSON.stringify({ email: 'x'.repeat(3 * MB), password: 'x' });
      const statuses: number[] = [];
      // Before the fix the second call failed on the first one's socket (undici: other side closed).
      for (const language of LANGUAGES) {
        const answer = await fetch(new URL('api/auth/login', base), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-language': language },
          body: big,
        });
        expect(answer.headers.get('connection')).toBe('close');
        statuses.push(answer.status);
        await answer.text();
      }
      expect(statuses).toEqual([413, 413, 413]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('takes a 5 MB passport scan with the booking form', async () => {
    const h = createHarness();
    const { win, client } = await openWindow(h);
    const scan = new File([new Uint8Array(5 * MB)], 'passport.png', { type: 'image/png' });
    expect((await createGuestBooking(client, win, form({ passport_scan: scan }))).status).toBe(
      'new',
    );
  });
});
