// The portal's security headers and the per-response CSP nonce (issue 7 "served safely", docs/portal.md).
import { randomBytes } from 'node:crypto';

/** Where browsers send CSP violation reports (serve.mjs accepts them). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * Browser features the portal never uses, switched off for it and anything it might embed: a
 * script injected into the page cannot reach the camera, location or payment sheet either.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** What the build writes as every tag's nonce; replaced per response, never served as is. */
export const CSP_NONCE_PLACEHOLDER = '__SAKHLI_CSP_NONCE__';

/** 128 random bits, base64: a fresh nonce for every HTML response. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of the portal. Scripts only from our origin (no inline, no eval);
 * styles from our origin or carrying this response's nonce (Emotion's and the toasts' <style>
 * tags get it through <meta property="csp-nonce">); no framing; API calls to our origin
 * (the server proxies /api) plus any origins the deployment names.
 */
export function contentSecurityPolicy(nonce, { connectSrc = [] } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' 'report-sample'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Violations are reported to us: report-to for current browsers, report-uri for the rest.
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** Headers every response carries; HTML adds the CSP with its own nonce. */
export function securityHeaders(nonce, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, options),
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    'Permissions-Policy': PERMISSIONS_POLICY,
    // No address (with a token in its query) leaves for another site.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The built index.html with this response's nonce in place of the placeholder. */
export function injectNonce(html, nonce) {
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}
