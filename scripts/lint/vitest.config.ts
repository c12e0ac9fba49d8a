// The repository's own lint rules, tried on code they must and must not flag (Node).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'lint-rules', environment: 'node', include: ['*.test.ts'] },
});
