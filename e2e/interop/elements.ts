// How the interop suite mounts each element with real demo data, when it shows its content, and
// what each documented attribute changed at runtime must do (docs/embedding.md, catalog.ts).
// Browser code is strings (page scripts must not depend on the test transform's helpers).
import type { ApiSession } from '../support/session';

/** What every host page gets as `window.__interop` (an init script, never the address). */
export interface InteropSetup {
  apiBase: string;
  owner: ApiSession;
  resident: ApiSession;
  /** Two guest links (two apartments). */
  guest: { apartmentId: number; hash: string }[];
  /** Two cancellable or viewable bookings with their link tokens. */
  cancel: { bookingId: number; token: string; lang: string }[];
}

export interface Recipe {
  /** `(s: InteropSetup) => Element`: a new, not yet connected element with working inputs. */
  create: string;
  /** What the widget shows once its data is in (inside the shadow root, or a React app's section). */
  selector: string;
  /** `(el) => boolean`: the element shows `selector`. */
  ready: string;
}

const make = (tag: string, body: string) =>
  `((s) => { const el = document.createElement('${tag}'); ${body}; return el; })`;
const shows = (selector: string) => `((el) => !!el.shadowRoot?.querySelector('${selector}'))`;

export const RECIPES: Record<string, Recipe> = {
  'sakhli-guest-booking': {
    create: make(
      'sakhli-guest-booking',
      `el.setAttribute('apartment-id', s.guest[0].apartmentId); el.setAttribute('hash', s.guest[0].hash)`,
    ),
    selector: 'input[type=email]',
    ready: shows('input[type=email]'),
  },
  'sakhli-booking-change': {
    create: make(
      'sakhli-booking-change',
      `el.setAttribute('mode', 'cancel'); el.setAttribute('booking-id', s.cancel[0].bookingId); el.token = s.cancel[0].token`,
    ),
    selector: '[part~=details]',
    ready: shows('[part~=details]'),
  },
  'sakhli-ticket-chat': {
    create: make('sakhli-ticket-chat', `el.session = s.owner`),
    selector: '[part~=ticket-list] li',
    ready: shows('[part~=ticket-list] li'),
  },
  'sakhli-apartment-bills': {
    create: make(
      'sakhli-apartment-bills',
      `el.session = s.owner; el.setAttribute('apartment-id', s.guest[0].apartmentId)`,
    ),
    selector: '[part~=tabs]',
    ready: shows('[part~=tabs]'),
  },
  'sakhli-loyalty-wallet': {
    create: make('sakhli-loyalty-wallet', `el.session = s.owner`),
    selector: '[part~=wallet]',
    ready: shows('[part~=wallet]'),
  },
};

/**
 * Page helpers for the checks below, as an init script: `window.__interopPage` (not enumerable).
 * text(el): the widget's visible text; letters(el, /re/g): how many it has; bg(el): its root's
 * background colour; selected(el): the selected tab's text; requests(since): URLs asked since.
 */
export const PAGE_HELPERS = `Object.defineProperty(window, '__interopPage', { value: {
  text: (el) => el.shadowRoot?.querySelector('[data-sakhli-root]')?.innerText ?? '',
  letters: (el, re) => ((el.shadowRoot?.querySelector('[data-sakhli-root]')?.innerText ?? '').match(re) ?? []).length,
  bg: (el) => getComputedStyle(el.shadowRoot.querySelector('[part~=root]')).backgroundColor,
  selected: (el) => el.shadowRoot.querySelector('[part~=tab][aria-selected=true]')?.textContent ?? '',
  has: (el, selector) => !!el.shadowRoot?.querySelector(selector),
  busy: (el) => /Loading/.test(el.shadowRoot?.querySelector('[data-sakhli-root]')?.innerText ?? '') ||
    !!el.shadowRoot?.querySelector('[aria-busy=true]'),
  type: (el, selector, text) => { const field = el.shadowRoot.querySelector(selector); field.focus(); document.execCommand('insertText', false, text); },
  value: (el, selector) => el.shadowRoot.querySelector(selector)?.value,
  says: (el, words) => (el.shadowRoot?.querySelector('[data-sakhli-root]')?.innerText ?? '').replace(/\\s+/g, ' ').includes(words),
  /** Where two texts part: for a failure's message. */
  diff: (a, b) => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return JSON.stringify(a.slice(Math.max(0, i - 40), i + 60)) + ' ≠ ' + JSON.stringify(b.slice(Math.max(0, i - 40), i + 60)); },
  requests: (since) => window.__sakhliProbe.requestsSince(since),
} });`;

