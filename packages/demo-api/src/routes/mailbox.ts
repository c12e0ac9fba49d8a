// GET /__demo/mailbox: the outbox as a page a person reads (newest first), for demo users who
// were "e-mailed" a code or a link. Demo only, like everything under /__demo.
import type { Context } from 'hono';
import { isLanguage, type Language } from '@sakhli/sdk';
import type { Email } from '../store/outbox';

/** The page's own texts: demo-only, so they stay out of the SDK's catalog (and its bundle). */
const texts = {
  en: {
    title: 'Demo mailbox',
    intro:
      'Every e-mail the demo API has sent, newest first. Nothing here leaves this machine; a real deployment has no such page.',
    empty: 'No e-mails have been sent yet.',
    to: 'To',
    sent: 'Sent',
    code: 'Code',
    link: 'Link',
    reload: 'Reload',
  },
  ge: {
    title: 'დემო საფოსტო ყუთი',
    intro:
      'დემო API-ის მიერ გაგზავნილი ყველა წერილი, ახლიდან ძველისკენ. აქედან არაფერი გადის ამ კომპიუტერის გარეთ; რეალურ სისტემაში ასეთი გვერდი არ არსებობს.',
    empty: 'ჯერ არცერთი წერილი არ გაგზავნილა.',
    to: 'ვის',
    sent: 'გაიგზავნა',
    code: 'კოდი',
    link: 'ბმული',
    reload: 'განახლება',
  },
  ru: {
    title: 'Демо-почта',
    intro:
      'Все письма, отправленные демо-API, от новых к старым. Ничто отсюда не покидает этот компьютер; в настоящей системе такой страницы нет.',
    empty: 'Писем пока не было.',
    to: 'Кому',
    sent: 'Отправлено',
    code: 'Код',
    link: 'Ссылка',
    reload: 'Обновить',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The page's stylesheet, served beside it so the page's CSP allows no inline style or script. */
export const MAILBOX_CSS = `body{font:16px/1.5 "Noto Sans Georgian","Segoe UI","Helvetica Neue",Arial,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1d2733;background:#fff}
h1{font-size:1.5rem;margin:.5rem 0}article{border:1px solid #c9d1da;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:.5rem 0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:.5rem 0 0;font:inherit}
a{color:#0b5cad}a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}.code{font:600 1.25rem/1.2 ui-monospace,monospace;letter-spacing:.15em}`;

/** Every page of it answers with this CSP: its own stylesheet, nothing else, no framing. */
export const MAILBOX_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Escapes text for HTML content and quoted attributes: an e-mail is data, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** Only http(s) addresses become links; anything else (javascript:, data:) stays text. */
function linkOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return escapeHtml(url);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return escapeHtml(url);
  return `<a href="${escapeHtml(parsed.href)}" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
}

/** The mailbox page in `lang` (`?lang=`; English otherwise). */
export function mailboxPage(emails: readonly Email[], lang: string | undefined): string {
  const language: Language = isLanguage(lang) ? lang : 'en';
  const t = texts[language];
  const items = [...emails]
    .reverse()
    .map((email) => {
      const rows = [
        `<dt>${t.to}</dt><dd>${escapeHtml(email.to)}</dd>`,
        `<dt>${t.sent}</dt><dd><time datetime="${escapeHtml(email.sentAt)}">${escapeHtml(email.sentAt)}</time></dd>`,
        email.code ? `<dt>${t.code}</dt><dd class="code">${escapeHtml(email.code)}</dd>` : '',
        email.link ? `<dt>${t.link}</dt><dd>${linkOf(email.link)}</dd>` : '',
      ].join('');
      return `<article><h2>${escapeHtml(email.subject)}</h2><dl>${rows}</dl><pre>${escapeHtml(email.text)}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language === 'ge' ? 'ka' : language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title}</title>
<link rel="stylesheet" href="mailbox.css"></head>
<body><main><h1>${t.title}</h1><p>${t.intro}</p>
<p><a href="mailbox?lang=${language}">${t.reload}</a></p>
${items || `<p>${t.empty}</p>`}
</main></body></html>`;
}

/** Answers the page with its CSP and no caching (the outbox changes with every e-mail). */
export function serveMailbox(c: Context, emails: readonly Email[]): Response {
  return c.html(mailboxPage(emails, c.req.query('lang')), 200, {
    'Content-Security-Policy': MAILBOX_CSP,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

export function serveMailboxCss(c: Context): Response {
  return c.body(MAILBOX_CSS, 200, {
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
