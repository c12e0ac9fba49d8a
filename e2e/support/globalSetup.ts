// Global setup: one demo API server and one playground for every journey; stopped at the end.
import type { TestProject } from 'vitest/node';
import { startDemoApi, startPlaygroundServer } from './servers';
import { serverNow } from './testClock';
import { EMBEDS, type EmbedName } from './embeds';

/** What the demo API server found while checking its answers against the contract. */
async function conformanceReport(
  apiBase: string,
): Promise<{ checked: number; mismatches: string[] }> {
  const response = await fetch(new URL('__demo/conformance', apiBase));
  if (!response.ok) throw new Error(`GET /__demo/conformance answered ${response.status}`);
  return (await response.json()) as { checked: number; mismatches: string[] };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo API, e.g. `http://127.0.0.1:41234/`. */
    apiBase: string;
    /** The playground page on its own origin, e.g. `http://127.0.0.1:41235/`. */
    playgroundURL: string;
    /** SAKHLI_TEST_NOW in epoch milliseconds, or null for the real clock (vite.shared.ts). */
    sakhliTestNow: number | null;
    /** Real epoch milliseconds at which the server's clock read `sakhliTestNow` (testClock.ts). */
    sakhliTestNowAt?: number;
    /** The run's TZ (vite.shared.ts). */
    sakhliTimeZone: string | null;
    /** The one-tag build the playground serves: React, or preact/compat in project e2e-lite. */
    sakhliEmbed?: EmbedName;
  }
}

export default async function setup(project: TestProject) {
  // issue 29 §2: the server checks every answer it sends against the contract (openapi.json).
  const api = await startDemoApi({ env: { SAKHLI_CONFORMANCE: '1' } });
  const { loader } = EMBEDS[project.getProvidedContext().sakhliEmbed ?? 'react'];
  const playground = await startPlaygroundServer(api.apiBase, loader).catch(
    async (error: unknown) => {
      await api.stop();
      throw error;
    },
  );
  project.provide('apiBase', api.apiBase);
  // The server inherited SAKHLI_TEST_NOW and started there; its clock is the run's clock.
  const configured = project.getProvidedContext().sakhliTestNow;
  if (configured !== null) {
    const server = await serverNow(api.apiBase);
    // A server that ignored SAKHLI_TEST_NOW would move the whole run to today, silently.
    if (server < configured || server - configured > 10 * 60_000) {
      await Promise.all([playground.close(), api.stop()]);
      throw new Error(
        `the demo API's clock reads ${new Date(server).toISOString()}, not SAKHLI_TEST_NOW (${new Date(configured).toISOString()})`,
      );
    }
    project.provide('sakhliTestNow', server);
    project.provide('sakhliTestNowAt', Date.now());
  }
  project.provide('playgroundURL', playground.url);
  return async () => {
    const report = await conformanceReport(api.apiBase);
    await playground.close();
    await api.stop();
    if (report.mismatches.length > 0) {
      // A teardown's error is only logged by vitest ("error during close"): fail the run itself.
      process.stderr.write(
        `\n✖ ${report.mismatches.length} of ${report.checked} demo API answers differ from openapi.json:\n${report.mismatches.join('\n')}\n`,
      );
      process.exitCode = 1;
    }
  };
}