/** One change of a runtime attribute and what the element then shows. */
export interface Step {
  /** Attributes to set (a string) or remove (null). */
  set?: Record<string, string | null>;
  /** JS statements run after `set`, with `el`, `s` and `p` (page helpers) in scope. */
  act?: string;
  /**
   * JS expression, true once the element re-rendered as it should. In scope: `el`, `s`,
   * `p` (page helpers), `start` ({ text, bg, selected } when the element was ready) and
   * `since` (performance.now() at the step's start).
   */
  until: string;
}

export interface AttributeCase {
  tag: string;
  attribute: string;
  /** JS statements before the element is created (e.g. the page address for from-url). */
  before?: string;
  /** Create the element without the recipe's inputs (`document.createElement(tag)` only). */
  bare?: boolean;
  steps: Step[];
}

const GEORGIAN = '/[\\u10A0-\\u10FF]/g';
const CYRILLIC = '/[\\u0400-\\u04FF]/g';

/** lang, theme and api-base: every element documents them (COMMON_ATTRIBUTES). */
function commonCases(tag: string): AttributeCase[] {
  return [
    {
      tag,
      attribute: 'lang',
      steps: [
        {
          set: { lang: 'ge' },
          until: `p.letters(el, ${GEORGIAN}) > start.georgian + 20`,
        },
        { set: { lang: 'ru' }, until: `p.letters(el, ${CYRILLIC}) > start.cyrillic + 20` },
        { set: { lang: null }, until: `p.text(el) === start.text` },
      ],
    },
    {
      tag,
      attribute: 'theme',
      steps: [
        { set: { theme: 'dark' }, until: `p.bg(el) !== start.bg` },
        { set: { theme: null }, until: `p.bg(el) === start.bg` },
      ],
    },
    {
      tag,
      attribute: 'api-base',
      // Another API (here the playground, which has none): the widget asks it, not the old one.
      steps: [
        {
          set: { 'api-base': `\${location.origin}/elsewhere/` },
          until: `p.requests(since).some((url) => url.startsWith(location.origin + '/elsewhere/'))`,
        },
        {
          set: { 'api-base': null },
          until: `p.requests(since).some((url) => url.startsWith(s.apiBase)) && p.text(el) === start.text`,
        },
      ],
    },
  ];
}

