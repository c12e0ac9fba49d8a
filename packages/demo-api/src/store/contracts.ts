// Contracts per apartment (spec §7 contracts): management and utilities; overdue counts come from
// the invoices and bills at read time, so paying something lowers them.
import type { Db } from './db';
import type { Localized } from './apartments';
import { addMonths, dayOf, pastMonths } from './months';

export interface ContractRow {
  id: number;
  number: string;
  apartmentId: number;
  type: 'management' | 'utilities' | 'rent';
  title: Localized;
  startDate: string;
  endDate: string | null;
}

export interface ContractsState {
  contracts: ContractRow[];
}

const titles: Record<ContractRow['type'], Localized> = {
  management: { ge: 'ქონების მართვა', en: 'Property management', ru: 'Управление недвижимостью' },
  utilities: { ge: 'კომუნალური მომსახურება', en: 'Utilities', ru: 'Коммунальные услуги' },
  rent: { ge: 'გრძელვადიანი იჯარა', en: 'Long-term lease', ru: 'Долгосрочная аренда' },
};

export function contractTitle(type: ContractRow['type']): Localized {
  return titles[type];
}

export function seedContracts(db: Db): ContractsState {
  const start = dayOf(pastMonths(db.clock.now(), 12)[0]!, 1);
  let id = 90_000;
  const contracts: ContractRow[] = [];
  for (const apt of db.apartments.apartments) {
    contracts.push(
      {
        id: ++id,
        number: `MC-${apt.id}`,
        apartmentId: apt.id,
        type: 'management',
        title: titles.management,
        startDate: start,
        endDate: null,
      },
      {
        id: ++id,
        number: `UC-${apt.id}`,
        apartmentId: apt.id,
        type: 'utilities',
        title: titles.utilities,
        startDate: start,
        endDate: null,
      },
    );
    if (apt.residentIds.length > 0) {
      contracts.push({
        id: ++id,
        number: `LR-${apt.id}`,
        apartmentId: apt.id,
        type: 'rent',
        title: titles.rent,
        startDate: start,
        endDate: addMonths(start, 24),
      });
    }
  }
  return { contracts };
}
