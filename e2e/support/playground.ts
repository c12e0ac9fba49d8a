// What the playground embeds: the widgets present in the built chunk map of the run's embed.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { EMBEDS } from './embeds';

/** The embed this project's playground serves. */
export const embed = () => EMBEDS[inject('sakhliEmbed') ?? 'react'];

const loaderDir = fileURLToPath(new URL('../../packages/widgets/dist/loader/', import.meta.url));

/** Tag → the files the loader imports for it, relative to dist/loader (the build's chunk map). */
export function chunkFiles(): Record<string, string[]> {
  const { dir } = embed();
  const map = `${loaderDir}${dir}chunks.json`;
  if (!existsSync(map)) return {};
  const files = JSON.parse(readFileSync(map, 'utf8')) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(files).map(([tag, list]) => [tag, list.map((file) => `${dir}${file}`)]),
  );
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
