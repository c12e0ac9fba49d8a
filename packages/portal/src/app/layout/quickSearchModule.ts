// The quick search widget as a module of its own, for the frame to load when its panel opens.
export { QuickSearch } from '@sakhli/widgets';
