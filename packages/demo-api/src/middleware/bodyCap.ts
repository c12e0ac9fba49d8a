// One cap on every request body, so no route buffers an unbounded upload (413 in the caller's language).
import { bodyLimit } from 'hono/body-limit';
import { formatBytes } from '@sakhli/sdk';
import { say, type AppContext } from '../http';

/**
 * Twice the largest file a form takes (a 5 MB passport scan or ticket attachment) plus its fields:
 * generous for every real call, small enough that a flood cannot fill the server's memory.
 * Routes with a file keep their own tighter limit and its field message.
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const bodyCap = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      { message: say(c as AppContext, 'error.bodyTooLarge', { max: formatBytes(MAX_BODY_BYTES) }) },
      413,
    ),
});
