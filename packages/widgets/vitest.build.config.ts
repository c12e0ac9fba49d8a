// Tests of the embed build's own plugins (Node: they use Vite's parser, not a browser).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widgets-build',
    environment: 'node',
    include: ['src/loader/build/**/*.test.{ts,tsx}'],
  },
});
