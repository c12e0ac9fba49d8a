// What the playground embeds: the widgets present in the built chunk map.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chunkMap = fileURLToPath(
  new URL('../../packages/widgets/dist/loader/chunks.json', import.meta.url),
);

/** Tag → the files the loader imports for it, relative to dist/loader (the build's chunk map). */
export function chunkFiles(): Record<string, string[]> {
  return existsSync(chunkMap) ? JSON.parse(readFileSync(chunkMap, 'utf8')) : {};
}

/** Tags of the widgets built into dist/loader (a widget is built once its module exists). */
export function builtTags(): string[] {
  return Object.keys(chunkFiles());
}

/** Every element the playground may show, built or not. */
export const PLANNED_TAGS = [
  'sakhli-guest-booking',
  'sakhli-booking-change',
  'sakhli-ticket-chat',
  'sakhli-apartment-bills',
  'sakhli-loyalty-wallet',
];
