// `pnpm build` (after tsup): writes the contract, dist/openapi.json, generated from the SDK's own
// calls and valibot schemas (src/contract), and its page for people, docs/api/ at the repository's
// root (Redoc, offline; not in the package, whose users get the JSON).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../src/contract/openapi.ts';
import { apiDocsPage } from '../src/contract/apiDocsPage.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const document = await buildOpenApi(version);
const pageDir = join(root, '../../docs/api');
mkdirSync(pageDir, { recursive: true });
writeFileSync(join(root, 'dist/openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
// The page reads the document beside it and Redoc's standalone bundle from its own folder: no CDN.
const redoc = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
copyFileSync(redoc, join(pageDir, 'redoc.standalone.js'));
writeFileSync(join(pageDir, 'openapi.json'), JSON.stringify(document));
writeFileSync(
  join(pageDir, 'index.html'),
  apiDocsPage({ spec: 'openapi.json', script: 'redoc.standalone.js' }),
);
const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
process.stdout.write(`dist/openapi.json: ${count} operations; docs/api/index.html\n`);
