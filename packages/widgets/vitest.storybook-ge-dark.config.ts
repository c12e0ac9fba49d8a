// Every story again in Georgian on the dark theme: axe checks dark contrast and long Georgian text.
import { storyProject } from './vitest.storyProject.ts';

export default storyProject('storybook-ge-dark', { language: 'ge', theme: 'dark' });
