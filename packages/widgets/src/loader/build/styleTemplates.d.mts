export const WIDGET_SOURCE: RegExp;
export function mayHoldStyles(code: string): boolean;
export function collapseCss(raw: string): string;
export function styleQuasiRanges(code: string): [number, number][];
export function minifyStyleTemplates(code: string): string;
