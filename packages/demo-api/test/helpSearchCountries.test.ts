// Black-box tests of the help centre, quick search and countries (spec §2, §7).
import { describe, expect, it } from 'vitest';
import {
  createClient,
  getCountries,
  getCountryList,
  getHelpArticle,
  getHelpTopics,
  quickSearch,
} from '@sakhli/sdk';
import { createHarness, failure } from './harness';

describe('help centre', () => {
  it('answers topics with their articles and an article in each language', async () => {
    const h = createHarness();
    const en = await h.signIn();
    const topics = await getHelpTopics(en.client);
    expect(topics.length).toBeGreaterThanOrEqual(4);
    expect(topics.every((t) => t.articles.length > 0)).toBe(true);
    const id = topics[0]!.articles[0]!.id;
    const article = await getHelpArticle(en.client, id);
    expect(article.title).toBe('How to reset your password');
    expect(article.content).toContain('<h2>');
    const ge = await h.signIn(undefined, { language: 'ge' });
    expect((await getHelpArticle(ge.client, id)).title).toBe('როგორ აღვადგინო პაროლი');
    const ru = await h.signIn(undefined, { language: 'ru' });
    expect((await getHelpArticle(ru.client, id)).title).toBe('Как сбросить пароль');
  });

  it('serves some unsafe HTML on purpose, so widgets must sanitize it', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const topics = await getHelpTopics(client);
    const contents = await Promise.all(
      topics.flatMap((t) => t.articles).map((a) => getHelpArticle(client, a.id)),
    );
    const html = contents.map((a) => a.content).join('\n');
    expect(html).toContain('<script>');
    expect(html).toMatch(/onerror=/);
    expect(html).toContain('javascript:');
  });

  it('answers 404 for an unknown article and 401 without a session', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    expect((await failure(getHelpArticle(client, 9999))).status).toBe(404);
    expect((await failure(getHelpTopics(h.client().client))).status).toBe(401);
  });
});

describe('quick search', () => {
  it('finds the user’s apartments and tickets in groups', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const byAddress = await quickSearch(client, 'Khimshiashvili');
    expect(byAddress.apartments.length).toBeGreaterThan(0);
    expect(byAddress.apartments[0]!.url).toMatch(/^\/apartments\/\d+$/);
    const byTicket = await quickSearch(client, 'invoice');
    expect(byTicket.tickets.map((t) => t.title)).toContain('Invoice for October');
    expect(byTicket).toHaveProperty('bookings');
    expect(byTicket).toHaveProperty('documents');
  });

  it('finds bookings by guest name and documents by title, only on the user’s apartments', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const bookings = await quickSearch(owner.client, 'ლომიძე');
    expect(bookings.bookings.length).toBeGreaterThan(0);
    expect(bookings.bookings[0]!.url).toMatch(/^\/bookings\?booking=\d+$/);
    const documents = await quickSearch(owner.client, 'contract');
    expect(documents.documents.length).toBeGreaterThan(0);
    expect(documents.documents.length).toBeLessThanOrEqual(5);
    const resident = await h.signIn('resident@sakhli.ge');
    const residentDocs = await quickSearch(resident.client, 'contract');
    const residentApartments = new Set(
      h.api
        .db()
        .apartments.apartments.filter((a) => a.residentIds.includes(2))
        .map((a) => a.id),
    );
    for (const hit of residentDocs.documents) {
      const row = h.api.db().documents.documents.find((d) => d.id === hit.id)!;
      expect(residentApartments.has(row.apartmentId)).toBe(true);
    }
  });

  it('does not show another account’s tickets', async () => {
    const h = createHarness();
    const resident = await h.signIn('resident@sakhli.ge');
    expect((await quickSearch(resident.client, 'invoice')).tickets).toEqual([]);
  });

  it('refuses fewer than 2 characters with a message', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const error = await failure(quickSearch(client, ' a '));
    expect(error).toMatchObject({
      status: 422,
      serverMessage: 'Type at least 2 characters to search.',
    });
  });
});

describe('countries', () => {
  it('answers {id, label} in the request language without a session', async () => {
    const h = createHarness();
    const ge = await getCountries(h.client({ language: 'ge' }).client);
    expect(ge).toContainEqual({ id: 'GE', label: 'საქართველო' });
    const ru = await getCountries(h.client({ language: 'ru' }).client);
    expect(ru).toContainEqual({ id: 'GE', label: 'Грузия' });
  });

  it('maps the third-party service to {id, label} and sends it no session headers', async () => {
    const h = createHarness();
    const seen: Headers[] = [];
    const { session } = h.client();
    session.accessToken = 'secret-access';
    session.refreshToken = 'secret-refresh';
    const api = h.api;
    const watched = createClient({
      baseURL: h.baseURL,
      session,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers);
        return api.fetch(request);
      },
    });
    const list = await getCountryList(watched, {
      serviceURL: 'http://third.test/third-party/countries',
    });
    expect(list).toContainEqual({ id: 'GE', label: 'Georgia' });
    expect(seen[0]!.get('access-token')).toBeNull();
    expect(seen[0]!.get('refresh-token')).toBeNull();
  });
});
