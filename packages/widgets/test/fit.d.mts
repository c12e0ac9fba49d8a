/** Problems with the page at its current width (see fit.mjs); empty when everything fits. */
export function unfit(): string[];
