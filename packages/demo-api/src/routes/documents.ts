// spec §7 documents: the filtered list, PDF downloads, and transaction receipts.
import type { Hono } from 'hono';
import { fail, idParam, requireUser, type AppEnv } from '../http';
import { loc, myApartmentIds } from './scope';

/** The apartment's address in the caller's language (two apartments' receipts share a title). */
function addressOf(c: Parameters<typeof loc>[0], apartmentId: number): string {
  const apartment = c.var.db.apartments.apartments.find((a) => a.id === apartmentId);
  return apartment ? loc(c, apartment.address) : '';
}
import { tablePage } from './tableQuery';
import { pdfAnswer } from './files';

export function documentsRoutes(app: Hono<AppEnv>) {
  app.get('/api/documents', requireUser, (c) => {
    const mine = myApartmentIds(c);
    const rows = c.var.db.documents.documents
      .filter((d) => mine.has(d.apartmentId))
      .map((d) => ({
        id: d.id,
        title: loc(c, d.title),
        type: d.type,
        apartment_id: d.apartmentId,
        address: addressOf(c, d.apartmentId),
        date: d.date,
        file_name: d.fileName,
        size: d.size,
      }));
    return tablePage(c, 'documents', rows);
  });

  app.get('/api/documents/download/:id', requireUser, (c) => {
    const id = idParam(c, 'id');
    const doc = c.var.db.documents.documents.find(
      (d) => d.id === id && myApartmentIds(c).has(d.apartmentId),
    );
    if (!doc) return fail(c, 404, 'error.recordNotFound');
    const apartment = c.var.db.apartments.apartments.find((a) => a.id === doc.apartmentId)!;
    return pdfAnswer(c, doc.fileName, doc.title.en, [
      apartment.address.en,
      `Cadastral number ${apartment.cadastralNumber}`,
      `Date ${doc.date}`,
      '',
      'Issued by Sakhli property management (demo document).',
    ]);
  });

  app.get('/api/transactions/docs/:id', requireUser, (c) => {
    const id = idParam(c, 'id');
    const t = c.var.db.finance.transactions.find(
      (x) => x.id === id && x.hasDoc && myApartmentIds(c).has(x.apartmentId),
    );
    if (!t) return fail(c, 404, 'error.recordNotFound');
    return pdfAnswer(c, `receipt-${t.id}.pdf`, `Receipt ${t.id}`, [
      `Date ${t.date}`,
      t.description.en,
      `Amount ${t.amount.toFixed(2)} GEL`,
    ]);
  });
}
