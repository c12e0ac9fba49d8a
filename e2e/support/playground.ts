// What the playground embeds: the widgets present in the built chunk map.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chunkMap = fileURLToPath(
  new URL('../../packages/widgets/dist/loader/chunks.json', import.meta.url),
);

/** Tags of the widgets built into dist/loader (a widget is built once its module exists). */
export function builtTags(): string[] {
  return existsSync(chunkMap) ? Object.keys(JSON.parse(readFileSync(chunkMap, 'utf8'))) : [];
}

/** Every element the playground may show, built or not. */
export const PLANNED_TAGS = [
  'sakhli-guest-booking',
  'sakhli-booking-change',
  'sakhli-ticket-chat',
  'sakhli-apartment-bills',
];
