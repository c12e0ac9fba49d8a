// The utilities a bill or a payment is for (spec §3 Utilities), in a module of their own: a portal
// route checks a path against them without carrying the apartment calls into its entry chunk.
export const utilityTypes = ['electricity', 'water', 'services', 'internetTv'] as const;
export type UtilityType = (typeof utilityTypes)[number];
