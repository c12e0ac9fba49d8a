// Global setup: one demo API server and one playground for every journey; stopped at the end.
import type { TestProject } from 'vitest/node';
import { startDemoApi, startPlaygroundServer } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo API, e.g. `http://127.0.0.1:41234/`. */
    apiBase: string;
    /** The playground page on its own origin, e.g. `http://127.0.0.1:41235/`. */
    playgroundURL: string;
    /** SAKHLI_TEST_NOW in epoch milliseconds, or null for the real clock (vite.shared.ts). */
    sakhliTestNow: number | null;
  }
}

export default async function setup(project: TestProject) {
  const api = await startDemoApi();
  const playground = await startPlaygroundServer(api.apiBase).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  project.provide('apiBase', api.apiBase);
  project.provide('playgroundURL', playground.url);
  return async () => {
    await playground.close();
    await api.stop();
  };
}
