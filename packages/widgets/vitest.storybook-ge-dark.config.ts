// Every state again in Georgian on the dark theme: axe checks dark contrast and long Georgian text.
// A story written in English or Russian is skipped here (its Georgian twin runs): see the setup.
import { fileURLToPath } from 'node:url';
import { storyProject } from './vitest.storyProject.ts';

export default storyProject('storybook-ge-dark', { language: 'ge', theme: 'dark' }, [
  fileURLToPath(new URL('./test/georgianStories.setup.ts', import.meta.url)),
]);
