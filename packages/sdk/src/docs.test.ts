// docs/sdk.md must not lie: its session keys, rules and query-key table are checked against the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as sdk from './index';

const docs = readFileSync(new URL('../../../docs/sdk.md', import.meta.url), 'utf8');

describe('docs/sdk.md', () => {
  it('lists every session storage key under its default prefix', () => {
    for (const key of Object.values(sdk.sessionStorageKeys())) {
      expect(docs, key).toContain(`\`${key}\``);
    }
  });

  it('documents every validation rule', () => {
    const rules = [
      'required',
      'email',
      'wholeNumber',
      'password',
      'passwordsEqual',
      'minLength',
      'adultAge',
      'childAge',
      'childAgesMatch',
      'date',
      'file',
    ] as const;
    for (const rule of rules) {
      expect(typeof sdk[rule], rule).toBe('function');
      expect(docs, rule).toMatch(new RegExp(`\\| \`${rule}[(\`]`));
    }
  });

  it('shows query keys that exist, with their real roots and key functions', () => {
    const rows = [...docs.matchAll(/^\| `(\w+Keys)` \| `\[([^\]]*)\]` \| (.*) \|$/gm)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, name, root, keys] of rows) {
      const factory = (sdk as Record<string, unknown>)[name!] as Record<string, unknown> & {
        all: readonly string[];
      };
      expect(factory, name).toBeTypeOf('object');
      expect(root!.split(', ').map((part) => part.replace(/'/g, ''))).toEqual([...factory.all]);
      for (const [, key] of keys!.matchAll(/`(\w+)\(/g)) {
        expect(factory[key!], `${name}.${key}`).toBeTypeOf('function');
      }
    }
  });
});
