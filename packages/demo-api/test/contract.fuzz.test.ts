// The demo API fuzzed against the contract (issue 29 §3): for every operation of openapi.json,
// requests generated from its own JSON Schemas — valid ones and deliberately broken ones (junk
// path ids, wrong query types, a field dropped or retyped, bodies that are not JSON) — go over
// HTTP to the demo API server on 127.0.0.1, signed in as the owner and as a resident. Every
// answer must be below 500 and match the document. A failure is printed shrunk with its seed:
// replay one with SAKHLI_FUZZ_ONLY=<role> <operationId> SAKHLI_FUZZ_SEED=<seed> SAKHLI_FUZZ_PATH=<path>
// (SAKHLI_FUZZ_RUNS=<n> and SAKHLI_FUZZ_BUDGET_MS=<ms> for a longer run).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient, login, verifyAuth, type Language } from '@sakhli/sdk';
import { answerOf, createConformance, describeMismatch } from '@sakhli/sdk/contract';
import { createDemoApi, type DemoApi } from '../src/app';
import { DEMO_PASSWORD } from '../src/store/accounts';
import { broken, valid, type Components, type Schema } from './fuzz/arbitraries';
import { OWNER, RESIDENT, T0 } from './harness';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
  $ref?: string;
}
interface DocOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Components };
}

/** Calls that would end the run's own sign-in; the tests of auth.test.ts and tokens.test.ts own them. */
const NOT_FUZZED: Readonly<Record<string, string>> = {
  revokeSession: 'ends the signed-in session the run uses',
  refreshTokens: "rotates the run's tokens",
};
const RUNS = Number(process.env.SAKHLI_FUZZ_RUNS ?? 16);
const SEED = process.env.SAKHLI_FUZZ_SEED ? Number(process.env.SAKHLI_FUZZ_SEED) : undefined;
const PATH = process.env.SAKHLI_FUZZ_PATH;
const ONLY = process.env.SAKHLI_FUZZ_ONLY;
/** Wall time for the whole run (a quiet 2-core machine needs about a third of it). */
const BUDGET_MS = Number(process.env.SAKHLI_FUZZ_BUDGET_MS ?? 45_000);

interface Sent {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** The body as sent when it is not a value (text that is not JSON). */
  rawBody?: string;
  language: Language;
  broken: boolean;
}

interface Session {
  accessToken: string;
  refreshToken: string;
}

let api: DemoApi;
let server: ServerType;
let base: string;
const sessions: Record<'owner' | 'resident', Session> = {} as never;

async function signIn(email: string): Promise<Session> {
  const session = {
    accessToken: null as string | null,
    refreshToken: null as string | null,
    language: 'en' as const,
  };
  const client = createClient({ baseURL: base, session });
  const result = await login(client, { email, password: DEMO_PASSWORD });
  session.accessToken = result.access_token;
  session.refreshToken = result.refresh_token;
  if (result.code === -2) await verifyAuth(client, api.db().outbox.latest(email, 'code')!.code!);
  return { accessToken: session.accessToken, refreshToken: session.refreshToken };
}

beforeAll(async () => {
  api = createDemoApi({ now: T0 });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  sessions.owner = await signIn(OWNER);
  sessions.resident = await signIn(RESIDENT);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function requestArbitrary(operation: DocOperation, components: Components): fc.Arbitrary<Sent> {
  const params = (operation.parameters ?? []).filter(
    (p): p is Parameter & { schema: Schema } => !p.$ref && !!p.schema,
  );
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const queryObject: Schema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const pathObject: Schema = {
    type: 'object',
    properties: Object.fromEntries(pathParams.map((p) => [p.name, p.schema])),
    required: pathParams.map((p) => p.name),
  };
  const content = operation.requestBody?.content ?? {};
  const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
  const language = fc.constantFrom<Language>('ge', 'en', 'ru');
  const good = fc.record({
    params: valid(pathObject, components) as fc.Arbitrary<Record<string, unknown>>,
    query: valid(queryObject, components) as fc.Arbitrary<Record<string, unknown>>,
    body: bodySchema ? valid(bodySchema, components) : fc.constant(undefined),
    language,
    broken: fc.constant(false),
  });
  // One part broken at a time, so a failure says which.
  const bad = fc.oneof(
    ...(pathParams.length > 0
      ? [
          good.chain((sent) =>
            fc.record({
              ...constants(sent),
              params: broken(pathObject, components).map(asObject),
              broken: fc.constant(true),
            }),
          ),
        ]
      : []),
    good.chain((sent) =>
      fc.record({
        ...constants(sent),
        query: broken(queryObject, components).map(asObject),
        broken: fc.constant(true),
      }),
    ),
    ...(bodySchema
      ? [
          good.chain((sent) =>
            fc.record({
              ...constants(sent),
              body: broken(bodySchema, components),
              broken: fc.constant(true),
            }),
          ),
          good.chain((sent) =>
            fc.record({
              ...constants(sent),
              rawBody: fc.constantFrom('{', 'not json', '[]', 'null', '{"a":'),
              broken: fc.constant(true),
            }),
          ),
        ]
      : []),
  );
  return fc.oneof(good, bad) as fc.Arbitrary<Sent>;
}

const constants = (sent: Sent) =>
  Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, fc.constant(value)])) as {
    [K in keyof Sent]: fc.Arbitrary<Sent[K]>;
  };
