// The language suite's catalog checks (issue 27 §4): every catalog of the widgets, the portal and
// the SDK's error catalogue read in Node (no browser needed), packages resolved to their source.
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: { name: 'language', environment: 'node', include: ['test/language/*.test.ts'] },
});
