// The repository's own guards over every package's sources (Node: they read files, no browser).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'repo', environment: 'node', include: ['*.test.ts'] },
});
