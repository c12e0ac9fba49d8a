// The browser builds' stand-in for ofetch's `ufo` (ofetchUrls.ts) gives the URLs ufo gives for
// what the client sends; each expected string below is ufo 1.6's own output for that input.
import { describe, expect, it } from 'vitest';
import { withBase, withQuery } from './ofetchUrls';

describe('withBase', () => {
  it.each([
    [
      'api/apartments/list',
      'https://demo.sakhli.ge/',
      'https://demo.sakhli.ge/api/apartments/list',
    ],
    ['/api/auth/login', 'https://demo.sakhli.ge', 'https://demo.sakhli.ge/api/auth/login'],
    ['./api/x', 'http://127.0.0.1:4010/base/', 'http://127.0.0.1:4010/base/api/x'],
    ['/base/api/x', '/base/', '/base/api/x'],
    ['/base?x=1', '/base', '/base?x=1'],
    ['/basement', '/base', '/base/basement'],
    ['https://other.example/a', 'https://demo.sakhli.ge/', 'https://other.example/a'],
    ['api/x', '', 'api/x'],
    ['api/x', '/', 'api/x'],
    ['/', 'https://demo.sakhli.ge/', 'https://demo.sakhli.ge'],
  ])('%s under %s is %s', (input, base, url) => {
    expect(withBase(input, base)).toBe(url);
  });
});

describe('withQuery', () => {
  it('adds the query, a list as a repeated key, leaving out what is undefined', () => {
    expect(
      withQuery('https://demo.sakhli.ge/api/bookings/list', {
        page: '2',
        status: ['new', 'approved'],
        search: undefined,
      }),
    ).toBe('https://demo.sakhli.ge/api/bookings/list?page=2&status=new&status=approved');
  });

  it('sets its keys over the URL’s own and keeps the others', () => {
    expect(withQuery('/api/x?page=1&lang=ka', { page: '3' })).toBe('/api/x?page=3&lang=ka');
  });

  it('encodes what a server reads back as sent', () => {
    const url = withQuery('/api/x', { search: 'ნინო & Co+1 ?=#', from: '2026-11-26' });
    const read = new URL(url, 'https://demo.sakhli.ge').searchParams;
    expect(read.get('search')).toBe('ნინო & Co+1 ?=#');
    expect(read.get('from')).toBe('2026-11-26');
  });

  it('leaves the URL alone with an empty query', () => {
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x?a=1', { b: undefined })).toBe('/api/x?a=1');
  });
});
