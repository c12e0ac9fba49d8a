// One lint setup for every package; React rules only where React lives.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { noLiteralText } from './scripts/lint/noLiteralText.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-demo/**',
      '**/.types/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/public/mockServiceWorker.js',
      '.bench/**',
      // The contract's page, built by the SDK's build (Redoc's bundle among it).
      'docs/api/**',
      // Config files tsup and Vite bundle for a moment while `pnpm test` builds beside the lint.
      '**/*.config.bundled_*.mjs',
      '**/*.config.*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/sdk/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*'] }],
    },
  },
  {
    files: [
      'packages/widgets/**/*.{ts,tsx}',
      'packages/portal/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // issue 27 §4: shipped screens say only catalog texts (stories and tests may write their own).
    files: ['packages/widgets/src/**/*.tsx', 'packages/portal/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/stories/**'],
    plugins: { sakhli: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'sakhli/no-literal-text': 'error' },
  },
  {
    files: ['scripts/**', '**/*.config.*', 'packages/demo-api/src/server.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
