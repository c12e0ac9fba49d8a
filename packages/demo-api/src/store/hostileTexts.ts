// Test texts in every place only the server writes (issue 27 §2): help articles, notifications,
// products, recommendations, apartment addresses, documents, deals, contracts, invoice and
// transaction descriptions, services, key holders, support's names and departments, internet/TV
// tariffs and booked guests. The XSS suite
// seeds its payloads here once (`POST /__demo/texts`); users' own texts go through the real API.
import type { Localized } from './apartments';
import type { Db } from './db';

/** How many rows of each kind now carry a test text (the suite prints it as its coverage). */
export type TextSinks = Record<string, number>;

const everywhere = (text: string): Localized => ({ ge: text, en: text, ru: text });

/** The owner and the resident of the seed (accounts.ts): both see the texts on their screens. */
const SIGNED_IN = [1, 2];

/** Renames each row in turn, `texts` round-robin: rows keep their ids, links and money. */
function cycle<Row>(
  rows: Row[],
  texts: readonly string[],
  rename: (row: Row, text: string) => void,
) {
  rows.forEach((row, index) => rename(row, texts[index % texts.length]!));
  return Math.min(rows.length, texts.length);
}

/** Writes `texts` into the server's own texts; answers how many rows of each kind carry one. */
export function writeHostileTexts(db: Db, texts: readonly string[]): TextSinks {
  const now = db.clock.now().toISOString();
  const sinks: TextSinks = {};

  // Help centre: a topic of one article per text, and one article holding them all (a CMS page).
  const help = db.helpCentre;
  const topicId = Math.max(...help.topics.map((t) => t.id)) + 1;
  // A new array: the seed's topics are the module's own (a push would outlive /__demo/reset).
  help.topics = [
    ...help.topics,
    { id: topicId, title: everywhere(texts[0]!), description: everywhere(texts[1] ?? '') },
  ];
  let articleId = Math.max(...help.articles.map((a) => a.id));
  for (const text of [texts.join('\n'), ...texts]) {
    help.articles.push({
      id: ++articleId,
      topicId,
      title: everywhere(text),
      content: everywhere(text),
      updatedAt: now,
    });
  }
  sinks.helpArticles = texts.length;

  for (const accountId of SIGNED_IN) {
    for (const text of texts) {
      const row = {
        accountId,
        kind: 'message' as const,
        title: everywhere(text),
        body: everywhere(text),
      };
      db.notifications.notifications.push({
        ...row,
        link: '/home',
        id: db.ids.id(),
        createdAt: now,
        read: false,
      });
    }
  }
  sinks.notifications = texts.length;

  const loyalty = db.loyalty;
  let productId = Math.max(...loyalty.products.map((p) => p.id));
  for (const text of texts) {
    loyalty.products.push({
      id: ++productId,
      name: everywhere(text),
      description: everywhere(text),
      points: 100,
      stock: 5,
    });
  }
  sinks.products = texts.length;
  texts.forEach((text, index) => {
    for (const accountId of SIGNED_IN) {
      loyalty.recommendations.push({
        id: db.ids.id(),
        accountId,
        name: text,
        phone: `+995 555 ${accountId}${String(index).padStart(5, '0')}`,
        email: null,
        comment: text,
        country: null,
        status: 'in_process',
        points: 200,
        createdAt: now,
      });
      loyalty.history.unshift({
        id: db.ids.id(),
        accountId,
        date: now,
        title: everywhere(text),
        points: 10,
        status: 'new',
      });
    }
  });
  sinks.recommendations = texts.length;
  sinks.pointsHistory = texts.length;

  sinks.apartmentAddresses = cycle(db.apartments.apartments, texts, (a, text) => {
    a.address = everywhere(text);
  });

  // A document, deal and contract per text on the first apartment, first in their lists (lists keep
  // the store's order unless sorted), so a list's first page shows them all.
  const firstId = db.apartments.apartments[0]!.id;
  const onFirst = <Row extends { apartmentId: number }>(rows: Row[]) =>
    rows.find((row) => row.apartmentId === firstId) ?? rows[0]!;
  const template = {
    document: onFirst(db.documents.documents),
    deal: onFirst(db.deals.deals),
    contract: onFirst(db.contracts.contracts),
  };
  for (const text of texts) {
    db.documents.documents.unshift({
      ...template.document,
      id: db.ids.id(),
      title: everywhere(text),
      fileName: text,
      date: now.slice(0, template.document.date.length),
    });
    db.deals.deals.unshift({
      ...template.deal,
      id: db.ids.id(),
      manager: everywhere(text),
      createdAt: now,
    });
    db.contracts.contracts.unshift({
      ...template.contract,
      id: db.ids.id(),
      title: everywhere(text),
    });
  }
  sinks.documents = texts.length;
  sinks.deals = texts.length;
  sinks.contracts = texts.length;

  sinks.invoices = cycle(db.finance.invoices, texts, (row, text) => {
    row.description = everywhere(text);
  });
  sinks.transactions = cycle(db.finance.transactions, texts, (row, text) => {
    row.description = everywhere(text);
  });
  sinks.services = cycle(db.bookings.catalog, texts, (row, text) => {
    row.name = everywhere(text);
    row.description = everywhere(text);
  });
  sinks.keyHolders = cycle(db.keys.keys, texts, (row, text) => {
    row.holder = text;
  });
  sinks.supportNames = cycle(
    db.tickets.messages.filter((m) => m.author === 'support'),
    texts,
    (row, text) => {
      row.authorName = text;
    },
  );
  // Module-level rows in the seed (shared by every reset): renamed copies in a new array.
  const renamed = <Row extends { name: Localized }>(rows: Row[]) =>
    rows.map((row, index) => ({ ...row, name: everywhere(texts[index % texts.length]!) }));
  db.tickets.departments = renamed(db.tickets.departments);
  sinks.ticketDepartments = Math.min(db.tickets.departments.length, texts.length);
  db.utilities.tariffs = renamed(db.utilities.tariffs);
  sinks.internetTvTariffs = Math.min(db.utilities.tariffs.length, texts.length);
  // Guests booked before: the guest links' widgets (change, cancel) show these bookings.
  sinks.bookedGuests = cycle(db.bookings.bookings, texts, (row, text) => {
    row.guest = { ...row.guest, name: text, last_name: text };
    row.comment = text;
  });
  return sinks;
}
