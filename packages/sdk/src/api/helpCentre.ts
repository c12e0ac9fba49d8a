// Help centre (spec §7): topics with their articles, and one article. Article HTML is unsanitized:
// whoever renders it must sanitize it first.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

export const helpTopicSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  articles: v.array(v.object({ id: v.number(), title: v.string() })),
});
export type HelpTopic = v.InferOutput<typeof helpTopicSchema>;

export const helpArticleSchema = v.object({
  id: v.number(),
  topic_id: v.number(),
  title: v.string(),
  /** HTML from the CMS, NOT sanitized: sanitize before rendering. */
  content: v.string(),
  updated_at: v.string(),
});
export type HelpArticle = v.InferOutput<typeof helpArticleSchema>;

export const helpCentreKeys = {
  all: ['helpCenter'] as const,
  topics: () => [...helpCentreKeys.all, 'topics'] as const,
  article: (id: number) => [...helpCentreKeys.all, 'article', id] as const,
};

/** spec §7 GET api/helpCenter/topics. */
export async function getHelpTopics(client: SakhliClient): Promise<HelpTopic[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/helpCenter/topics',
    schema: v.array(helpTopicSchema),
  });
  return data;
}

export function helpTopicsQuery(client: SakhliClient) {
  return { queryKey: helpCentreKeys.topics(), queryFn: () => getHelpTopics(client) };
}

/** spec §7 GET api/helpCenter/article/{id}. */
export async function getHelpArticle(client: SakhliClient, id: number): Promise<HelpArticle> {
  const { data } = await client.request({
    method: 'GET',
    path: `api/helpCenter/article/${id}`,
    schema: helpArticleSchema,
  });
  return data;
}

export function helpArticleQuery(client: SakhliClient, id: number) {
  return { queryKey: helpCentreKeys.article(id), queryFn: () => getHelpArticle(client, id) };
}
