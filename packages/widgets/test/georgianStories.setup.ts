// The storybook-ge-dark project checks every state in Georgian on the dark theme: a story written
// in English or Russian (named so, ./storyLanguage.ts; the preview holds every story to
// its name) has its Georgian twin there, and would only be itself again in the dark. Skipped.
import { beforeEach } from 'vitest';
import { languageInName } from './storyLanguage';

beforeEach((context) => {
  const language = languageInName(context.task.name);
  if (language && language !== 'ge') context.skip();
});
