// Every story inside SakhliProvider, with toolbar globals for language and theme, the demo API
// served by MSW, and any axe violation failing the story (also as a test).
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, waitFor } from 'storybook/test';
import { demoApiHandlers } from '../packages/demo-api/src/index.ts';
import { SakhliProvider } from '../packages/widgets/src/shell/SakhliProvider.tsx';
import { WidgetRoot } from '../packages/widgets/src/shell/WidgetRoot.tsx';
import { retryWithoutPauses } from '../packages/widgets/test/retryWithoutPauses.ts';
import type { ThemeSetting } from '../packages/widgets/src/shell/theme/tokens.ts';
import { isLanguage, type Language } from '../packages/sdk/src/index.ts';
import { shiftDate } from '../packages/demo-api/src/testClock.ts';
import { unfit } from '../packages/widgets/test/fit.mjs';
import { pseudoLocalize } from '../packages/widgets/test/pseudo.mjs';
import { languageInName, stateOfName } from '../packages/widgets/test/storyLanguage.ts';

/** SAKHLI_TEST_NOW in epoch ms when Storybook was started with it (main.ts), else null. */
declare const __SAKHLI_TEST_NOW__: number | null | undefined;
// The test clock for `SAKHLI_TEST_NOW=… pnpm storybook` (story tests also get it from vitest's
// setup file): stories, play functions and the MSW demo API then live at that instant.
if (typeof __SAKHLI_TEST_NOW__ === 'number') shiftDate(globalThis, __SAKHLI_TEST_NOW__);

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** `root: false` for stories that render their own WidgetRoot (whole widgets). */
    sakhli?: { root?: boolean };
  }
}

// Story tests share two cores with everything else in CI: wait up to 20 s, not 1 s, for what a
// user would see appear (as the component tests do).
configure({ asyncUtilTimeout: 20_000 });

// A story's failed state is its fixtures' doing: shown after the policy's tries, without their
// pauses (3 s of every failed story's test time, and of a designer's wait).
retryWithoutPauses();

// One demo API for the whole Storybook, reset before every story so stories never see each
// other's bookings (and story tests run in any order).
const demo = demoApiHandlers();

const withProvider: Decorator = (Story, { globals, parameters }) => {
  const language: Language = isLanguage(globals.language) ? globals.language : 'en';
  const theme = (globals.theme === 'dark' ? 'dark' : 'light') satisfies ThemeSetting;
  const story = <Story />;
  return (
    <SakhliProvider key={`${language}-${theme}`} language={language} theme={theme}>
      {parameters.sakhli?.root === false ? (
        story
      ) : (
        // The root fills the canvas so the dark theme is reviewed on its own background.
        <WidgetRoot style={{ padding: 16, minHeight: '100vh' }}>{story}</WidgetRoot>
      )}
    </SakhliProvider>
  );
};

/** States that stay busy by design: what the fit check judges is their loading look. */
const STAYS_BUSY = /^(Loading|Slow ?Load|Finishing|Error ?Retrying)/;

/**
 * issue 27 §4: with the `fit` global (the storybook-fit project sets it), a story must fit its
 * screen once its data is in — in its language, then again with every word pseudo-localized
 * (~40 % longer, `pseudo`): nothing wider than the screen, no text cut without an ellipsis.
 */
const fitsTheScreen: NonNullable<Preview['afterEach']> = async ({ globals, name }) => {
  if (!globals.fit) return;
  // A story of the loading state stays busy: give data a moment, then judge what is there. One
  // named for a state that stays busy (`LoadingGe`, `SlowLoad`, `Finishing`) is judged once busy
  // and unchanged for a second; any other waits up to 3 s for its data, a slow lazy part included.
  const staysBusy = STAYS_BUSY.test(stateOfName(name));
  let lastChange = performance.now();
  const changes = new MutationObserver(() => (lastChange = performance.now()));
  changes.observe(document.body, { subtree: true, childList: true, attributes: true });
  await waitFor(
    () => {
      const busy = document.querySelector('[aria-busy="true"]');
      if (busy && !(staysBusy && performance.now() - lastChange >= 1_000)) {
        throw new Error('still loading');
      }
    },
    { timeout: 3_000 },
  ).catch(() => undefined);
  changes.disconnect();
  const problems = unfit().map((problem) => `${globals.language}: ${problem}`);
  if (globals.fit === 'pseudo' && pseudoLocalize() > 0) {
    problems.push(...unfit().map((problem) => `pseudo: ${problem}`));
  }
  if (problems.length > 0) {
    throw new Error(`Does not fit ${window.innerWidth} px:\n${problems.join('\n')}`);
  }
};

/**
 * A story named for a language (`ListRu`) renders in it (its `globals`, or a portal story's
 * `language` arg): the fit suite and the Georgian dark project go by the name.
 */
const writtenInItsName: NonNullable<Preview['beforeEach']> = ({ name, args, globals }) => {
  // The fit suite renders a state in each language itself, whatever its story was written in.
  if (globals.fit) return;
  const named = languageInName(name);
  const shown = (args as { language?: unknown }).language ?? globals.language;
  if (named && named !== shown) {
    throw new Error(`The story "${name}" is named for ${named} but renders in ${String(shown)}`);
  }
};

const preview: Preview = {
  decorators: [withProvider],
  beforeEach: [writtenInItsName],
  afterEach: [fitsTheScreen],
  // The reset is a project loader, so it runs before any story's own loaders read fixtures (a
  // beforeEach runs after them): links and tokens are random per store, and one read before a
  // reset would not open after it.
  loaders: [
    mswLoader(),
    () => {
      demo.api.reset();
      return {};
    },
  ],
  globalTypes: {
    language: {
      description: 'Interface language (spec §1)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'ge', title: 'ქართული' },
          { value: 'ru', title: 'Русский' },
        ],
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
      },
    },
  },
  initialGlobals: { language: 'en', theme: 'light' },
  parameters: {
    // The demo API answers every `…/api/…` call; stories override with `beforeEach({ msw })`.
    msw: { handlers: demo.handlers },
    // Any axe violation fails the story in the UI and in `pnpm test`.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    // Story tests run at 1200 px unless a project's `viewport` global names one of these (the
    // storybook-fit project sets 320 px itself); `phone320` is the narrowest phone (issue 27 §4).
    viewport: {
      options: {
        phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '720px' } },
      },
    },
    controls: { matchers: { date: /Date$/ } },
  },
};

export default preview;
