// Where the widget's link comes from: its inputs, or the page address of a QR landing page (spec §2 guest routes).
import { parseGuestLink, type GuestLink, type GuestWindow } from '@sakhli/sdk';

export interface LinkInputs {
  apartmentId?: number;
  hash?: string;
  timeHash?: string;
  fromUrl?: boolean;
}

/** Inputs win over the address; `undefined` when no apartment and hash can be found. */
export function resolveLink(
  inputs: LinkInputs,
  pathname: string,
): (GuestLink & Partial<Pick<GuestWindow, 'timeHash'>>) | undefined {
  const fromPage: Partial<GuestWindow> | undefined = inputs.fromUrl
    ? parseGuestLink(pathname)
    : undefined;
  const apartmentId = inputs.apartmentId ?? fromPage?.apartmentId;
  const hash = inputs.hash || fromPage?.hash;
  const timeHash = inputs.timeHash || fromPage?.timeHash;
  if (!apartmentId || !Number.isInteger(apartmentId) || !hash) return undefined;
  return { apartmentId, hash, ...(timeHash ? { timeHash } : {}) };
}
