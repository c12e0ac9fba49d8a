// Deals on the user's apartments (spec §1 /deals): sales and rentals moving through stages.
import type { Db } from './db';
import type { Localized } from './apartments';
import { createIds } from './ids';

export interface DealRow {
  id: number;
  apartmentId: number;
  kind: 'sale' | 'long-rent' | 'short-rent';
  stage: 'lead' | 'negotiation' | 'signed' | 'closed' | 'lost';
  amount: number;
  currency: 'GEL' | 'USD';
  manager: Localized;
  createdAt: string;
}

export interface DealsState {
  deals: DealRow[];
}

const managers: Localized[] = [
  { ge: 'ანა ლომიძე', en: 'Ana Lomidze', ru: 'Ана Ломидзе' },
  { ge: 'დავით ჯაფარიძე', en: 'Davit Japaridze', ru: 'Давит Джапаридзе' },
  { ge: 'მარიამ წერეთელი', en: 'Mariam Tsereteli', ru: 'Мариам Церетели' },
];

export const dealKindNames: Record<DealRow['kind'], Localized> = {
  sale: { ge: 'გაყიდვა', en: 'Sale', ru: 'Продажа' },
  'long-rent': { ge: 'გრძელვადიანი იჯარა', en: 'Long-term rent', ru: 'Долгосрочная аренда' },
  'short-rent': { ge: 'მოკლევადიანი იჯარა', en: 'Short-term rent', ru: 'Краткосрочная аренда' },
};

const plan: [DealRow['kind'], DealRow['stage']][] = [
  ['long-rent', 'signed'],
  ['short-rent', 'closed'],
  ['sale', 'negotiation'],
  ['long-rent', 'lead'],
  ['short-rent', 'lost'],
  ['sale', 'lead'],
  ['long-rent', 'negotiation'],
  ['short-rent', 'signed'],
  ['long-rent', 'closed'],
  ['sale', 'lost'],
  ['short-rent', 'lead'],
  ['long-rent', 'signed'],
  ['short-rent', 'negotiation'],
  ['sale', 'closed'],
];

export function seedDeals(db: Db): DealsState {
  const rnd = createIds(7104);
  const apartments = db.apartments.apartments;
  const now = db.clock.ms();
  const deals = plan.map(([kind, stage], i): DealRow => {
    const apt = apartments[i % apartments.length]!;
    const amount =
      kind === 'sale'
        ? Math.round(apt.area * rnd.int(1100, 1600))
        : kind === 'long-rent'
          ? Math.round(apt.area * rnd.int(18, 26))
          : apt.nightlyPrice * rnd.int(3, 14);
    return {
      id: 70_001 + i,
      apartmentId: apt.id,
      kind,
      stage,
      amount,
      currency: kind === 'sale' ? 'USD' : 'GEL',
      manager: managers[i % managers.length]!,
      createdAt: new Date(now - (i * 9 + rnd.int(1, 8)) * 86_400_000).toISOString(),
    };
  });
  return { deals };
}
