// Checks one answer against the contract (issue 29 §2): its status is one the operation names, its
// body matches that status's schema (JSON Schema 2020-12, ajv), a file's Content-Type is declared,
// a 429 says Retry-After. Takes the document as JSON, so a caller needs no SDK build step: the demo
// API's tests, its server under SAKHLI_CONFORMANCE=1, the fuzz run and `pnpm contract` share it.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Document {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, DocResponse> };
}
interface PathParameter {
  name: string;
  in: string;
  schema?: { enum?: string[] };
}
interface DocOperation {
  operationId: string;
  parameters?: (PathParameter | { $ref: string })[];
  responses: Record<string, DocResponse | { $ref: string }>;
}
interface DocResponse {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

export interface Answer {
  method: string;
  /** The request's path, `/api/bookings/7` (a query is ignored). */
  path: string;
  status: number;
  contentType: string | null;
  retryAfter?: string | null;
  /** The parsed JSON body (undefined for files or an empty body). */
  body: unknown;
}

export interface Mismatch {
  operationId: string;
  method: string;
  /** The document's path (`/api/bookings/{id}`), never the address that was called. */
  path: string;
  status: number;
  /** What differs, one line each: `/data/items/0/price: must be number`, `status 500 not in the document`. */
  problems: string[];
}

export interface Conformance {
  /** The operation an answer belongs to (its template: no ids or secrets), or undefined. */
  operationOf(method: string, path: string): { id: string; template: string } | undefined;
  /** Undefined when the answer conforms, or is to a call outside the contract. */
  check(answer: Answer): Mismatch | undefined;
}

const DOC_ID = 'https://sakhli.ge/openapi.json';

/**
 * Literal segments win over `{param}` (as in the demo API's router): fewer params first; a param
 * with an `enum` (a utility kind, a table name) matches only its values.
 */
function matcher(document: Document) {
  const routes = Object.entries(document.paths)
    .flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => {
        const enums = new Map(
          (operation.parameters ?? [])
            .filter((p): p is PathParameter => 'in' in p && p.in === 'path')
            .map((p) => [p.name, p.schema?.enum] as const),
        );
        const pattern = template
          .split('/')
          .map((segment) => {
            if (!segment.startsWith('{')) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
            const values = enums.get(segment.slice(1, -1));
            return values ? `(?:${values.join('|')})` : '[^/]+';
          })
          .join('/');
        return {
          method,
          template,
          operation,
          params: (template.match(/\{/g) ?? []).length,
          pattern: new RegExp(`^${pattern}$`),
        };
      }),
    )
    .sort((a, b) => a.params - b.params);
  return (method: string, path: string) => {
    const bare = path.replace(/[?#].*$/, '');
    const wanted = method.toLowerCase();
    return routes.find((route) => route.method === wanted && route.pattern.test(bare));
  };
}

export function createConformance(documentJson: unknown): Conformance {
  const document = documentJson as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  // The components resolve `#/components/schemas/X` once the refs point at this id.
  ajv.addSchema({ $id: DOC_ID, components: { schemas: document.components.schemas } });
  const find = matcher(document);
  const compiled = new Map<string, ValidateFunction | null>();

  const responseOf = (operation: DocOperation, status: number): DocResponse | undefined => {
    const entry = operation.responses[String(status)];
    if (!entry) return undefined;
    if ('$ref' in entry) return document.components.responses[entry.$ref.split('/').at(-1)!];
    return entry;
  };

  const validator = (key: string, schema: unknown): ValidateFunction | null => {
    if (!compiled.has(key)) {
      const rooted = JSON.parse(
        JSON.stringify(schema ?? {}).replaceAll('"#/components/', `"${DOC_ID}#/components/`),
      ) as object;
      compiled.set(key, schema ? ajv.compile(rooted) : null);
    }
    return compiled.get(key)!;
  };

  return {
    operationOf(method, path) {
      const found = find(method, path);
      return found && { id: found.operation.operationId, template: found.template };
    },
    check(answer) {
      const found = find(answer.method, answer.path);
      if (!found) return undefined;
      const { operation } = found;
      const problems: string[] = [];
      const response = responseOf(operation, answer.status);
      if (!response) {
        problems.push(`status ${answer.status} is not in the document`);
      } else {
        const types = Object.keys(response.content ?? {});
        const type = (answer.contentType ?? '').split(';')[0]!.trim();
        if (types.length > 0 && !types.includes(type) && !types.includes('*/*')) {
          problems.push(`Content-Type ${type || '(none)'} is not ${types.join(' or ')}`);
        } else if (type === 'application/json') {
          const validate = validator(
            `${operation.operationId} ${answer.status}`,
            response.content?.[type]?.schema,
          );
          if (validate && !validate(answer.body)) {
            for (const error of validate.errors ?? []) {
              problems.push(`${error.instancePath || '/'}: ${error.message ?? error.keyword}`);
            }
          }
        }
        if (response.headers?.['Retry-After'] && !answer.retryAfter) {
          problems.push('Retry-After header is missing');
        }
      }
      if (problems.length === 0) return undefined;
      return {
        operationId: operation.operationId,
        method: answer.method,
        // The template, not the address: a guest link's path holds its secret hashes.
        path: found.template,
        status: answer.status,
        problems,
      };
    },
  };
}

/** Reads a fetch `Response` (cloned: the caller still reads the original) into an `Answer`. */
export async function answerOf(request: Request, response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type');
  let body: unknown;
  if (contentType?.includes('application/json')) {
    const text = await response.clone().text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
  }
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    contentType,
    retryAfter: response.headers.get('retry-after'),
    body,
  };
}

/** A mismatch as one line for a report. */
export function describeMismatch(mismatch: Mismatch): string {
  return `${mismatch.operationId} (${mismatch.method} ${mismatch.path}) ${mismatch.status}: ${mismatch.problems.join('; ')}`;
}
