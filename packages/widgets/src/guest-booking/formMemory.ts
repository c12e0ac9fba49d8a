// Keeps the guest's answers in sessionStorage under a `sakhli:` key, so a new e-mailed link (a new
// page) continues the same form (spec §4: the window expires, the guest may request a new e-mail).
import { emptyGuestForm, type GuestFormValues } from './guestForm';

/** `sakhli:guest-booking:{apartmentId}`: prefixed, so a host page's own keys are never touched. */
export const formMemoryKey = (apartmentId: number) => `sakhli:guest-booking:${apartmentId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Sandboxed frames and some private modes throw on access: the form then lives in memory only.
    return undefined;
  }
}

/** The saved answers merged over an empty form (the file is never saved: it stays in memory). */
export function recallForm(apartmentId: number): GuestFormValues {
  try {
    const saved = storage()?.getItem(formMemoryKey(apartmentId));
    if (!saved) return emptyGuestForm;
    const parsed = JSON.parse(saved) as Partial<GuestFormValues>;
    return { ...emptyGuestForm, ...parsed };
  } catch {
    return emptyGuestForm;
  }
}

export function rememberForm(apartmentId: number, values: GuestFormValues): void {
  try {
    storage()?.setItem(formMemoryKey(apartmentId), JSON.stringify(values));
  } catch {
    // Quota or privacy mode: keeping the form in memory is enough for this page.
  }
}

/** After a booking: nothing of the guest stays behind on a shared computer. */
export function forgetForm(apartmentId: number): void {
  try {
    storage()?.removeItem(formMemoryKey(apartmentId));
  } catch {
    // See rememberForm.
  }
}
