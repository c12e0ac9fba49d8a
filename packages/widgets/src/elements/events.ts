// Typed outputs of the custom elements: bubbling, composed CustomEvents named `sakhli-*`.

/** `event.detail` of every event a Sakhli element dispatches (see catalog.ts). */
export interface SakhliEventMap {
  'sakhli-booked': { bookingId: number };
  'sakhli-decision': { bookingId: number; decision: 'accept' | 'reject' };
  'sakhli-cancelled': { bookingId: number };
  'sakhli-paid': {
    paymentId: number;
    apartmentId: number;
    type: 'electricity' | 'water' | 'services' | 'internetTv';
    sum: number;
  };
  'sakhli-error': { status?: number; message: string };
  'sakhli-auth-required': null;
  'sakhli-points-exchanged': { productId: number; available: number };
  'sakhli-recommendation-sent': { id: number };
}

export type SakhliEventName = keyof SakhliEventMap;

/**
 * Dispatches a Sakhli event from an element. Composed, so it crosses shadow roots and a host
 * page can listen on the element or any ancestor.
 */
export function emitSakhliEvent<K extends SakhliEventName>(
  target: EventTarget,
  name: K,
  detail: SakhliEventMap[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Turns whatever an `onError` received into the `sakhli-error` detail (no tokens, no stack). */
export function errorDetail(error: unknown): SakhliEventMap['sakhli-error'] {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return {
      ...(typeof status === 'number' ? { status } : {}),
      message: typeof message === 'string' ? message : String(error),
    };
  }
  return { message: String(error) };
}

/** Every event name, at runtime (kept complete by the type). */
export const SAKHLI_EVENT_NAMES = Object.keys({
  'sakhli-booked': true,
  'sakhli-decision': true,
  'sakhli-cancelled': true,
  'sakhli-paid': true,
  'sakhli-error': true,
  'sakhli-auth-required': true,
  'sakhli-points-exchanged': true,
  'sakhli-recommendation-sent': true,
} satisfies Record<SakhliEventName, true>) as SakhliEventName[];
