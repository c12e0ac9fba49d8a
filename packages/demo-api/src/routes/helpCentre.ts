// spec §7 Help centre: topics with their articles' titles, and one article's HTML in the request's language.
import type { Hono } from 'hono';
import { found, idParam, ok, requireUser, type AppEnv } from '../http';

export function helpCentreRoutes(app: Hono<AppEnv>) {
  app.use('/api/helpCenter/*', requireUser);

  app.get('/api/helpCenter/topics', (c) => {
    const { topics, articles } = c.var.db.helpCentre;
    const lang = c.var.lang;
    return ok(
      c,
      topics.map((t) => ({
        id: t.id,
        title: t.title[lang],
        description: t.description[lang],
        articles: articles
          .filter((a) => a.topicId === t.id)
          .map((a) => ({ id: a.id, title: a.title[lang] })),
      })),
    );
  });

  app.get('/api/helpCenter/article/:id', (c) => {
    const id = idParam(c, 'id');
    const article = found(
      c.var.db.helpCentre.articles.find((a) => a.id === id),
      'Article not found.',
    );
    const lang = c.var.lang;
    return ok(c, {
      id: article.id,
      topic_id: article.topicId,
      title: article.title[lang],
      // Unsanitized on purpose: the CMS's HTML, which the widget must sanitize (issue 6).
      content: article.content[lang],
      updated_at: article.updatedAt,
    });
  });
}
