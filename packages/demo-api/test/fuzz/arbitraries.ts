// fast-check arbitraries from the contract's own JSON Schemas (issue 29 §3): the subset
// @valibot/to-json-schema writes (type, enum, const, format, pattern, bounds, anyOf/oneOf, $ref),
// plus the ways a caller gets a request wrong, so the fuzz run sends valid and invalid requests.
import fc from 'fast-check';

export type Schema = Record<string, unknown>;
export type Components = Record<string, Schema>;

/** Ids the seeded store has (apartments, bookings, keys, tickets, documents …), beside random ones. */
const KNOWN_IDS = [1, 2, 7, 101, 102, 103, 104, 201, 301, 5001, 5002, 5006, 9001, 30024, 60008];

const DAY = fc
  .date({
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2028-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Math.max(min, 24);
  switch (schema.format) {
    case 'date':
      return DAY;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min);
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, 40) });
}

/** A value the schema accepts (as far as JSON Schema says; the server's own rules may still refuse). */
export function valid(
  schema: Schema | undefined,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if (typeof schema.$ref === 'string') {
    return valid(components[schema.$ref.split('/').at(-1)!], components, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => valid(branch, components, depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? -1000;
      const max = (schema.maximum as number | undefined) ?? 100_000;
      const known = KNOWN_IDS.filter((id) => id >= min && id <= max);
      const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      const any =
        schema.type === 'integer' ? whole : fc.oneof(whole, fc.double({ min, max, noNaN: true }));
      // Mostly ids that exist, so valid calls reach the data and not only the 404s.
      return known.length > 0
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...known) },
            { weight: 1, arbitrary: any },
          )
        : any;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items as Schema, components, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.max((schema.minItems as number | undefined) ?? 0, 3),
      });
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            valid(value, components, depth + 1),
          ]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
  }
}

/** Values of the wrong kind for anything: what a broken client or an attacker sends. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    'null',
    'abc',
    '1e309',
    '../..',
    '%00',
    '<script>',
    '9'.repeat(30),
  ),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A valid object with one field dropped, retyped, or an extra one added. */
export function broken(schema: Schema | undefined, components: Components): fc.Arbitrary<unknown> {
  return fc.oneof(
    junk,
    fc
      .tuple(valid(schema, components), fc.string({ maxLength: 12 }), junk, fc.nat())
      .map(([value, extra, bad, pick]) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
        const keys = Object.keys(value);
        const copy: Record<string, unknown> = { ...value };
        if (keys.length === 0) return { [extra]: bad };
        const key = keys[pick % keys.length]!;
        if (pick % 2 === 0) delete copy[key];
        else copy[key] = bad;
        return copy;
      }),
  );
}
