// The one list of custom elements: tags, inputs, outputs and styling hooks (docs and manifest come from here).
import {
  colorTokens,
  cssVarName,
  parts,
  scaleTokens,
  type PartName,
  type TokenName,
} from '../shell/theme/tokens';

/** How an attribute's text becomes the widget prop. */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface ElementAttribute {
  /** Kebab-case attribute name, e.g. `apartment-id`. */
  name: string;
  /** The camelCase property and React prop it feeds, e.g. `apartmentId`. */
  prop: string;
  type: AttributeType;
  description: string;
  /** Allowed values, when the attribute is an enumeration. */
  values?: readonly string[];
}

export interface ElementProperty {
  /** JavaScript property on the element. Secrets live here, never in attributes. */
  name: string;
  /** TypeScript type as documented. */
  type: string;
  description: string;
}

export interface ElementEvent {
  /** Event name dispatched on the element (bubbles, composed). */
  name: string;
  /** The widget's callback prop the element wires to the event, e.g. `onBooked`. */
  prop: string;
  /** TypeScript type of `event.detail`. */
  detail: string;
  description: string;
}

export interface ElementPart {
  name: string;
  description: string;
}

export interface CssProperty {
  name: `--sakhli-${string}`;
  /** Fallback used when the host page does not set it. */
  default: string;
  description: string;
}

export interface ElementDefinition {
  tag: `sakhli-${string}`;
  /** Folder under packages/widgets/src/ whose index.ts exports the component. */
  module: string;
  /** Named export of that module: the React widget. */
  component: string;
  description: string;
  attributes: readonly ElementAttribute[];
  properties: readonly ElementProperty[];
  events: readonly ElementEvent[];
  parts: readonly ElementPart[];
  /**
   * With `from-url`, the address's `lang` (an e-mailed link's: the guest's language, spec §1) is
   * the element's language, over its `lang` attribute and the page's setting.
   */
  languageFromAddress?: true;
}

/** Attributes every element understands; they configure SakhliProvider. */
export const COMMON_ATTRIBUTES: readonly ElementAttribute[] = [
  {
    name: 'api-base',
    prop: 'apiBase',
    type: 'string',
    description:
      'Base URL of the Sakhli API, e.g. `https://api.sakhli.ge/`. Falls back to the loader configuration.',
  },
  {
    name: 'lang',
    prop: 'lang',
    type: 'string',
    values: ['ge', 'en', 'ru'],
    description: 'Interface language (`ge` Georgian, `en` English, `ru` Russian). Default `en`.',
  },
  {
    name: 'theme',
    prop: 'theme',
    type: 'string',
    values: ['light', 'dark', 'auto'],
    description: 'Colour scheme; `auto` follows `prefers-color-scheme`. Default `light`.',
  },
  {
    name: 'nonce',
    prop: 'nonce',
    type: 'string',
    description:
      "CSP nonce for the element's styles (read through the element's `nonce` property, which browsers keep after hiding the attribute). Defaults to the loader script's own nonce.",
  },
];

/** Properties every element accepts (JavaScript only: they may hold secrets). */
export const COMMON_PROPERTIES: readonly ElementProperty[] = [
  {
    name: 'session',
    type: 'Session (from @sakhli/sdk)',
    description:
      "The signed-in user's session store (tokens). Set as a property or through `configure()`; never an attribute.",
  },
  {
    name: 'client',
    type: 'SakhliClient (from @sakhli/sdk)',
    description: 'A ready SDK client to use instead of one built from `api-base`.',
  },
];

/** Events every element may dispatch. */
export const COMMON_EVENTS: readonly ElementEvent[] = [
  {
    name: 'sakhli-error',
    prop: 'onError',
    detail: '{ status?: number; message: string }',
    description: 'A call failed with an error the widget could not handle in place (spec §8).',
  },
  {
    name: 'sakhli-auth-required',
    prop: 'onAuthRequired',
    detail: 'null',
    description:
      'The API answered 401, or the widget needs a session it was not given (it calls its `onAuthRequired` prop): the host should sign the user in and set `session`.',
  },
];

/** What each shared `::part` name marks (checked by type against the shell's `parts`). */
const PART_DESCRIPTIONS: Record<PartName, string> = {
  root: "The widget's root box.",
  button:
    'Every button; also `button-primary`, `button-secondary`, `button-danger`, `button-ghost` by variant.',
  field: 'A field wrapper (label, control, hint, error).',
  label: "A field's label.",
  input: 'A text, number, select or file control.',
  hint: "A field's hint text.",
  error: "A field's error text.",
  card: 'A card.',
  'card-header': "A card's header (the toggle of a collapsible card).",
  alert: 'An alert box.',
  dialog: 'A dialog box.',
  steps: "A wizard's step indicator.",
  badge: 'A status badge.',
  calendar: 'A date-range calendar.',
  toast: 'A toast.',
};

