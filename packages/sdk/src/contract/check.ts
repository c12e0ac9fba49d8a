// `pnpm contract --base-url URL` (issue 29 §4): signs in with a test account, calls every read
// (GET) call of the contract on a backend and says, call by call, where its answers differ from
// the document (a missing field, another type, a status the document does not name). It never
// writes: ids come from the account's own lists, and calls that need an e-mailed secret are
// skipped unless a link is given. Secrets (password, tokens, links) are never printed: each line
// names the document's path template, not the address called.
import {
  createClient,
  login,
  parseGuestBookingToken,
  parseGuestLink,
  verifyAuth,
  type SakhliClient,
} from '../index';
import { answerOf, createConformance } from './conformance';
import type { OpenApiDocument } from './openapi';

export interface CheckOptions {
  baseURL: string;
  document: OpenApiDocument;
  email?: string;
  password?: string;
  /** A device the account trusted earlier (`verifyDevice`): the sign-in skips the e-mailed code. */
  deviceUuid?: string;
  /** The e-mailed sign-in code, when one is needed (the demo's outbox, or asked on a terminal). */
  code?: () => Promise<string | undefined>;
  /** Links that carry a guest's secret, for the guest calls (else they are skipped). */
  links?: { guest?: string; change?: string; cancel?: string };
  write: (line: string) => void;
  fetch?: typeof fetch;
}

export interface CheckResult {
  conform: number;
  differ: number;
  skipped: number;
}

interface Params {
  params: Record<string, string>;
  query: Record<string, string>;
}
type Plan = Params | { skip: string };

const today = () => new Date().toISOString().slice(0, 10);
const monthWindow = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return `${first.toISOString().slice(0, 10)},${last.toISOString().slice(0, 10)}`;
};

