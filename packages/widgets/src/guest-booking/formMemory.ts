// Keeps the guest's answers under a `sakhli:` key of this widget instance so a new e-mailed link
// continues the same form (spec §4: the window expires, the guest may request a new e-mail). While
// typing they live in sessionStorage (gone with the tab) and only as long as the hold runs: once it
// ends, personal data leaves storage (issue 16 §3) and stays only in the page's memory. When the
// guest asks for a new link, they are handed off to localStorage until the new link's hold ends,
// because the e-mail's link usually opens in a new tab; that tab takes them back at once. A booking
// removes them. The passport scan is never stored.
import { emptyGuestForm, type GuestFormValues } from './guestFormValues';

/**
 * `sakhli:guest-booking:{instance}:{apartmentId}`: prefixed, so a host page's own keys are never
 * touched, and per widget instance.
 */
export const formMemoryKey = (apartmentId: number, instance = 'main') =>
  `sakhli:guest-booking:${instance}:${apartmentId}`;

/** What is stored: the answers and when the hold they belong to ends (device clock, ms). */
interface Saved {
  values: Partial<GuestFormValues>;
  until: number;
}

type Kind = 'sessionStorage' | 'localStorage';

function store(kind: Kind): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    // Sandboxed frames and some private modes throw on access: the form then lives in memory only.
    return undefined;
  }
}

/** A stored entry still within its hold; an ended or unreadable one is removed on the way. */
function read(kind: Kind, key: string, now: number): Saved | undefined {
  try {
    const saved = JSON.parse(store(kind)?.getItem(key) ?? 'null') as Saved | null;
    if (saved && typeof saved.until === 'number' && saved.until > now && saved.values) {
      return saved;
    }
    if (saved !== null) store(kind)?.removeItem(key);
  } catch {
    remove(kind, key);
  }
  return undefined;
}

function write(kind: Kind, key: string, value: Saved): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: keeping the form in memory is enough for this page.
  }
}

function remove(kind: Kind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // See write().
  }
}

/** The saved answers merged over an empty form: this tab's, else handed-off ones still in time. */
export function recallForm(
  apartmentId: number,
  now = Date.now(),
  instance = 'main',
): GuestFormValues {
  const key = formMemoryKey(apartmentId, instance);
  let saved = read('sessionStorage', key, now);
  const handoff = read('localStorage', key, now);
  if (handoff) {
    remove('localStorage', key);
    if (!saved) {
      saved = handoff;
      write('sessionStorage', key, handoff);
    }
  }
  return { ...emptyGuestForm, ...saved?.values };
}

/** Keeps this tab's answers until `until`, when the hold ends (device clock, ms). */
export function rememberForm(
  apartmentId: number,
  values: GuestFormValues,
  until: number,
  instance = 'main',
): void {
  write('sessionStorage', formMemoryKey(apartmentId, instance), { values, until });
}

/** After a new link was requested: the answers wait for its tab until the new hold ends. */
export function handOffForm(
  apartmentId: number,
  values: GuestFormValues,
  until: number,
  instance = 'main',
): void {
  write('localStorage', formMemoryKey(apartmentId, instance), { values, until });
}

/** After a booking, or once the hold ended: nothing of the guest stays in storage. */
export function forgetForm(apartmentId: number, instance = 'main'): void {
  remove('sessionStorage', formMemoryKey(apartmentId, instance));
  remove('localStorage', formMemoryKey(apartmentId, instance));
}
