/** Rewrites every visible text node as the pseudo-locale (see pseudo.mjs); answers how many. */
export function pseudoLocalize(): number;