export async function checkBackend(options: CheckOptions): Promise<CheckResult> {
  const base = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
  const $fetch = options.fetch ?? globalThis.fetch;
  const session = {
    accessToken: null as string | null,
    refreshToken: null as string | null,
    language: 'en' as const,
  };
  const client: SakhliClient = createClient({
    baseURL: base,
    session,
    fetch: $fetch,
    renewal: false,
  });
  if (options.email && options.password) {
    const signedIn = await login(client, {
      email: options.email,
      password: options.password,
      ...(options.deviceUuid ? { device_uuid: options.deviceUuid } : {}),
    });
    session.accessToken = signedIn.access_token;
    session.refreshToken = signedIn.refresh_token;
    if (signedIn.code === -2) {
      const code = await options.code?.();
      if (!code) {
        throw new Error(
          'The account needs the e-mailed sign-in code: set SAKHLI_CONTRACT_DEVICE_UUID to a trusted device, or run it on a terminal to type the code.',
        );
      }
      await verifyAuth(client, code);
    }
  }
  const signedIn = session.accessToken !== null;

  const get = async (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path.replace(/^\//, ''), base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const request = new Request(url, { headers: client.headers() });
    const response = await $fetch(request);
    return { request, response };
  };
  const dataOf = async (path: string): Promise<unknown> => {
    const { response } = await get(path);
    if (!response.ok) return undefined;
    return ((await response.json()) as { data?: unknown }).data;
  };
  const itemsOf = async (path: string) =>
    ((await dataOf(path)) as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const idOf = (row: unknown) => (row as { id?: unknown } | undefined)?.id;

  // The account's own ids, each asked for once and only when a call needs it.
  const memo = new Map<string, Promise<unknown>>();
  const once = (key: string, find: () => Promise<unknown>) => {
    if (!memo.has(key))
      memo.set(
        key,
        find().catch(() => undefined),
      );
    return memo.get(key)!;
  };
  const ids: Record<string, () => Promise<unknown>> = {
    apartment: () =>
      once('apartment', async () =>
        idOf(((await dataOf('api/apartments/list')) as unknown[])?.[0]),
      ),
    booking: () => once('booking', async () => idOf((await itemsOf('api/bookings'))[0])),
    key: () =>
      once('key', async () => {
        // A key's calls take the apartment of a keyed booking (as the keys panel does).
        for (const row of await itemsOf('api/bookings')) {
          const booking = (await dataOf(`api/bookings/${String(row.id)}`)) as
            { key_id?: number | null; apartment?: { id?: number } } | undefined;
          if (booking?.key_id) return booking.apartment?.id;
        }
        return ids.apartment!();
      }),
    serviceInvoice: () =>
      once('serviceInvoice', async () => {
        for (const row of await itemsOf('api/bookings')) {
          const invoices = (await dataOf(`api/services/${String(row.id)}/invoices`)) as unknown[];
          if (invoices?.length) return idOf(invoices[0]);
        }
        return undefined;
      }),
    deal: () => once('deal', async () => idOf((await itemsOf('api/deals'))[0])),
    document: () => once('document', async () => idOf((await itemsOf('api/documents'))[0])),
    transactionDoc: () =>
      once('transactionDoc', async () =>
        idOf((await itemsOf('api/transactions')).find((t) => t.has_doc)),
      ),
    payment: () => once('payment', async () => idOf((await itemsOf('api/payments'))[0])),
    article: () =>
      once('article', async () => {
        const topics = (await dataOf('api/helpCenter/topics')) as
          { articles?: unknown[] }[] | undefined;
        return idOf(topics?.find((t) => t.articles?.length)?.articles?.[0]);
      }),
    ticket: () => once('ticket', async () => idOf((await itemsOf('api/tickets/list'))[0])),
    ticketFile: () =>
      once('ticketFile', async () => {
        for (const ticket of await itemsOf('api/tickets/list')) {
          const conversation = (await dataOf(`api/tickets/${String(ticket.id)}/messages`)) as
            { messages?: { files?: unknown[] }[] } | undefined;
          const file = conversation?.messages?.flatMap((m) => m.files ?? [])[0];
          if (file) return idOf(file);
        }
        return undefined;
      }),
  };

  /** Which id a path parameter takes, by the path it is in. */
  const idFor = (template: string): (() => Promise<unknown>) | undefined => {
    const rules: [RegExp, string][] = [
      [/^\/api\/services\/invoices\//, 'serviceInvoice'],
      [/^\/api\/(bookings|services)\//, 'booking'],
      [/^\/api\/(apartments|transactions\/apartment)\//, 'apartment'],
      [/^\/api\/keys\//, 'key'],
      [/^\/api\/deals\//, 'deal'],
      [/^\/api\/documents\//, 'document'],
      [/^\/api\/transactions\/docs\//, 'transactionDoc'],
      [/^\/api\/payments\//, 'payment'],
      [/^\/api\/helpCenter\/article\//, 'article'],
      [/^\/api\/tickets\/file\//, 'ticketFile'],
      [/^\/api\/tickets\//, 'ticket'],
    ];
    const rule = rules.find(([pattern]) => pattern.test(template));
    return rule && ids[rule[1]];
  };

  const guestLink = options.links?.guest ? parseGuestLink(options.links.guest) : undefined;
  const tokenOf = (url: string | undefined) => (url ? parseGuestBookingToken(url) : undefined);
  const tokens = { change: tokenOf(options.links?.change), cancel: tokenOf(options.links?.cancel) };

  async function plan(template: string, operation: Record<string, unknown>): Promise<Plan> {
    const secured = Array.isArray(operation.security) && operation.security.length > 0;
    if (secured && !signedIn) return { skip: 'needs the test account (SAKHLI_CONTRACT_EMAIL)' };
    const parameters = (operation.parameters ?? []) as {
      name: string;
      in: string;
      required?: boolean;
      schema?: { enum?: string[] };
    }[];
    const out: Params = { params: {}, query: {} };
    if (template.startsWith('/api/qr/booking/')) {
      if (template.includes('{timeHash}')) {
        return {
          skip: 'needs a booking window (its time hash is e-mailed; this check never asks for one)',
        };
      }
      if (!guestLink) return { skip: 'needs a guest link (SAKHLI_CONTRACT_GUEST_LINK)' };
      out.params = { apartmentId: String(guestLink.apartmentId), hash: guestLink.hash };
      return out;
    }
    if (template === '/api/qr/book/change' || template === '/api/qr/book/cancel') {
      const token = template.endsWith('change') ? tokens.change : tokens.cancel;
      if (!token)
        return {
          skip: `needs a ${template.endsWith('change') ? 'change' : 'cancel'} link (SAKHLI_CONTRACT_${template.endsWith('change') ? 'CHANGE' : 'CANCEL'}_LINK)`,
        };
      out.query = { booking_id: String(token.bookingId), token: token.token, lang: token.lang };
      return out;
    }
    for (const parameter of parameters) {
      if (parameter.in === 'path') {
        if (parameter.schema?.enum) {
          out.params[parameter.name] = parameter.schema.enum[0]!;
          continue;
        }
        const id = await idFor(template)?.();
        if (id === undefined || id === null)
          return { skip: `no ${parameter.name} in the account's own data` };
        out.params[parameter.name] = String(id);
      } else if (parameter.in === 'query' && parameter.required) {
        if (parameter.name === 'date_range') out.query.date_range = monthWindow();
        else if (parameter.name === 'date') out.query.date = today();
        else if (parameter.name === 'q') out.query.q = 'a';
        else return { skip: `needs an e-mailed ${parameter.name}` };
      }
    }
    return out;
  }

  const conformance = createConformance(options.document);
  const result: CheckResult = { conform: 0, differ: 0, skipped: 0 };
  const reads = Object.entries(options.document.paths)
    .filter(([, item]) => item.get)
    .map(([template, item]) => ({ template, operation: item.get! }));
  const width = Math.max(...reads.map((r) => r.operation.operationId.length));
  for (const { template, operation } of reads) {
    const name = operation.operationId.padEnd(width);
    const planned = await plan(template, operation);
    if ('skip' in planned) {
      result.skipped += 1;
      options.write(`  skip  ${name}  GET ${template}: ${planned.skip}`);
      continue;
    }
    const path = template.replace(/\{([^}]+)\}/g, (_, key: string) =>
      encodeURIComponent(planned.params[key] ?? ''),
    );
    const { request, response } = await get(path, planned.query);
    const mismatch = conformance.check(await answerOf(request, response));
    await response.body?.cancel();
    if (mismatch) {
      result.differ += 1;
      options.write(`  DIFF  ${name}  GET ${template} ${response.status}`);
      for (const problem of mismatch.problems) options.write(`          ${problem}`);
    } else {
      result.conform += 1;
      options.write(`  ok    ${name}  GET ${template} ${response.status}`);
    }
  }
  options.write(
    `${reads.length} read calls: ${result.conform} conform, ${result.differ} differ, ${result.skipped} skipped`,
  );
  return result;
}
