// Keeps the guest's answers under a `sakhli:` key so a new e-mailed link continues the same form
// (spec §4: the window expires, the guest may request a new e-mail). While typing they live in
// sessionStorage (gone with the tab). When the guest asks for a new link after an expired window,
// they are handed off to localStorage for HANDOFF_MS, because the e-mail's link usually opens in a
// new tab; the new tab takes them back into its sessionStorage at once. The scan is never stored.
import { emptyGuestForm, type GuestFormValues } from './guestFormValues';

/** `sakhli:guest-booking:{apartmentId}`: prefixed, so a host page's own keys are never touched. */
export const formMemoryKey = (apartmentId: number) => `sakhli:guest-booking:${apartmentId}`;

/** How long handed-off answers wait for the new link: the new window lasts 10 minutes. */
export const HANDOFF_MS = 30 * 60_000;

function store(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    // Sandboxed frames and some private modes throw on access: the form then lives in memory only.
    return undefined;
  }
}

function read<T>(kind: 'sessionStorage' | 'localStorage', key: string): T | undefined {
  try {
    const saved = store(kind)?.getItem(key);
    return saved ? (JSON.parse(saved) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(kind: 'sessionStorage' | 'localStorage', key: string, value: unknown): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: keeping the form in memory is enough for this page.
  }
}

/** The saved answers merged over an empty form: this tab's, else fresh handed-off ones. */
export function recallForm(apartmentId: number, now = Date.now()): GuestFormValues {
  const key = formMemoryKey(apartmentId);
  let values = read<Partial<GuestFormValues>>('sessionStorage', key);
  const handoff = read<{ savedAt: number; values: Partial<GuestFormValues> }>('localStorage', key);
  if (handoff) {
    store('localStorage')?.removeItem(key);
    if (!values && now - handoff.savedAt < HANDOFF_MS) {
      values = handoff.values;
      write('sessionStorage', key, values);
    }
  }
  return { ...emptyGuestForm, ...values };
}

export function rememberForm(apartmentId: number, values: GuestFormValues): void {
  write('sessionStorage', formMemoryKey(apartmentId), values);
}

/** After a new link was requested: the answers wait for the tab the e-mail's link opens. */
export function handOffForm(apartmentId: number, values: GuestFormValues, now = Date.now()): void {
  write('localStorage', formMemoryKey(apartmentId), { savedAt: now, values });
}

/** After a booking: nothing of the guest stays behind on a shared computer. */
export function forgetForm(apartmentId: number): void {
  try {
    store('sessionStorage')?.removeItem(formMemoryKey(apartmentId));
    store('localStorage')?.removeItem(formMemoryKey(apartmentId));
  } catch {
    // See write().
  }
}
