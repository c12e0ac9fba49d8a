// Emotion `styled` options for our elements: forward every DOM attribute (Emotion's default drops
// `part`, which hosts need for `::part`), keep `$`-prefixed style props off the DOM.
export const dom = {
  shouldForwardProp: (prop: string) => prop !== 'as' && !prop.startsWith('$'),
};
