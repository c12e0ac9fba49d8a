// The two one-tag builds in dist/loader (issue 28 §8): React (`sakhli.js`) and the opt-in lighter
// embed on preact/compat (`sakhli.lite.js`, its files in lite/). Project e2e-lite runs the
// playground journeys again on the second (vitest.e2e.config.ts).
export const EMBEDS = {
  react: { loader: 'sakhli.js', dir: '' },
  lite: { loader: 'sakhli.lite.js', dir: 'lite/' },
} as const;

export type EmbedName = keyof typeof EMBEDS;
