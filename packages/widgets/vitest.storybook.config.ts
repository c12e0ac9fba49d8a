// Every story as a test in the system Chromium, axe included, in English on the light theme.
import { storyProject } from './vitest.storyProject.ts';

export default storyProject('storybook');
