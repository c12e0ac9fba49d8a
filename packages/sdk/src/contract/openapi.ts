// The contract as an OpenAPI 3.1 document, generated from the SDK (issue 29): ./operations.ts names
// the calls, ./record.ts reads what each SDK function sends and checks, and @valibot/to-json-schema
// turns the SDK's own valibot schemas into JSON Schema 2020-12. Schemas the SDK exports by name
// (`bookingSchema`) become components (`#/components/schemas/Booking`).
import * as v from 'valibot';
import { toJsonSchema, toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema';
import * as sdk from '../index';
import * as analytics from '../api/analytics';
import * as apartments from '../api/apartments';
import * as auth from '../api/auth';
import * as bookingFields from '../api/bookingFields';
import * as bookings from '../api/bookings';
import * as contracts from '../api/contracts';
import * as countries from '../api/countries';
import * as deals from '../api/deals';
import * as devices from '../api/devices';
import * as documents from '../api/documents';
import * as finance from '../api/finance';
import * as guest from '../api/guest';
import * as helpCentre from '../api/helpCentre';
import * as internetTv from '../api/internetTv';
import * as keys from '../api/keys';
import * as loyalty from '../api/loyalty';
import * as notifications from '../api/notifications';
import * as payments from '../api/payments';
import * as quickSearch from '../api/quickSearch';
import * as services from '../api/services';
import * as tables from '../api/tables';
import * as tickets from '../api/tickets';
import * as users from '../api/users';
import * as utilities from '../api/utilities';
import { IDEMPOTENCY_HEADER } from '../client/idempotency';
import { LANGUAGES } from '../client/language';
import type { ListFilterParam } from '../api/lists';
import { recordCalls } from './record';
import { operations, type ErrorStatus, type Operation } from './operations';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
export interface OpenApiOperation {
  operationId: string;
  responses: Record<string, unknown>;
  [key: string]: unknown;
}

/** The SDK's modules of calls: their exported schemas are the document's components. */
const modules = [
  analytics,
  apartments,
  auth,
  bookingFields,
  bookings,
  contracts,
  countries,
  deals,
  devices,
  documents,
  finance,
  guest,
  helpCentre,
  internetTv,
  keys,
  loyalty,
  notifications,
  payments,
  quickSearch,
  services,
  tables,
  tickets,
  users,
  utilities,
];

/** `bookingSchema` → `Booking`: every valibot schema the SDK's modules export by name. */
function namedSchemas(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {};
  for (const [name, value] of modules.flatMap((module) => Object.entries(module))) {
    if (!name.endsWith('Schema') || !isSchema(value)) continue;
    const base = name.slice(0, -'Schema'.length);
    named[base.charAt(0).toUpperCase() + base.slice(1)] = value;
  }
  return named;
}

function isSchema(value: unknown): value is v.GenericSchema {
  return (value as { kind?: unknown } | null)?.kind === 'schema';
}

/**
 * Valibot's `object` drops unknown keys instead of refusing them, so neither answers nor bodies
 * forbid extra properties here; `format` and `pattern` stay (the SDK checks them).
 */
function relax(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'additionalProperties' && value === false) continue;
      if (key === '$schema' || key === '$defs') continue;
      out[key] = walk(value);
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

interface Converter {
  (schema: v.GenericSchema): JsonSchema;
}

function converter(definitions: Record<string, v.GenericSchema>): Converter {
  return (schema) =>
    relax(
      toJsonSchema(schema, {
        target: 'draft-2020-12',
        typeMode: 'input',
        // Checks JSON Schema cannot say (trim, transforms) stay the SDK's; the shape is kept.
        errorMode: 'ignore',
        definitions,
        overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
      }),
    );
}

const STATUS_TEXT: Record<ErrorStatus, [name: string, description: string]> = {
  400: [
    'BadRequest',
    'The request is malformed: a parameter or body field fails its rule (`data.issues`).',
  ],
  401: [
    'Unauthorized',
    'No live session (`data.code: error.tokenExpired`: renew with the refresh token).',
  ],
  403: ['Forbidden', 'Not for this account (another role, or not activated).'],
  404: ['NotFound', 'No such thing for this account.'],
  409: ['Conflict', 'The state does not allow it (`data.code` says why, e.g. `error.datesTaken`).'],
  410: ['Gone', 'A link or code that worked once has expired or was used.'],
  413: ['PayloadTooLarge', 'The body is larger than the API takes.'],
  415: ['UnsupportedMediaType', 'The body is not of a type the call takes.'],
  422: [
    'UnprocessableContent',
    'The request is well formed but refused (field messages in `data.fields`).',
  ],
  429: ['TooManyRequests', 'Throttled: try again after `Retry-After` seconds.'],
};

/** The errors an operation may answer: those its shape implies, plus its own. */
export function errorStatuses(operation: Operation, method: string): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(operation.errors ?? []);
  statuses.add(400);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'session') statuses.add(403);
  if (operation.params || operation.access === 'session') statuses.add(404);
  // A well-formed call the state refuses (spec §8 "errors in place"): any write, any filtered read.
  if (operation.body || operation.form || operation.query || method !== 'GET') statuses.add(422);
  if (operation.body || operation.form) statuses.add(413).add(415);
  return [...statuses].sort();
}

