// The CSP report endpoint: accepts both report formats, keeps no URL query (it may hold a token).

/** Largest report body read; a browser's report is a few hundred bytes. */
const MAX_REPORT_BYTES = 64 * 1024;

/**
 * Answers POST /csp-report: 204 for a report (summaries go to `onReport`), 413 past 64 KB, 400 for
 * a body that is not a report, 405 for other methods.
 */
export function acceptCspReport(req, res, onReport) {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST' });
    return res.end();
  }
  const chunks = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES && !refused) {
      refused = true;
      res.writeHead(413, { Connection: 'close' });
      res.end();
      req.destroy();
    } else if (!refused) chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    const summaries = summarize(Buffer.concat(chunks).toString('utf8'));
    if (!summaries) {
      res.writeHead(400);
      return res.end();
    }
    for (const summary of summaries) onReport(summary);
    res.writeHead(204);
    res.end();
  });
}

/**
 * `{ directive, blocked, document }` per violation, from the legacy `report-uri` body
 * (`{"csp-report": {…}}`) or the Reporting API's array (`[{ type: "csp-violation", body }]`).
 */
export function summarize(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const reports = Array.isArray(parsed)
    ? parsed.filter((r) => r?.type === 'csp-violation').map((r) => r.body)
    : parsed?.['csp-report']
      ? [parsed['csp-report']]
      : [];
  if (reports.length === 0) return undefined;
  return reports.map((r) => ({
    directive: String(
      r?.effectiveDirective ?? r?.['effective-directive'] ?? r?.['violated-directive'] ?? '',
    ),
    blocked: withoutQuery(r?.blockedURL ?? r?.['blocked-uri']),
    document: withoutQuery(r?.documentURL ?? r?.['document-uri']),
  }));
}

/** A URL without query and fragment (reset and activation links carry tokens there). */
function withoutQuery(value) {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.split(/[?#]/)[0].slice(0, 200); // 'inline', 'eval', a bare scheme
  }
}