/** The attributes only some elements have (catalog.ts), each changed while the element is shown. */
const SPECIFIC: AttributeCase[] = [
  {
    tag: 'sakhli-guest-booking',
    attribute: 'apartment-id',
    steps: [
      {
        set: { 'apartment-id': '${s.guest[1].apartmentId}', hash: '${s.guest[1].hash}' },
        until: `p.has(el, 'input[type=email]') && p.text(el) !== start.text`,
      },
      {
        set: { 'apartment-id': '${s.guest[0].apartmentId}', hash: '${s.guest[0].hash}' },
        until: `p.text(el) === start.text`,
      },
    ],
  },
  {
    tag: 'sakhli-guest-booking',
    attribute: 'hash',
    steps: [
      { set: { hash: 'not-the-hash' }, until: `!p.has(el, 'input[type=email]')` },
      { set: { hash: '${s.guest[0].hash}' }, until: `p.text(el) === start.text` },
    ],
  },
  {
    tag: 'sakhli-guest-booking',
    attribute: 'time-hash',
    steps: [
      { set: { 'time-hash': 'not-a-window' }, until: `!p.has(el, 'input[type=email]')` },
      { set: { 'time-hash': null }, until: `p.text(el) === start.text` },
    ],
  },
  {
    tag: 'sakhli-guest-booking',
    attribute: 'from-url',
    bare: true,
    before: `history.replaceState(null, '', '/qr/booking/' + s.guest[0].apartmentId + '/' + s.guest[0].hash + location.search)`,
    steps: [
      { set: { 'from-url': '' }, until: `p.has(el, 'input[type=email]')` },
      { set: { 'from-url': null }, until: `!p.has(el, 'input[type=email]')` },
    ],
  },
  {
    tag: 'sakhli-booking-change',
    attribute: 'mode',
    steps: [
      {
        set: { mode: 'change' },
        until: `!p.has(el, '[part~=details]') && p.text(el) !== start.text`,
      },
      { set: { mode: 'cancel' }, until: `p.text(el) === start.text` },
    ],
  },
  {
    tag: 'sakhli-booking-change',
    attribute: 'booking-id',
    steps: [
      {
        set: { 'booking-id': '${s.cancel[1].bookingId}' },
        act: `el.token = s.cancel[1].token`,
        until: `p.says(el, '№ ' + s.cancel[1].bookingId)`,
      },
    ],
  },
  {
    tag: 'sakhli-booking-change',
    attribute: 'from-url',
    bare: true,
    before: `history.replaceState(null, '', '/qr/book/cancel?booking_id=' + s.cancel[0].bookingId + '&token=' + s.cancel[0].token + '&lang=en')`,
    steps: [
      { set: { mode: 'cancel', 'from-url': '' }, until: `p.has(el, '[part~=details]')` },
      { set: { 'from-url': null }, until: `!p.has(el, '[part~=details]')` },
    ],
  },
  {
    tag: 'sakhli-ticket-chat',
    attribute: 'ticket-id',
    steps: [
      {
        set: { 'ticket-id': `\${p.text(el).match(/#(\\d+)/)[1]}` },
        until: `p.has(el, '[part~=conversation]')`,
      },
      { set: { 'ticket-id': null }, until: `p.has(el, '[part~=ticket-list] li')` },
    ],
  },
  {
    tag: 'sakhli-ticket-chat',
    attribute: 'poll-ms',
    // An open conversation polls every 5 s by default: at 150 ms, three polls come in well under that.
    steps: [
      {
        set: { 'ticket-id': `\${p.text(el).match(/#(\\d+)/)[1]}` },
        until: `p.has(el, '[part~=conversation]')`,
      },
      {
        set: { 'poll-ms': '150' },
        until: `p.requests(since).filter((url) => url.includes('/tickets/')).length >= 3`,
      },
    ],
  },
  {
    tag: 'sakhli-ticket-chat',
    attribute: 'instance',
    // Drafts are kept per instance: another instance has none; back to the first, it is there.
    steps: [
      {
        set: { 'ticket-id': `\${p.text(el).match(/#(\\d+)/)[1]}` },
        until: `p.has(el, '[part~=conversation]') && p.has(el, 'textarea')`,
      },
      {
        act: `p.type(el, 'textarea', 'A draft from the interop suite')`,
        until: `Object.keys(localStorage).some((key) => key.startsWith('sakhli:ticket-chat:main:'))`,
      },
      { set: { instance: 'other' }, until: `p.value(el, 'textarea') === ''` },
      {
        set: { instance: null },
        until: `p.value(el, 'textarea') === 'A draft from the interop suite'`,
      },
    ],
  },
  {
    tag: 'sakhli-apartment-bills',
    attribute: 'apartment-id',
    steps: [
      {
        set: { 'apartment-id': '${s.guest[1].apartmentId}' },
        until: `p.has(el, '[part~=tabs]') && p.text(el) !== start.text`,
      },
      { set: { 'apartment-id': null }, until: `p.has(el, 'select') && p.has(el, '[part~=tabs]')` },
    ],
  },
  {
    tag: 'sakhli-apartment-bills',
    attribute: 'utility',
    steps: [
      { set: { utility: 'water' }, until: `p.selected(el) && p.selected(el) !== start.selected` },
      { set: { utility: null }, until: `p.selected(el) === start.selected` },
    ],
  },
  {
    tag: 'sakhli-loyalty-wallet',
    attribute: 'test-mode',
    steps: [
      { set: { 'test-mode': '' }, until: `p.has(el, '[part~=demo-banner]')` },
      {
        set: { 'test-mode': null },
        until: `!p.has(el, '[part~=demo-banner]') && p.has(el, '[part~=wallet]')`,
      },
    ],
  },
  {
    tag: 'sakhli-loyalty-wallet',
    attribute: 'countries-url',
    // The country list loads with the recommendation form, which opens on demand.
    steps: [
      {
        set: { 'countries-url': '${s.apiBase}third-party/countries?from=interop' },
        act: `[...el.shadowRoot.querySelectorAll('button')].find((b) => /recommend/i.test(b.textContent))?.click()`,
        until: `p.requests(since).some((url) => url.includes('from=interop'))`,
      },
    ],
  },
];

/**
 * Attributes (all elements' or one's: `tag attribute`) checked by another test of this suite,
 * named here so the coverage line says where instead of leaving them out silently.
 */
export const ELSEWHERE: Record<string, string> = {
  nonce: 'Vue host: a nonce set at runtime writes the styles again with it (no page CSP there)',
  'sakhli-guest-booking instance':
    'side by side: two booking forms, one typed in (its answers are stored only in step 2)',
};

export function attributeCases(tags: readonly string[]): AttributeCase[] {
  return [...tags.flatMap(commonCases), ...SPECIFIC.filter((c) => tags.includes(c.tag))];
}
