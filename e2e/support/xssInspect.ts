// What the XSS suite reads from a page (issue 27 §2): every element of the document and of every
// open shadow root (walked recursively), for on* attributes, script-capable URLs and elements that
// can run or frame something; the sentinel flag; the width past the screen; and the text shown.
import type { Page } from 'playwright-core';
import { XSS_FLAG } from './xssCorpus';

/**
 * Installed before any page script: CSP violations with the element that caused them, and every
 * on* attribute that appears at any moment (a MutationObserver on the document and on each shadow
 * root as it is attached), so a handler added and removed again between two looks is caught too.
 */
export const WATCH_SCRIPT = `(() => {
  const seen = (window.__xssSeen = []);
  const describe = (el) => (el && el.outerHTML ? el.outerHTML.slice(0, 100) : String(el));
  const note = (el) => {
    if (!el || !el.attributes) return;
    for (const attr of el.attributes)
      if (attr.name.toLowerCase().startsWith('on')) seen.push('appeared: ' + describe(el));
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') note(record.target);
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        note(node);
        for (const el of node.querySelectorAll('*')) note(el);
      }
    }
  });
  const options = { subtree: true, childList: true, attributes: true };
  observer.observe(document, options);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    observer.observe(root, options);
    return root;
  };
  document.addEventListener('securitypolicyviolation', (e) => {
    seen.push('CSP ' + e.violatedDirective + ' by ' + describe(e.target) + ' sample ' + e.sample);
  }, true);
})()`;

export interface Inspection {
  /** What the watch script saw appear or be blocked since the page loaded. */
  seen: string[];
  /** `tag[attr]` or `<tag>` of what could run: empty when the page is inert. */
  active: string[];
  /** The sentinel's value: set only if a payload ran. */
  flag: unknown;
  /** How far the page (or `hostSelector`'s element) is wider than its box, in px. */
  overflow: number;
  /** The innermost elements past the right edge (outside any scroller) when there is overflow. */
  wide: string[];
  /** Every text node's text, through shadow roots (a shadow root's text is not its host's). */
  text: string;
}

// A string: page scripts must not depend on the test transform's helpers (support/browser.ts).
const INSPECT = (hostSelector: string | null) => `(() => {
  const active = [];
  const texts = [];
  const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];
  const RUNNABLE = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'applet'];
  const visit = (root, inShadow) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement && node.parentElement.tagName;
        if (parent !== 'SCRIPT' && parent !== 'STYLE') texts.push(node.data);
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const tag = node.tagName.toLowerCase();
      // The page's own scripts sit in <head> (nonce'd); any other is a payload's.
      if (RUNNABLE.includes(tag) && (inShadow || !document.head.contains(node))) active.push('<' + tag + '>');
      if (tag === 'meta' && /refresh/i.test(node.getAttribute('http-equiv') || '')) active.push('<meta refresh>');
      for (const attr of node.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) active.push(tag + '[' + name + ']');
        if (URL_ATTRS.includes(name) && /^[\\s\\u0000-\\u001f]*(javascript|vbscript|data:text\\/html)/i.test(attr.value.replace(/&#?\\w+;/g, '')))
          active.push(tag + '[' + name + '=' + attr.value.slice(0, 24) + ']');
        if (name === 'style' && /javascript:|expression\\(/i.test(attr.value)) active.push(tag + '[style]');
      }
      if (tag === 'a' && node.getAttribute('target') === '_blank' && !/noopener/.test(node.getAttribute('rel') || ''))
        active.push('a[target=_blank] without noopener');
      if (node.shadowRoot) visit(node.shadowRoot, true);
    }
  };
  visit(document.documentElement, false);
  const host = ${hostSelector ? `document.querySelector(${JSON.stringify(hostSelector)})` : 'null'};
  const overflow = host
    ? Math.max(host.scrollWidth - host.clientWidth, host.getBoundingClientRect().right - window.innerWidth)
    : document.documentElement.scrollWidth - document.documentElement.clientWidth;
  // What sticks out, when something does: elements past the right edge not inside a scroller.
  const wide = [];
  if (overflow > 1) {
    const clipped = (el) => {
      for (let p = el.parentElement || el.parentNode || (el.getRootNode() && el.getRootNode().host); p; p = p.parentElement || (p.getRootNode() && p.getRootNode().host)) {
        if (p !== document.body && p !== document.documentElement && getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const all = (root) => [...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el]));
    for (const el of all(document)) {
      if (wide.length >= 3) break;
      const escapes = getComputedStyle(el).position === 'absolute' || getComputedStyle(el).position === 'fixed';
      if (el.getBoundingClientRect().right > window.innerWidth + 1 && (escapes || !clipped(el)) && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
        wide.push(el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"');
      // Text spilling out of a box it does not wrap in: the box's own rect stays inside.
      for (const child of el.childNodes) {
        if (wide.length >= 3 || child.nodeType !== Node.TEXT_NODE || clipped(child)) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        if (range.getBoundingClientRect().right > window.innerWidth + 1)
          wide.push('text in ' + el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' "' + child.data.trim().slice(0, 40) + '"');
      }
    }
  }
  return { wide, seen: window.__xssSeen || [], active, flag: window[${JSON.stringify(XSS_FLAG)}] ?? null, overflow, text: texts.join('\\n') };
})()`;

/**
 * Inspects the page: with `hostSelector`, the overflow is that element's (a widget on a host page
 * whose own layout is not ours); without, the document's.
 */
export async function inspect(page: Page, hostSelector: string | null = null): Promise<Inspection> {
  return (await page.evaluate(INSPECT(hostSelector))) as Inspection;
}
