// The nonce the server put into this response (docs/portal.md); browsers hide it from getAttribute.
const PLACEHOLDER = '__SAKHLI_CSP_NONCE__';

export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  // The dev server serves the placeholder as is; there is no CSP there to satisfy.
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}
