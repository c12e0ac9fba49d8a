// Saving a file fetched with the session (statements, attachments, table files): one way for every
// widget (in the shell, beside the other rules of living on a host page: the platform chunk every
// widget loads), through a link placed in the widget's own node — never the host page's body.

/** How long the browser gets to start the download before the object URL is released. */
export const RELEASE_URL_AFTER_MS = 30_000;

/**
 * Saves `blob` as `name` by clicking a temporary link placed in `within` (an element of the
 * widget: inside its shadow root when it has one). The link goes at once; its object URL (never a
 * data: or script URL) is revoked once the download has had time to start. The link gives no
 * page it opens a handle on ours, nor our address.
 */
export function saveBlob(blob: Blob, name: string, within: Element): void {
  const url = URL.createObjectURL(blob);
  const link = within.ownerDocument.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener noreferrer';
  link.hidden = true;
  within.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), RELEASE_URL_AFTER_MS);
  }
}
