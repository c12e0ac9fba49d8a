// spec §9: the business constants and limits the SDK, widgets, portal and demo API share.

/** spec §5, §9: a password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** spec §5, §9: an adult guest is at least this old. */
export const ADULT_MIN_AGE = 13;
/** spec §5, §9: a child guest is at most this old (children are 0–12). */
export const CHILD_MAX_AGE = 12;

/** spec §4, §9: a guest reservation holds the spot for 10 minutes. */
export const GUEST_WINDOW_MS = 10 * 60 * 1000;
/** spec §4, §9: a host-created booking must be accepted within 48 hours or it is declined. */
export const HOST_ACCEPTANCE_MS = 48 * 60 * 60 * 1000;
/** spec §4, §9: pausing internet/TV costs 6 GEL per month. */
export const INTERNET_PAUSE_FEE_GEL = 6;

/** spec §4, §9: the unread/notification count is polled every 60 s while a user is loaded. */
export const UNREAD_POLL_MS = 60_000;
/** spec §4, §9: the global loading flag is throttled to 400 ms (leading edge). */
export const LOADING_THROTTLE_MS = 400;
/** spec §8, §9: success, warning and error toasts last 60 s. */
export const TOAST_DURATION_MS = 60_000;

/** spec §2, §9: quick search starts at 2 characters. */
export const QUICK_SEARCH_MIN = 2;
/** spec §9: quick search input debounce. */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
/** spec §9: quick search waits 1 s before it sends the request. */
export const QUICK_SEARCH_DELAY_MS = 1000;

/** spec §9: a lazily loaded screen chunk fails after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec §9: the redirect to the payment page happens after 3 s. */
export const PAYMENT_REDIRECT_MS = 3000;
/** spec §9: the scroll-to-top button appears after scrolling this far. */
export const SCROLL_TOP_OFFSET_PX = 300;
/** spec §2, §9: scroll to top this long after a navigation. */
export const SCROLL_AFTER_NAV_MS = 100;
/** spec §9: window resize handlers are throttled to 200 ms. */
export const RESIZE_THROTTLE_MS = 200;

/** Layout breakpoints in px (min-width), shared by widgets and portal. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The periods revenue is compared over, in months (/analytics `?months=`; docs/api-assumptions.md). */
export const revenuePeriods = [3, 6, 12] as const;
