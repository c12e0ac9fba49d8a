// A cap on every request body per kind of call, so no route buffers an unbounded body (issue 27 §5):
// JSON and form calls take 64 KB, uploads (multipart) 10 MB; past it, 413 in the caller's language.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatBytes } from '@sakhli/sdk';
import { say, type AppContext, type AppEnv } from '../http';

/**
 * Twice the largest file a form takes (a 5 MB passport scan or ticket attachment) plus its fields:
 * generous for every real upload, small enough that a flood cannot fill the server's memory.
 * Routes with a file keep their own tighter limit and its field message.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Every other call (JSON, a urlencoded form, no type at all). Real calls carry a few KB; one text
 * field at its own limit (10,000 characters, routes/identityFields) is 30 KB in Georgian, so one
 * such field fits and a 3 MB sign-in does not. A call filling several fields to their limits at
 * once is refused here with 413 rather than each field's 400.
 */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Refuses past `maxSize`: on `Content-Length` before reading, else while counting the stream. The
 * answer closes the connection: the rest of the body is never read, so a client that kept the
 * socket for its next call would find it dead (undici did, on the call after a 3 MB sign-in).
 */
const capAt = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        { message: say(c as AppContext, 'error.bodyTooLarge', { max: formatBytes(maxSize) }) },
        413,
        { Connection: 'close' },
      ),
  });

const uploadCap = capAt(MAX_UPLOAD_BYTES);
const jsonCap = capAt(MAX_JSON_BYTES);

/** An upload is a multipart form; a file sent with any other type gets the small cap. */
const isUpload = (contentType: string | undefined) =>
  /^multipart\/form-data\b/i.test(contentType?.trim() ?? '');

export const bodyCap: MiddlewareHandler<AppEnv> = (c, next) =>
  (isUpload(c.req.header('content-type')) ? uploadCap : jsonCap)(c, next);