/** Parts every element exposes to `::part()`: the shell's list (theme/tokens.ts). */
export const COMMON_PARTS: readonly ElementPart[] = Object.values(parts).map((name) => ({
  name,
  description: PART_DESCRIPTIONS[name],
}));

/** CSS custom properties a host may set on the element or an ancestor (they pierce the shadow root). */
export const CSS_PROPERTIES: readonly CssProperty[] = [
  ...Object.entries(scaleTokens).map(([name, token]) => ({
    name: cssVarName(name as TokenName),
    default: token.value,
    description: token.description,
  })),
  ...Object.entries(colorTokens).map(([name, token]) => ({
    name: cssVarName(name as TokenName),
    default: `${token.light} (dark: ${token.dark})`,
    description: token.description,
  })),
];

/** Every element the loader knows. A widget's module folder may not exist yet: it is then not built. */
export const ELEMENTS: readonly ElementDefinition[] = [
  {
    tag: 'sakhli-guest-booking',
    module: 'guest-booking',
    component: 'GuestBooking',
    description:
      'Guest booking (spec §4 guest reservation): request a link by e-mail, then pick dates and fill the guest form inside the 10-minute window.',
    attributes: [
      {
        name: 'apartment-id',
        prop: 'apartmentId',
        type: 'number',
        description: 'Apartment to book.',
      },
      { name: 'hash', prop: 'hash', type: 'string', description: 'Apartment hash from the link.' },
      {
        name: 'time-hash',
        prop: 'timeHash',
        type: 'string',
        description: "Reservation window hash from the guest's e-mail (step 2).",
      },
      {
        name: 'from-url',
        prop: 'fromUrl',
        type: 'boolean',
        description:
          "Read `apartment-id`, `hash` and `time-hash` from the page address (the group's link/QR landing page).",
      },
      {
        name: 'instance',
        prop: 'instance',
        type: 'string',
        description:
          "Names this element, so two booking forms on one page keep the guest's answers apart (keys `sakhli:guest-booking:<instance>:<apartment>`). Default `main`.",
      },
    ],
    properties: [],
    events: [
      {
        name: 'sakhli-booked',
        prop: 'onBooked',
        detail: '{ bookingId: number }',
        description: 'The booking was created.',
      },
    ],
    parts: [
      {
        name: 'apartment',
        description: "The apartment's summary (address, facts, nightly price).",
      },
      {
        name: 'countdown',
        description: 'The time left in the 10-minute reservation window (step 2).',
      },
      { name: 'summary', description: 'The review of the booking before it is sent.' },
      {
        name: 'summary-list',
        description: "The review's list of dates, guests, payment and price.",
      },
      {
        name: 'upload-progress',
        description: 'Progress of the booking upload when it carries a passport scan.',
      },
      { name: 'confirmation', description: 'The success message with the booking number.' },
    ],
  },
  {
    tag: 'sakhli-booking-change',
    module: 'booking-change',
    component: 'BookingChange',
    languageFromAddress: true,
    description:
      "A guest's booking change decision or cancellation (spec §2 `/existing/book/change`, `/qr/book/cancel`).",
    attributes: [
      {
        name: 'mode',
        prop: 'mode',
        type: 'string',
        values: ['change', 'cancel'],
        description: 'Accept/reject a proposed change, or view and cancel the booking.',
      },
      {
        name: 'booking-id',
        prop: 'bookingId',
        type: 'number',
        description: 'Booking from the e-mailed link.',
      },
      {
        name: 'from-url',
        prop: 'fromUrl',
        type: 'boolean',
        description:
          "`booking_id`, `token` and `lang` come from the page address; the address's `lang` is then the element's language (over `lang`).",
      },
    ],
    properties: [
      {
        name: 'token',
        type: 'string',
        description:
          'Link token from the e-mail. A secret: a property (or `from-url`), never an attribute.',
      },
    ],
    events: [
      {
        name: 'sakhli-decision',
        prop: 'onDecision',
        detail: "{ bookingId: number; decision: 'accept' | 'reject' }",
        description: 'The guest accepted or rejected the change.',
      },
      {
        name: 'sakhli-cancelled',
        prop: 'onCancelled',
        detail: '{ bookingId: number }',
        description: 'The guest cancelled the booking.',
      },
    ],
    parts: [
      {
        name: 'comparison',
        description:
          'Change mode: the table of the booking now and as proposed (changed rows carry `data-changed`).',
      },
      {
        name: 'details',
        description: 'Cancel mode: the list of booking details (status, dates, guests, payment).',
      },
    ],
  },
  {
    tag: 'sakhli-ticket-chat',
    module: 'ticket-chat',
    component: 'TicketChat',
    description:
      'Support tickets and their conversation for a signed-in user; needs `session` (or `configure({ session })`).',
    attributes: [
      {
        name: 'ticket-id',
        prop: 'ticketId',
        type: 'number',
        description: "Open this ticket's conversation first (e.g. from a notification link).",
      },
      {
        name: 'poll-ms',
        prop: 'pollMs',
        type: 'number',
        description:
          'How often an open conversation asks for new messages while the page is visible (ms). Default 5000.',
      },
      {
        name: 'instance',
        prop: 'instance',
        type: 'string',
        description:
          'Names this element, so two chats on one page keep their drafts apart (keys `sakhli:ticket-chat:<instance>:…`). Default `main`.',
      },
    ],
    properties: [
      {
        name: 'storage',
        type: 'KeyValueStorage (getItem/setItem/removeItem)',
        description:
          'Where drafts and unsent messages are kept per ticket, for the signed-in user only: removed at logout, on a 401 and when another user signs in. Default `localStorage`, memory when it fails.',
      },
    ],
    events: [],
    parts: [
      { name: 'ticket-list', description: 'The list of tickets.' },
      {
        name: 'conversation',
        description: "An open ticket's message log (scrolls; reachable by Tab).",
      },
      {
        name: 'message',
        description:
          'One message bubble; also `message-user`, `message-support`, `message-failed`.',
      },
    ],
  },
  {
    tag: 'sakhli-apartment-bills',
    module: 'apartment-bills',
    component: 'ApartmentBills',
    description:
      "A signed-in resident's or owner's apartment bills: overview, balance and debt, safe payment (3-second redirect with cancel), a tab per utility with its history, documents and chart, and internet/TV; needs `session` (or `configure({ session })`).",
    attributes: [
      {
        name: 'apartment-id',
        prop: 'apartmentId',
        type: 'number',
        description:
          "The apartment to show. Without it, a picker over the user's apartments (the first is shown).",
      },
      {
        name: 'utility',
        prop: 'utility',
        type: 'string',
        values: ['electricity', 'water', 'services', 'internetTv'],
        description: 'The utility tab selected first. Default `electricity`.',
      },
    ],
    properties: [],
    events: [
      {
        name: 'sakhli-paid',
        prop: 'onPaid',
        detail:
          "{ paymentId: number; apartmentId: number; type: 'electricity' | 'water' | 'services' | 'internetTv'; sum: number }",
        description:
          'The bank confirmed a payment made in the widget (the payment page opens in a new tab; the widget follows it).',
      },
    ],
    parts: [
      { name: 'tabs', description: 'The tab list of the utilities.' },
      { name: 'tab', description: 'One utility tab (`aria-selected` marks the open one).' },
      { name: 'data-table', description: "A utility's history table." },
    ],
  },
  {
    tag: 'sakhli-loyalty-wallet',
    module: 'loyalty-wallet',
    component: 'LoyaltyWallet',
    description:
      "A signed-in user's loyalty wallet: points by kind, products to exchange them for, the points history and recommendations; needs `session` (or `configure({ session })`), except in `test-mode`.",
    attributes: [
      {
        name: 'test-mode',
        prop: 'testMode',
        type: 'boolean',
        description:
          "Sample data instead of the signed-in user's: no session needed, no call made with one, every action explained as a demo and nothing sent. Marked as a demo on screen.",
      },
      {
        name: 'countries-url',
        prop: 'countriesUrl',
        type: 'string',
        description:
          "The third-party country service (`[{ alpha2Code, name }]`), called without session headers and once per page. Default: `third-party/countries` on the API base (the demo API's stand-in). When it fails, the country is typed as free text.",
      },
    ],
    properties: [],
    events: [
      {
        name: 'sakhli-points-exchanged',
        prop: 'onExchanged',
        detail: '{ productId: number; available: number }',
        description: 'Points were exchanged for a product; `available` is the balance after it.',
      },
      {
        name: 'sakhli-recommendation-sent',
        prop: 'onRecommended',
        detail: '{ id: number }',
        description: 'A recommendation was sent (its points wait, unconfirmed).',
      },
    ],
    parts: [
      {
        name: 'wallet',
        description: 'The four balances (available, confirmed, unconfirmed, spent).',
      },
      { name: 'products', description: 'The product catalogue; each card is `product`.' },
      { name: 'product', description: 'One product card (picture, name, price, Exchange).' },
      { name: 'history', description: 'The points history table.' },
      {
        name: 'recommendations',
        description: 'The list of people recommended; each row is `recommendation`.',
      },
      { name: 'recommendation', description: 'One recommended person with their status.' },
      { name: 'recommendation-form', description: 'The new-recommendation form.' },
      {
        name: 'demo-banner',
        description: 'Test mode: the banner that marks the wallet as a demo.',
      },
    ],
  },
];

/** The element with this tag, or an error naming the known tags. */
export function elementByTag(tag: string): ElementDefinition {
  const found = ELEMENTS.find((element) => element.tag === tag);
  if (!found) {
    throw new Error(
      `Unknown Sakhli element <${tag}>: known are ${ELEMENTS.map((e) => e.tag).join(', ')}`,
    );
  }
  return found;
}

/** Attributes of an element including the common ones, in documentation order. */
export function attributesOf(element: ElementDefinition): ElementAttribute[] {
  return [...COMMON_ATTRIBUTES, ...element.attributes];
}
