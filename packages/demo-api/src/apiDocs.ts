// The contract for people, served by the demo API's Node server (issue 29 §5): GET /openapi.json
// (generated from the SDK's source on first ask) and GET /api-docs (Redoc, its script served from
// here too, so the page works offline). Not under MSW: the browser build has no file system.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { apiDocsPage, buildOpenApi } from '@sakhli/sdk/contract';

const SCRIPT = '/api-docs/redoc.standalone.js';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** `fetch`, answering the contract's document and page before the API's routes. */
export function withApiDocs<F extends Fetch>(fetch: F): F {
  let document: Promise<string> | undefined;
  let script: Promise<Buffer> | undefined;
  return (async (request: Request, ...rest: never[]) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/openapi.json') {
      document ??= buildOpenApi().then((doc) => JSON.stringify(doc, null, 2));
      return new Response(await document, { headers: { 'content-type': 'application/json' } });
    }
    if (request.method === 'GET' && (pathname === '/api-docs' || pathname === '/api-docs/')) {
      return new Response(apiDocsPage({ spec: '/openapi.json', script: SCRIPT }), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    if (request.method === 'GET' && pathname === SCRIPT) {
      script ??= readFile(
        createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
      );
      return new Response(new Uint8Array(await script), {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'max-age=3600',
        },
      });
    }
    return fetch(request, ...rest);
  }) as F;
}
