// Where the widget's link comes from: its inputs, or the page address of a QR landing page (spec §2 guest routes).
import type { GuestLink, GuestWindow } from '@sakhli/sdk';

/** `/qr/booking/{apartmentId}/{hash}[/{timeHash}]` anywhere at the end of a path. */
const ROUTE = /\/qr\/booking\/(\d+)\/([^/?#]+)(?:\/([^/?#]+))?\/?$/;

/** The link in a page address, or `undefined` when the path is not a guest booking route. */
export function linkFromPath(pathname: string): (GuestLink & { timeHash?: string }) | undefined {
  const match = ROUTE.exec(pathname);
  if (!match) return undefined;
  const [, id, hash, timeHash] = match as unknown as [string, string, string, string | undefined];
  return {
    apartmentId: Number(id),
    hash: decodeURIComponent(hash),
    ...(timeHash ? { timeHash: decodeURIComponent(timeHash) } : {}),
  };
}

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
  const fromPage = inputs.fromUrl ? linkFromPath(pathname) : undefined;
  const apartmentId = inputs.apartmentId ?? fromPage?.apartmentId;
  const hash = inputs.hash || fromPage?.hash;
  const timeHash = inputs.timeHash || fromPage?.timeHash;
  if (!apartmentId || !Number.isInteger(apartmentId) || !hash) return undefined;
  return { apartmentId, hash, ...(timeHash ? { timeHash } : {}) };
}