/** As text in a path, query or form field (a prototype-less object has no `toString`). */
const text = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };

function requestOf(
  template: string,
  method: string,
  operation: DocOperation,
  sent: Sent,
  session: Session,
): Request {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(text(sent.params[name] ?? 'x')),
  );
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [key, value] of Object.entries(sent.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, text(item));
    }
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-language': sent.language,
    'access-token': session.accessToken,
    'refresh-token': session.refreshToken,
  };
  if (operation.parameters?.some((p) => p.$ref?.endsWith('/IdempotencyKey'))) {
    headers['Idempotency-Key'] = crypto.randomUUID();
  }
  let body: BodyInit | undefined;
  const multipart = operation.requestBody?.content['multipart/form-data'];
  if (sent.rawBody !== undefined) {
    body = sent.rawBody;
    headers['content-type'] = multipart ? 'multipart/form-data; boundary=x' : 'application/json';
  } else if (sent.body !== undefined && multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(asObject(sent.body))) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, text(item));
    }
    body = form;
  } else if (sent.body !== undefined) {
    body = JSON.stringify(sent.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(url, { method: method.toUpperCase(), headers, body });
}

describe('the demo API against openapi.json', () => {
  it('answers every generated request, valid or broken, below 500 and as the document says', async () => {
    const document = inject('openapi') as Document;
    const conformance = createConformance(document);
    const components = document.components.schemas;
    const operations = Object.entries(document.paths).flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => ({ template, method, operation })),
    );
    const fuzzed = operations.filter(({ operation }) => !(operation.operationId in NOT_FUZZED));
    const planned = ONLY ? 1 : fuzzed.length * 2;
    const deadline = Date.now() + BUDGET_MS;
    let done = 0;
    const failures: string[] = [];
    let cases = 0;
    for (const role of ['owner', 'resident'] as const) {
      for (const { template, method, operation } of fuzzed) {
        if (ONLY && ONLY !== `${role} ${operation.operationId}`) continue;
        const property = fc.asyncProperty(requestArbitrary(operation, components), async (sent) => {
          cases += 1;
          const request = requestOf(template, method, operation, sent, sessions[role]);
          const response = await fetch(request);
          const mismatch = conformance.check(await answerOf(request, response));
          await response.body?.cancel();
          if (response.status >= 500) throw new Error(`server error ${response.status}`);
          if (mismatch) throw new Error(describeMismatch(mismatch));
        });
        // The budget is shared: each call gets its part of what is left; past the deadline every
        // remaining call is still tried twice, so none goes unchecked on a busy machine.
        const left = deadline - Date.now();
        const share = Math.max(1_000, left / (planned - done));
        done += 1;
        const details = await fc.check(property, {
          numRuns: left > 0 ? RUNS : 2,
          ...(left > 0 ? { interruptAfterTimeLimit: share } : {}),
          ...(SEED === undefined ? {} : { seed: SEED }),
          ...(PATH === undefined ? {} : { path: PATH }),
          includeErrorInReport: true,
          markInterruptAsFailure: false,
        });
        if (details.failed && details.counterexample !== null) {
          failures.push(
            `SAKHLI_FUZZ_ONLY='${role} ${operation.operationId}' SAKHLI_FUZZ_SEED=${details.seed}` +
              ` SAKHLI_FUZZ_PATH='${details.counterexamplePath}'\n${fc.defaultReportMessage(details)}`,
          );
        }
      }
    }
    process.stdout.write(
      `contract fuzz: ${fuzzed.length} calls × 2 roles, ${cases} cases, ${failures.length} failures` +
        ` (not fuzzed: ${Object.keys(NOT_FUZZED).join(', ')})\n`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
