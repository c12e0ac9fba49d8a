import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { testCalls } from '../testing/callCases';
import { getHelpArticle, getHelpTopics, helpArticleQuery, helpTopicsQuery } from './helpCentre';

const topic = {
  id: 1,
  title: 'Account',
  description: 'Password',
  articles: [{ id: 3, title: 'Reset' }],
};
const article = {
  id: 3,
  topic_id: 1,
  title: 'Reset',
  content: '<p>Hi</p>',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('help centre calls on the wire', () => {
  testCalls([
    {
      name: 'topics',
      run: (c) => getHelpTopics(c),
      method: 'GET',
      path: 'api/helpCenter/topics',
      answer: { data: [topic] },
      returns: (value) => expect(value).toEqual([topic]),
      malformed: { data: [{ ...topic, articles: null }] },
    },
    {
      name: 'article',
      run: (c) => getHelpArticle(c, 3),
      method: 'GET',
      path: 'api/helpCenter/article/3',
      answer: { data: article },
      returns: (value) => expect(value).toEqual(article),
      malformed: { data: { ...article, content: 5 } },
    },
  ]);

  it('keys', () => {
    const client = createClient({ baseURL: 'http://x/' });
    expect(helpTopicsQuery(client).queryKey).toEqual(['helpCenter', 'topics']);
    expect(helpArticleQuery(client, 3).queryKey).toEqual(['helpCenter', 'article', 3]);
  });
});
