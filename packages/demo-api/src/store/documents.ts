// Documents of the user's apartments (spec §7 documents): contracts, acts, invoices and receipts as PDFs.
import type { Db } from './db';
import type { Localized } from './apartments';
import { createIds } from './ids';
import { dayOf, pastMonths } from './months';

export interface DocumentRow {
  id: number;
  apartmentId: number;
  type: 'contract' | 'invoice' | 'act' | 'receipt';
  title: Localized;
  date: string;
  fileName: string;
  size: number;
}

export interface DocumentsState {
  documents: DocumentRow[];
}

const titles: Record<DocumentRow['type'], Localized> = {
  contract: { ge: 'მართვის ხელშეკრულება', en: 'Management contract', ru: 'Договор управления' },
  act: { ge: 'მიღება-ჩაბარების აქტი', en: 'Acceptance act', ru: 'Акт приёма-передачи' },
  invoice: { ge: 'ანგარიშ-ფაქტურა', en: 'Invoice', ru: 'Счёт-фактура' },
  receipt: { ge: 'გადახდის ქვითარი', en: 'Payment receipt', ru: 'Квитанция об оплате' },
};

function titled(type: DocumentRow['type'], suffix: string): Localized {
  const t = titles[type];
  return { ge: `${t.ge} ${suffix}`, en: `${t.en} ${suffix}`, ru: `${t.ru} ${suffix}` };
}

export function seedDocuments(db: Db): DocumentsState {
  const rnd = createIds(7103);
  const months = pastMonths(db.clock.now(), 12);
  const documents: DocumentRow[] = [];
  let id = 60_000;
  for (const apt of db.apartments.apartments) {
    const add = (type: DocumentRow['type'], date: string, suffix: string, file: string) =>
      documents.push({
        id: ++id,
        apartmentId: apt.id,
        type,
        title: titled(type, suffix),
        date,
        fileName: `${file}.pdf`,
        size: rnd.int(24_000, 380_000),
      });
    add('contract', dayOf(months[0]!, 2), `MC-${apt.id}`, `contract-MC-${apt.id}`);
    add('act', dayOf(months[0]!, 3), `№${apt.number}`, `act-${apt.id}`);
    for (const month of months.slice(-3)) {
      add(
        'invoice',
        dayOf(month, 1),
        `INV-${month.replace('-', '')}-${apt.id}`,
        `invoice-${month}-${apt.id}`,
      );
      add('receipt', dayOf(month, 18), month, `receipt-${month}-${apt.id}`);
    }
  }
  documents.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  return { documents };
}
