// Language suite, the stories (issue 27 §4): every story of every package at 320 px in Georgian and
// in Russian, each language then pseudo-localized (~40 % longer), must fit: nothing wider than the
// screen, no text cut without an ellipsis (.storybook/preview.tsx judges it, test/fit.mjs). A story
// renders here as it first shows (its play function is left out: plays are written for the 1200 px
// story projects, and their end states are reviewed there), so a new story is covered as it lands.
// Stories that differ only by language (`ListEn`, `ListGe`, `ListRu`) are one state, checked once
// per language with the story written for it. The run prints stories × languages × widths and fails
// if a story was not checked in each language.
import type { Meta } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { afterAll, describe, expect, it } from 'vitest';
import { languageInName, stateOfName as stateOf } from './storyLanguage';

const WIDTH = 320;
const LANGUAGES = ['ge', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

type StoriesModule = Record<string, unknown> & { default: Meta };
/** What this suite uses of a composed story. */
interface Composed {
  globals: Record<string, unknown>;
  run: () => Promise<void>;
}

// The glob of .storybook/main.ts (`../packages/*/src/**/*.stories.tsx`), from here.
const modules = import.meta.glob<StoriesModule>('../../*/src/**/*.stories.tsx', { eager: true });

// The preview's annotations (decorators, MSW, the fit check) come from .storybook/fit.setup.ts.

/** The module's stories with no play function: what a story shows before anyone acts on it. */
function withoutPlay(module: StoriesModule): StoriesModule {
  const { default: meta, ...stories } = module;
  const bare = Object.fromEntries(
    Object.entries(stories).map(([name, story]) => [
      name,
      story && typeof story === 'object' ? { ...story, play: undefined } : story,
    ]),
  );
  return { ...bare, default: { ...meta, play: undefined } };
}

/** For each language, the story of a state to render: the one written in it, else the first. */
function pick(stories: [string, Composed][], language: Language): [string, Composed] {
  const stories0 = stories[0] as [string, Composed];
  // By its name (the preview holds each story to it): a portal story's language is an arg, not a
  // global, and matching on globals alone rendered the state's English story for ge and ru.
  return stories.find(([name]) => languageInName(name) === language) ?? stories0;
}

/** Stories (by id) and the languages each was checked in, directly or as its state. */
const checked = new Map<string, Set<Language>>();
const states = new Set<string>();
let renders = 0;

afterAll(() => {
  const missing = [...checked].filter(([, languages]) => languages.size < LANGUAGES.length);
  // The suite's coverage line (issue 27 §6).
  // eslint-disable-next-line no-console
  console.log(
    `\nStories fit at ${WIDTH} px: ${checked.size - missing.length} of ${checked.size} stories ` +
      `(${states.size} states) × ${LANGUAGES.join(', ')} (+pseudo each) × ${WIDTH} px ` +
      `= ${renders} of ${states.size * LANGUAGES.length} renders` +
      (missing.length > 0 ? `; NOT covered: ${missing.map(([id]) => id).join(', ')}` : '') +
      '\n',
  );
});

for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  const byState = new Map<string, [string, Composed][]>();
  // `fit: 'pseudo'` turns on the preview's check: the language, then pseudo-localized.
  const all = composeStories(withoutPlay(module), {
    initialGlobals: { theme: 'light', fit: 'pseudo' },
  });
  for (const [name, story] of Object.entries(all) as [string, Composed][]) {
    checked.set(`${title} › ${name}`, new Set());
    byState.set(stateOf(name), [...(byState.get(stateOf(name)) ?? []), [name, story]]);
  }
  describe(title, () => {
    for (const [state, stories] of byState) {
      states.add(`${title} › ${state}`);
      for (const language of LANGUAGES) {
        const [name, story] = pick(stories, language);
        it(`${name} fits ${WIDTH} px in ${language}`, async () => {
          expect(window.innerWidth).toBe(WIDTH);
          // The story's own `globals` may name another language: this pass's wins.
          story.globals.language = language;
          await story.run();
          renders += 1;
          for (const [other] of stories) checked.get(`${title} › ${other}`)?.add(language);
        });
      }
    }
  });
}

// Runs after every story's checks (tests run in order within a file).
it(`checked every story in ${LANGUAGES.join(' and ')} at ${WIDTH} px`, () => {
  expect(checked.size).toBeGreaterThan(0);
  const missing = [...checked].filter(([, languages]) => languages.size < LANGUAGES.length);
  expect(missing.map(([id]) => id)).toEqual([]);
});
