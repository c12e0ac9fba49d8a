// POST /__demo/texts (issue 27 §2): the XSS suite's payloads land in the texts only the server
// writes, and the SDK still reads every answer (its schemas accept them), as the widgets will.
import { describe, expect, it } from 'vitest';
import {
  documentsList,
  fetchListPage,
  getApartments,
  getHelpArticle,
  getHelpTopics,
  getLoyaltyProducts,
  getNotifications,
  getRecommendations,
  getTicketDepartments,
} from '@sakhli/sdk';
import { BASE_URL, createHarness, RESIDENT, type Harness } from './harness';

const TEXTS = [
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("https://evil.example")',
  'W'.repeat(10_000),
];

async function seed(h: Harness, texts: unknown) {
  const response = await h.fetch(new URL('__demo/texts', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ texts }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { sinks: Record<string, number> },
  };
}

describe('/__demo/texts', () => {
  it('answers how many rows of each kind carry a text', async () => {
    const h = createHarness();
    const { status, body } = await seed(h, TEXTS);
    expect(status).toBe(200);
    expect(body.sinks).toMatchObject({
      helpArticles: 3,
      notifications: 3,
      products: 3,
      apartmentAddresses: 3,
    });
  });

  it('shows the texts to the owner and the resident through the SDK', async () => {
    const h = createHarness();
    await seed(h, TEXTS);
    for (const email of [undefined, RESIDENT]) {
      const { client } = await h.signIn(email);
      const products = (await getLoyaltyProducts(client)).map((p) => p.name);
      expect(products).toEqual(expect.arrayContaining(TEXTS));
      const notes = await getNotifications(client, { per_page: 100 });
      expect(notes.items.map((n) => n.title)).toEqual(expect.arrayContaining(TEXTS));
      expect((await getRecommendations(client)).map((r) => r.name)).toEqual(
        expect.arrayContaining(TEXTS),
      );
      const documents = await fetchListPage(client, documentsList, { perPage: 50 });
      expect(documents.items.map((d) => d.title)).toEqual(expect.arrayContaining(TEXTS));
      expect((await getApartments(client)).map((a) => a.address)).toEqual(
        expect.arrayContaining([TEXTS[0]]),
      );
    }
    const { client } = await h.signIn();
    const topic = (await getHelpTopics(client)).at(-1)!;
    expect(topic.title).toBe(TEXTS[0]);
    const all = await getHelpArticle(client, topic.articles[0]!.id);
    expect(all.content).toBe(TEXTS.join('\n'));
  });

  it('leaves nothing behind after a reset (the next journeys never meet the texts)', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const before = (await getHelpTopics(client)).map((t) => t.title);
    await seed(h, TEXTS);
    await h.fetch(new URL('__demo/reset', BASE_URL), { method: 'POST' });
    const again = await h.signIn();
    expect((await getHelpTopics(again.client)).map((t) => t.title)).toEqual(before);
    expect((await getLoyaltyProducts(again.client)).map((p) => p.name)).not.toContain(TEXTS[0]);
    expect((await getTicketDepartments(again.client)).map((d) => d.name)).not.toContain(TEXTS[0]);
  });

  it('refuses no texts and a text over 20,000 characters', async () => {
    const h = createHarness();
    expect((await seed(h, [])).status).toBe(400);
    expect((await seed(h, ['x'.repeat(20_001)])).status).toBe(400);
  });
});
