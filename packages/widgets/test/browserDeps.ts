// Dependencies the browser test projects pre-bundle before the first test runs.
export const browserDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@tanstack/react-query',
  'notistack',
  'react-intl',
  'react-day-picker',
  'react-day-picker/locale',
  // The shared chart's lazy chunk.
  '@nivo/line',
  'ofetch',
  'valibot',
  // The portal's stories and tests (router, session snapshots).
  '@tanstack/react-router',
  'valtio',
  'valtio/vanilla',
];
