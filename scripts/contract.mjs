// `pnpm contract --base-url URL`: checks a backend's read calls against the SDK's contract
// (openapi.json, generated from the SDK source) and says, call by call, where they differ. It never
// writes. The test account comes from SAKHLI_CONTRACT_EMAIL and SAKHLI_CONTRACT_PASSWORD (never
// printed); 2FA: SAKHLI_CONTRACT_DEVICE_UUID (a device the account trusted), or the code typed on a
// terminal, or — only when the base URL is the demo API — its outbox. docs/sdk.md "The contract".
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
// The SDK's source (the root package does not depend on it; tsx runs the TypeScript).
import { buildOpenApi, checkBackend } from '../packages/sdk/src/contract/index.ts';

const { values } = parseArgs({ options: { 'base-url': { type: 'string' } } });
const baseURL = values['base-url'];
if (!baseURL) {
  process.stderr.write('Usage: pnpm contract --base-url https://api.example.ge/\n');
  process.exit(2);
}
const base = baseURL.endsWith('/') ? baseURL : `${baseURL}/`;
const env = process.env;

/** The demo API answers its own controls; a real backend has no /__demo (and is never asked twice). */
async function isDemo() {
  const local = /^(127\.0\.0\.1|localhost|\[::1\])$/.test(new URL(base).hostname);
  if (!local) return false;
  const response = await fetch(new URL('__demo/fixtures', base)).catch(() => undefined);
  return response?.ok === true;
}
const demo = await isDemo();

async function code() {
  if (demo) {
    const mails = await (await fetch(new URL('__demo/outbox', base))).json();
    return mails.filter((m) => m.to === env.SAKHLI_CONTRACT_EMAIL && m.code).at(-1)?.code;
  }
  if (!process.stdin.isTTY) return undefined;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await prompt.question('The sign-in code e-mailed to the test account: ')).trim();
  } finally {
    prompt.close();
  }
}

/** Guest links from the environment, or on the demo API from its fixtures. */
async function links() {
  const given = {
    guest: env.SAKHLI_CONTRACT_GUEST_LINK,
    change: env.SAKHLI_CONTRACT_CHANGE_LINK,
    cancel: env.SAKHLI_CONTRACT_CANCEL_LINK,
  };
  if (!demo) return given;
  const fixtures = await (await fetch(new URL('__demo/fixtures', base))).json();
  return {
    guest: given.guest ?? fixtures.guestLinks?.[0]?.url,
    change: given.change ?? fixtures.bookingChangeLinks?.find((l) => l.kind === 'pending')?.url,
    cancel: given.cancel ?? fixtures.bookingCancelLinks?.find((l) => l.kind === 'cancellable')?.url,
  };
}

const write = (line) => process.stdout.write(`${line}\n`);
write(
  `Contract check of ${base}${demo ? ' (the demo API)' : ''}, ${env.SAKHLI_CONTRACT_EMAIL ? 'signed in as the test account' : 'without an account (SAKHLI_CONTRACT_EMAIL unset)'}; read calls only`,
);
try {
  const result = await checkBackend({
    baseURL: base,
    document: await buildOpenApi(),
    email: env.SAKHLI_CONTRACT_EMAIL,
    password: env.SAKHLI_CONTRACT_PASSWORD,
    deviceUuid: env.SAKHLI_CONTRACT_DEVICE_UUID,
    code,
    links: await links(),
    write,
  });
  process.exit(result.differ > 0 ? 1 : 0);
} catch (error) {
  // An ApiError names the call and status only (never the password or tokens).
  process.stderr.write(
    `contract check failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(2);
}
