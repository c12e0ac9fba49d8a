// A fetch that records what the client sent and answers from a script, for SDK tests.
export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export type Responder = (request: SentRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function recordingFetch(respond: Responder = () => json({ data: null })) {
  const sent: SentRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.body ? await request.clone().text() : undefined;
    let body: unknown = text;
    if (text && request.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
    if (init?.body instanceof FormData) body = init.body;
    const entry: SentRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries(request.headers.entries()),
      body,
    };
    sent.push(entry);
    return respond(entry);
  }) as typeof globalThis.fetch;
  return { fetch, sent, last: () => sent.at(-1)! };
}
