// Builds the bench's floor page into .bench/floor/ with the workspace's Vite and React plugin
// (scripts/bench/floor.mjs runs it; `pnpm bench` only).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const messages = readFileSync(here('../../packages/widgets/src/guest-booking/messages.ts'), 'utf8');

/** The English text of a message id in the widget's catalog. */
function english(id) {
  const found = messages.match(new RegExp(`'${id}': \\{[^}]*?en: '([^']*)'`));
  if (!found) throw new Error(`bench floor: ${id} not found in guest-booking/messages.ts`);
  return found[1];
}

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __FLOOR_TEXTS__: JSON.stringify({
      heading: english('guestBooking.email.heading'),
      intro: english('guestBooking.email.intro'),
      label: english('guestBooking.email.label'),
      submit: english('guestBooking.email.submit'),
    }),
  },
  build: {
    outDir: here('../../.bench/floor'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
