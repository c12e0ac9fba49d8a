// Builds the contract once for the whole demo-api run and hands it to every test file (inject), so
// each file compiles only the answers it meets (issue 29 §2; test/conformance.setup.ts).
import type { TestProject } from 'vitest/node';
import { buildOpenApi } from '@sakhli/sdk/contract';

export default async function setup(project: TestProject): Promise<void> {
  project.provide('openapi', await buildOpenApi());
}

declare module 'vitest' {
  export interface ProvidedContext {
    openapi: unknown;
  }
}