/** The query parameters of a list: pagination, sort and the filters it declares (spec §7 tables). */
function listQuery(
  list: NonNullable<Operation['list']>,
): v.ObjectSchema<v.ObjectEntries, undefined> {
  const filter = (param: ListFilterParam): v.GenericSchema =>
    param === 'id'
      ? v.pipe(v.number(), v.integer(), v.minValue(1))
      : param === 'text'
        ? v.pipe(v.string(), v.maxLength(200))
        : v.picklist(param as readonly string[]);
  const entries: v.ObjectEntries = {
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    ...(list.sorts.length > 0
      ? { sort: v.optional(v.picklist(list.sorts.flatMap((key) => [key, `-${key}`]))) }
      : {}),
  };
  for (const [key, param] of Object.entries(list.filters)) {
    if (param === 'date-range') {
      const day = v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}(-\d{2})?$/)));
      entries[`${key}_from`] = day;
      entries[`${key}_to`] = day;
    } else entries[key] = v.optional(filter(param));
  }
  return v.object(entries);
}

export interface ResolvedOperation {
  operation: Operation;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The envelope's `data`, or undefined when the SDK reads only `message`. */
  answer?: v.GenericSchema;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  idempotent: boolean;
  /** Sent without the session headers (third-party style). */
  noSession: boolean;
}

/** Each operation with what its SDK function really sends (method, answer, Idempotency-Key). */
export async function resolveOperations(): Promise<ResolvedOperation[]> {
  return Promise.all(
    operations.map(async (operation): Promise<ResolvedOperation> => {
      if (operation.list) {
        const { list } = operation;
        const calls = await recordCalls(sdk.fetchListPage, [list, {}]);
        return {
          operation,
          method: 'GET',
          answer: calls[0]?.call.schema,
          query: listQuery(list),
          idempotent: false,
          noSession: false,
        };
      }
      if (operation.fixed) {
        return { operation, ...operation.fixed, idempotent: false, noSession: false };
      }
      const { fn, args } = operation.sdk!;
      const [recorded] = await recordCalls(fn, args);
      if (!recorded) throw new Error(`${operation.id}: the SDK function made no call`);
      const { call } = recorded;
      return {
        operation,
        method: call.method,
        answer: recorded.kind === 'download' ? undefined : call.schema,
        query: operation.query,
        idempotent: call.idempotencyKey !== undefined,
        noSession: call.auth === false,
      };
    }),
  );
}

