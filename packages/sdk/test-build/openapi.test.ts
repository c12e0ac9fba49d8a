// The contract ships with the package: `@sakhli/sdk/openapi.json` resolves to the built document.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('@sakhli/sdk/openapi.json (built)', () => {
  it('resolves through exports to an OpenAPI 3.1 document of the SDK calls', () => {
    const path = fileURLToPath(import.meta.resolve('@sakhli/sdk/openapi.json'));
    expect(path).toMatch(/[\\/]packages[\\/]sdk[\\/]dist[\\/]openapi\.json$/);
    const document = JSON.parse(readFileSync(path, 'utf8')) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids).toEqual(
      expect.arrayContaining(['login', 'revokeSession', 'getPayment', 'bookingsList']),
    );
  });
});
