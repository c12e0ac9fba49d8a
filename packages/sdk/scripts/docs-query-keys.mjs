// Regenerates the query-key table of docs/sdk.md from the SDK source: `pnpm --filter @sakhli/sdk docs:query-keys`.
import { readFileSync, writeFileSync } from 'node:fs';
import * as sdk from '@sakhli/sdk';

const START = '<!-- query-keys:start -->';
const END = '<!-- query-keys:end -->';
const docs = new URL('../../../docs/sdk.md', import.meta.url);

function params(fn) {
  const source = String(fn);
  const list = /^\(([^)]*)\)/.exec(source)?.[1] ?? /^(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().split(/[\s=]/)[0])
    .filter(Boolean)
    .join(', ');
}

const rows = Object.entries(sdk)
  .filter(
    ([name, value]) => /Keys$/.test(name) && value && typeof value === 'object' && 'all' in value,
  )
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, factory]) => {
    const root = `[${factory.all.map((part) => `'${part}'`).join(', ')}]`;
    const keys = Object.entries(factory)
      .filter(([, fn]) => typeof fn === 'function')
      .map(([key, fn]) => `\`${key}(${params(fn)})\``)
      .join(', ');
    return `| \`${name}\` | \`${root}\` | ${keys} |`;
  });

const table = ['| factory | root (`all`) | keys |', '| --- | --- | --- |', ...rows].join('\n');
const text = readFileSync(docs, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/sdk.md needs ${START} … ${END} markers`);
writeFileSync(docs, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
process.stdout.write(`docs/sdk.md: ${rows.length} query-key factories\n`);
