// spec §3, §4, §7 loyalty: wallet, history by status, products, recommendations (GET/POST), and
// exchanging points for a product, refused when the available points are short.
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  body,
  fail,
  HttpFailure,
  idParam,
  ok,
  requireUser,
  say,
  type AppContext,
  type AppEnv,
} from '../http';
import type { PointsRow, RecommendationRow } from '../store/loyalty';
import { RECOMMENDATION_POINTS, walletOf } from '../store/loyalty';
import { productImage } from './loyaltyImages';
import { loc } from './scope';
import { tablePage } from './tableQuery';

const trimmed = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
const recommendationSchema = v.object({
  name: trimmed(2, 100),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Invalid phone number.'),
  ),
  email: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()))),
  comment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000)))),
  // A code from the country list, or free text typed while the country service was down.
  country: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
});

function entryOut(c: AppContext, h: PointsRow) {
  return { id: h.id, date: h.date, title: loc(c, h.title), points: h.points, status: h.status };
}

function recommendationOut(r: RecommendationRow) {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    comment: r.comment,
    country: r.country,
    status: r.status,
    points: r.points,
    created_at: r.createdAt,
  };
}

function nextId(c: AppContext): number {
  const { history, recommendations } = c.var.db.loyalty;
  return Math.max(0, ...history.map((h) => h.id), ...recommendations.map((r) => r.id)) + 1;
}

export function loyaltyRoutes(app: Hono<AppEnv>) {
  app.get('/api/loyalty/wallet', requireUser, (c) =>
    ok(c, walletOf(c.var.db.loyalty, c.var.account.id)),
  );

  app.get('/api/loyalty/history', requireUser, (c) => {
    const rows = c.var.db.loyalty.history
      .filter((h) => h.accountId === c.var.account.id)
      .map((h) => entryOut(c, h));
    // spec §4: `all` is the filter's "everything" choice.
    const query = c.req.query();
    if (query.status === 'all') delete query.status;
    return tablePage(c, 'loyaltyHistory', rows, query);
  });

  app.get('/api/loyalty/products', requireUser, (c) =>
    ok(
      c,
      c.var.db.loyalty.products.map((p) => ({
        id: p.id,
        name: loc(c, p.name),
        description: loc(c, p.description),
        points: p.points,
        stock: p.stock,
        image: `api/loyalty/products/${p.id}/image`,
      })),
    ),
  );

  // Pictures load through <img>, which sends no session headers: public, like a CDN's.
  app.get('/api/loyalty/products/:id/image', (c) => {
    const id = idParam(c, 'id');
    if (!c.var.db.loyalty.products.some((p) => p.id === id)) fail(c, 404, 'error.recordNotFound');
    return c.body(productImage(id), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  app.get('/api/loyalty/recommendations', requireUser, (c) =>
    ok(
      c,
      c.var.db.loyalty.recommendations
        .filter((r) => r.accountId === c.var.account.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(recommendationOut),
    ),
  );

  app.post('/api/loyalty/recommendations', requireUser, async (c) => {
    const input = await body(c, recommendationSchema);
    const loyalty = c.var.db.loyalty;
    // A person is recommended once (by anyone): the programme pays for a new client, not a repeat.
    const digits = (phone: string) => phone.replace(/\D/g, '');
    if (loyalty.recommendations.some((r) => digits(r.phone) === digits(input.phone))) {
      throw new HttpFailure(422, say(c, 'error.alreadyRecommended'), {
        issues: [{ path: 'phone', message: 'Already recommended.' }],
      });
    }
    const now = c.var.db.clock.now().toISOString();
    const row: RecommendationRow = {
      id: nextId(c),
      accountId: c.var.account.id,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      comment: input.comment?.trim() || null,
      country: input.country || null,
      status: 'in_process',
      points: RECOMMENDATION_POINTS,
      createdAt: now,
    };
    loyalty.recommendations.push(row);
    // The points wait, unconfirmed, until the group confirms the recommendation.
    loyalty.history.unshift({
      id: row.id + 1,
      accountId: row.accountId,
      date: now,
      title: {
        ge: `რეკომენდაცია: ${row.name}`,
        en: `Recommendation: ${row.name}`,
        ru: `Рекомендация: ${row.name}`,
      },
      points: RECOMMENDATION_POINTS,
      status: 'in_process',
    });
    return ok(c, recommendationOut(row), { message: say(c, 'success.recommendationCreated') });
  });

  app.post('/api/loyalty/exchange_points/:id', requireUser, (c) => {
    const id = idParam(c, 'id');
    const loyalty = c.var.db.loyalty;
    const product = loyalty.products.find((p) => p.id === id);
    if (!product) return fail(c, 404, 'error.recordNotFound');
    if (product.stock < 1) fail(c, 422, 'error.productOutOfStock');
    const wallet = walletOf(loyalty, c.var.account.id);
    const { available } = wallet;
    // The wallet as it is now goes with the refusal: the balance may have changed since the user looked.
    if (available < product.points)
      throw new HttpFailure(
        422,
        say(c, 'error.pointsShort', { needed: product.points, available }),
        { wallet },
      );
    product.stock -= 1;
    const entry: PointsRow = {
      id: nextId(c),
      accountId: c.var.account.id,
      date: c.var.db.clock.now().toISOString(),
      title: {
        ge: `გაცვლა: ${product.name.ge}`,
        en: `Exchange: ${product.name.en}`,
        ru: `Обмен: ${product.name.ru}`,
      },
      points: -product.points,
      status: 'purchase',
    };
    loyalty.history.unshift(entry);
    return ok(
      c,
      { wallet: walletOf(loyalty, c.var.account.id), entry: entryOut(c, entry) },
      { message: say(c, 'success.pointsExchanged') },
    );
  });
}
