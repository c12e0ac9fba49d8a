// A production build of the portal has no trace of the demo: the mailbox link (its code, texts and
// address) is only in a build made with VITE_SAKHLI_DEMO=1 (app/demoMailbox/DemoMailboxLink.tsx).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
/** What only the demo mailbox link brings: its path, its message ids, its English text. */
const TRACES = ['__demo/mailbox', 'portal.demoMailbox', 'Demo mailbox', 'MailboxLink'];

const outDirs = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function textOfBuild(demo) {
  const outDir = await mkdtemp(join(tmpdir(), 'sakhli-portal-build-'));
  outDirs.push(outDir);
  const before = { demo: process.env.VITE_SAKHLI_DEMO, env: process.env.NODE_ENV };
  if (demo) process.env.VITE_SAKHLI_DEMO = '1';
  else delete process.env.VITE_SAKHLI_DEMO;
  // Vitest runs with NODE_ENV=test; the check is about what ships.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    if (before.demo === undefined) delete process.env.VITE_SAKHLI_DEMO;
    else process.env.VITE_SAKHLI_DEMO = before.demo;
    process.env.NODE_ENV = before.env;
  }
  const files = await readdir(outDir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files
      .filter((f) => f.isFile() && /\.(js|html|css)$/.test(f.name))
      .map((f) => readFile(join(f.parentPath, f.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('the portal build', () => {
  it(
    'of a demo links the mailbox (so the check below can fail)',
    { timeout: 300_000 },
    async () => {
      const bundle = await textOfBuild(true);
      expect(TRACES.filter((trace) => bundle.includes(trace))).toEqual(TRACES);
    },
  );

  it('for production carries no trace of the demo mailbox', { timeout: 300_000 }, async () => {
    const bundle = await textOfBuild(false);
    expect(bundle).toContain('portal.auth.login.submit'); // the check reads the real bundle
    expect(TRACES.filter((trace) => bundle.includes(trace))).toEqual([]);
  });
});
