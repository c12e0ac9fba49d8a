// The storybook-fit project (packages/widgets/vitest.storybook-fit.config.ts) renders stories
// itself with composeStories: they get this preview's decorators, loaders and fit check, as in
// Storybook (the other story projects get them from @storybook/addon-vitest).
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview.tsx';

setProjectAnnotations([preview]);
