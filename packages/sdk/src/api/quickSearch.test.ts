import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { testCalls } from '../testing/callCases';
import { quickSearch, quickSearchQuery } from './quickSearch';

const result = {
  apartments: [
    { id: 101, title: '71 Vazha-Pshavela Ave', subtitle: '01.14', url: '/apartments/101' },
  ],
  bookings: [],
  tickets: [{ id: 301, title: 'Intercom', url: '/support?ticket=301' }],
  documents: [],
};

describe('quick search on the wire', () => {
  testCalls([
    {
      name: 'search',
      run: (c) => quickSearch(c, 'vazha 71'),
      method: 'GET',
      path: 'api/search',
      query: { q: 'vazha 71' },
      answer: { data: result },
      returns: (value) => expect(value).toEqual(result),
      malformed: { data: { apartments: [] } },
    },
  ]);

  it('keys by the query text', () => {
    expect(quickSearchQuery(createClient({ baseURL: 'http://x/' }), 'ab').queryKey).toEqual([
      'search',
      'ab',
    ]);
  });
});