/** `/api/bookings/7` matches `/api/bookings/{id}` (the recorded path against the document's). */
export function pathPattern(path: string): RegExp {
  const segments = path
    .replace(/^\//, '')
    .split('/')
    .map((segment) =>
      segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^/?${segments.join('/')}$`);
}

function parameters(resolved: ResolvedOperation, convert: Converter): unknown[] {
  const { operation, query } = resolved;
  const out: unknown[] = [];
  for (const [name, schema] of Object.entries(operation.params ?? {})) {
    out.push({ name, in: 'path', required: true, schema: convert(schema) });
  }
  for (const [name, entry] of Object.entries(query?.entries ?? {})) {
    const optional = entry.type === 'optional' || entry.type === 'nullish';
    const inner = optional ? (entry as unknown as { wrapped: v.GenericSchema }).wrapped : entry;
    out.push({ name, in: 'query', required: !optional, schema: convert(inner) });
  }
  out.push({ $ref: '#/components/parameters/UserLanguage' });
  if (resolved.idempotent) out.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return out;
}

function requestBody(operation: Operation, convert: Converter): unknown {
  if (operation.body) {
    return {
      required: true,
      content: { 'application/json': { schema: convert(operation.body) } },
    };
  }
  if (operation.form) {
    const fields = convert(operation.form.fields) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const files = Object.fromEntries(
      operation.form.files.map((name) => [
        name,
        { type: 'string', contentMediaType: 'application/octet-stream' },
      ]),
    );
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { ...fields, properties: { ...fields.properties, ...files } },
        },
      },
    };
  }
  return undefined;
}

function success(resolved: ResolvedOperation, convert: Converter): unknown {
  const { operation, answer } = resolved;
  if (operation.file) {
    return {
      description: 'The file (`Content-Disposition` names it).',
      content: Object.fromEntries(
        operation.file.map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    };
  }
  const data: JsonSchema = answer
    ? convert(answer)
    : ({ description: 'Not read by the SDK (it shows `message`).' } as JsonSchema);
  const meta = operation.list
    ? {
        type: 'object',
        required: ['items_count', ...(operation.list.totals.length > 0 ? ['totals'] : [])],
        properties: {
          items_count: { type: 'integer', minimum: 0 },
          ...(operation.list.totals.length > 0
            ? {
                totals: {
                  type: 'object',
                  required: [...operation.list.totals],
                  properties: Object.fromEntries(
                    operation.list.totals.map((key) => [key, { type: 'number' }]),
                  ),
                },
              }
            : {}),
        },
      }
    : { $ref: '#/components/schemas/ListMeta' };
  return {
    description: 'The envelope: `data`, an optional `message` for the user, `meta` of lists.',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: answer ? ['data'] : [],
          properties: { data, message: { type: 'string' }, meta },
        },
      },
    },
  };
}

function security(resolved: ResolvedOperation): unknown[] {
  const { access } = resolved.operation;
  if (access === 'public' || resolved.noSession) return [];
  if (access === 'refresh') return [{ refreshToken: [] }];
  return [{ accessToken: [], refreshToken: [] }];
}

/** The OpenAPI 3.1 document of every SDK call. */
export async function buildOpenApi(version = '0.1.0'): Promise<OpenApiDocument> {
  const definitions = namedSchemas();
  const convert = converter(definitions);
  const resolved = await resolveOperations();
  const paths: OpenApiDocument['paths'] = {};
  for (const item of resolved) {
    const { operation } = item;
    const errors = Object.fromEntries(
      errorStatuses(operation, item.method).map((status) => [
        String(status),
        { $ref: `#/components/responses/${STATUS_TEXT[status][0]}` },
      ]),
    );
    const entry: OpenApiOperation = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      description: `${operation.source === 'spec §7' ? 'spec §7' : 'Our addition to spec §7 (docs/api-assumptions.md)'}.${item.idempotent ? ' Retries of one user action share an `Idempotency-Key` and get the first answer.' : ''}`,
      'x-sakhli-source': operation.source,
      parameters: parameters(item, convert),
      security: security(item),
      responses: { [operation.created ? '201' : '200']: success(item, convert), ...errors },
    };
    const body = requestBody(operation, convert);
    if (body) entry.requestBody = body;
    (paths[operation.path] ??= {})[item.method.toLowerCase()] = entry;
  }
  const schemas: Record<string, unknown> = {
    ...Object.fromEntries(
      Object.entries(
        toJsonSchemaDefs(definitions, {
          target: 'draft-2020-12',
          typeMode: 'input',
          errorMode: 'ignore',
          overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
        }),
      ).map(([name, schema]) => [name, relax(schema)]),
    ),
    ListMeta: {
      type: 'object',
      description: 'Lists: `items_count` (every matching row) and list facts such as `totals`.',
      required: ['items_count'],
      properties: { items_count: { type: 'integer', minimum: 0 } },
    },
    Error: {
      type: 'object',
      description:
        'Every error: `message` in the `user-language`; `data` with `code`, `fields`, `issues`, `retry_after` where they apply.',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        data: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
            retry_after: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
  };
  const responses = Object.fromEntries(
    Object.entries(STATUS_TEXT).map(([status, [name, description]]) => [
      name,
      {
        description,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before trying again.',
                  schema: { type: 'integer', minimum: 1 },
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sakhli property-management API',
      version,
      description:
        'The contract the Sakhli SDK (`@sakhli/sdk`) codes against, generated from its valibot schemas. Spec §7 lists the calls; every shape it does not state is our assumption (docs/api-assumptions.md).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The API origin (the demo API: http://127.0.0.1:8787)' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({
      name,
      description: `${name}: ${operations.filter((o) => o.tag === name).length} calls.`,
    })),
    paths,
    components: {
      schemas,
      responses,
      parameters: {
        UserLanguage: {
          name: 'user-language',
          in: 'header',
          required: false,
          description: 'The interface language; messages are said in it.',
          schema: { type: 'string', enum: [...LANGUAGES], default: 'en' },
        },
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'One key per user action: a retry gets the first answer, never a second effect.',
          schema: { type: 'string', minLength: 8, maxLength: 100 },
        },
      },
      securitySchemes: {
        accessToken: {
          type: 'apiKey',
          in: 'header',
          name: 'access-token',
          description: 'From login (spec §7).',
        },
        refreshToken: {
          type: 'apiKey',
          in: 'header',
          name: 'refresh-token',
          description: 'From login; renews the access token.',
        },
      },
    },
  };
}
