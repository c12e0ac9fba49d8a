// Article HTML from the CMS is untrusted (spec §7 help centre): DOMPurify with a strict allow-list
// before it is shown — no script, iframe, form, style or on* handlers; links only http(s), mail,
// phone or same-site paths, and every link opens with noopener.
import createDOMPurify, { type Config } from 'dompurify';
import { pageAddress, safeLinkOf } from '@sakhli/sdk';
import { withoutInlineCode } from './withoutInlineCode';

const FORBID_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Absolute http(s), mailto:, tel:, same-site paths ("/x", not "//host") and fragments only.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** One DOMPurify instance of our own, so our hook never touches a host page's DOMPurify. */
function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // The SDK's one link rule (same-origin or https:) for web addresses; `/\\host` passes the
      // allow-list's pattern yet is another host to a browser.
      const href = node.getAttribute('href') ?? '';
      if (!/^(?:mailto:|tel:|#)/i.test(href) && !safeLinkOf(href, pageAddress())) {
        node.removeAttribute('href');
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** The article's HTML made inert: safe to give to `dangerouslySetInnerHTML`. */
export function sanitizeArticle(html: string): string {
  // What DOMPurify would drop anyway goes first: the browser's parser reports it to the CSP.
  return instance().sanitize(withoutInlineCode(html), {
    ...CONFIG,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
