// Lints the contract with Redocly's rules (offline: the document has no external $ref).
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

/** `recommended`, with the two rules this API cannot meet on purpose turned off (why beside each). */
const rules = {
  // spec §7 itself puts literal and templated paths side by side (api/bookings/calendar beside
  // api/bookings/{id}); the literal one wins, as in every router.
  'no-ambiguous-paths': 'off',
  // Components are the schemas the SDK exports by name; some serve callers without being an answer.
  'no-unused-components': 'off',
  // Every call names its errors; the envelope's `meta` is the one shared shape.
  'operation-4xx-response': 'error',
  'operation-operationId-unique': 'error',
  'security-defined': 'error',
} as const;

export async function lintOpenApi(document: unknown): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'], rules } as never);
  return lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
}

/** A problem as one line: rule, message, where. */
export function describeProblem(problem: NormalizedProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`;
}
