import { describe, expect, it } from 'vitest';
import { safeLinkOf } from './safeLink';

const PAGE = 'https://portal.sakhli.ge/support?ticket=3';

describe('safeLinkOf (issue 16 §4: server-given links)', () => {
  it('opens paths and addresses on the page origin, with the path a router takes', () => {
    expect(safeLinkOf('/bookings/7?tab=keys#top', PAGE)).toEqual({
      href: 'https://portal.sakhli.ge/bookings/7?tab=keys#top',
      sameOrigin: true,
      path: '/bookings/7?tab=keys#top',
    });
    expect(safeLinkOf('https://portal.sakhli.ge/help', PAGE)?.sameOrigin).toBe(true);
    // A plain-http page (the local demo) still opens its own paths.
    expect(safeLinkOf('/tickets', 'http://127.0.0.1:5173/')?.href).toBe(
      'http://127.0.0.1:5173/tickets',
    );
  });

  it('opens https addresses elsewhere, as not same-origin', () => {
    expect(safeLinkOf('https://pay.bank.ge/checkout/1', PAGE)).toEqual({
      href: 'https://pay.bank.ge/checkout/1',
      sameOrigin: false,
      path: '/checkout/1',
    });
  });

  it.each([
    ['a path starting with //', '//evil.example/bookings'],
    ['a path starting with /\\', '/\\evil.example/bookings'],
    ['backslashes', '\\\\evil.example'],
    ['a backslash then a slash', '\\/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['JavaScript: in capitals, after spaces', '  JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['http: on another host', 'http://evil.example/'],
    ['http: on the same host but another port', 'http://portal.sakhli.ge:8080/'],
    ['credentials before the host', 'https://portal.sakhli.ge@evil.example/'],
    ['a newline', '/bookings\n/7'],
    ['an empty string', '   '],
    ['not a string', 42],
  ])('refuses %s', (_name, url) => {
    expect(safeLinkOf(url, PAGE)).toBeUndefined();
  });

  it('refuses everything against a base it cannot read', () => {
    expect(safeLinkOf('/bookings', 'not a url')).toBeUndefined();
  });
});
