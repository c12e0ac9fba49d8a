// Documents through the SDK: list with filters, PDF downloads, nothing of other people's apartments.
import { describe, expect, it } from 'vitest';
import { downloadDocument, documentsList, fetchListPage } from '@sakhli/sdk';
import { createHarness, failure, RESIDENT } from './harness';

describe('documents', () => {
  it('lists contracts, acts, invoices and receipts of every apartment and filters by type', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const all = await fetchListPage(client, documentsList, { perPage: 100 });
    expect(all.itemsCount).toBe(48);
    expect(new Set(all.items.map((d) => d.type))).toEqual(
      new Set(['contract', 'act', 'invoice', 'receipt']),
    );
    const acts = await fetchListPage(client, documentsList, {
      filters: { type: 'act', apartment_id: 104 },
    });
    expect(acts.items).toHaveLength(1);
    expect(acts.items[0]).toMatchObject({ type: 'act', apartment_id: 104 });
  });

  it('titles documents in the caller language', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ge' });
    const contracts = await fetchListPage(client, documentsList, { filters: { type: 'contract' } });
    expect(contracts.items[0]!.title).toContain('მართვის ხელშეკრულება');
  });

  it('downloads a document as a PDF with its file name', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const [doc] = (
      await fetchListPage(client, documentsList, {
        filters: { type: 'contract', apartment_id: 101 },
      })
    ).items;
    const file = await downloadDocument(client, doc!.id);
    expect(file.filename).toBe('contract-MC-101.pdf');
    expect(file.contentType).toBe('application/pdf');
    const text = await file.blob.text();
    expect(text).toMatch(/^%PDF-1\.4/);
    expect(text).toContain('Cadastral number');
  });

  it('keeps other people documents from a resident', async () => {
    const h = createHarness();
    const owner = await h.signIn();
    const [foreign] = (
      await fetchListPage(owner.client, documentsList, { filters: { apartment_id: 105 } })
    ).items;
    const { client } = await h.signIn(RESIDENT);
    const mine = await fetchListPage(client, documentsList, { perPage: 100 });
    expect(new Set(mine.items.map((d) => d.apartment_id))).toEqual(new Set([101, 102]));
    expect((await failure(downloadDocument(client, foreign!.id))).status).toBe(404);
  });
});
