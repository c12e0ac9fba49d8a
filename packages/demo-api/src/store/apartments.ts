// Apartments across Tbilisi and Batumi blocks: the core rows other domains point at.
import type { Db } from './db';

/** A text in the three interface languages. */
export interface Localized {
  ge: string;
  en: string;
  ru: string;
}

export interface Apartment {
  id: number;
  /** Account id of the owner. */
  ownerId: number;
  /** Account ids of residents living there. */
  residentIds: number[];
  address: Localized;
  city: 'tbilisi' | 'batumi';
  block: string;
  floor: number;
  number: string;
  /** Square metres. */
  area: number;
  cadastralNumber: string;
  crmId: string;
  rooms: number;
  /** Guests it sleeps, for short-term rental. */
  capacity: number;
  /** Nightly price in GEL for guest bookings. */
  nightlyPrice: number;
  /** ElectroPay-style code used for utility payments. */
  epCode: string;
}

export interface ApartmentsState {
  apartments: Apartment[];
}

const streets: { city: Apartment['city']; address: Localized; cadastre: string }[] = [
  {
    city: 'tbilisi',
    address: {
      ge: 'ვაჟა-ფშაველას გამზ. 71',
      en: '71 Vazha-Pshavela Ave',
      ru: 'пр. Важа-Пшавела, 71',
    },
    cadastre: '01.14.13.004.012',
  },
  {
    city: 'tbilisi',
    address: { ge: 'ჭავჭავაძის გამზ. 33', en: '33 Chavchavadze Ave', ru: 'пр. Чавчавадзе, 33' },
    cadastre: '01.14.14.011.007',
  },
  {
    city: 'batumi',
    address: {
      ge: 'შერიფ ხიმშიაშვილის ქ. 12',
      en: '12 Sherif Khimshiashvili St',
      ru: 'ул. Шерифа Химшиашвили, 12',
    },
    cadastre: '05.24.07.032.015',
  },
];

export function seedApartments(_db: Db): ApartmentsState {
  const rows: [
    street: number,
    block: string,
    floor: number,
    number: string,
    area: number,
    rooms: number,
  ][] = [
    [0, 'A', 4, '17', 64.5, 2],
    [0, 'A', 11, '58', 92.3, 3],
    [1, 'B', 7, '33', 48.0, 1],
    [2, 'C', 15, '1504', 55.7, 2],
    [2, 'C', 22, '2210', 120.4, 4],
    [2, 'D', 3, '305', 38.2, 1],
  ];
  return {
    apartments: rows.map(([street, block, floor, number, area, rooms], index) => {
      const { city, address, cadastre } = streets[street]!;
      return {
        id: 101 + index,
        ownerId: 1,
        residentIds: index < 2 ? [2] : [],
        address: {
          ge: `${address.ge}, ბლოკი ${block}, ბ. ${number}`,
          en: `${address.en}, block ${block}, apt ${number}`,
          ru: `${address.ru}, блок ${block}, кв. ${number}`,
        },
        city,
        block,
        floor,
        number,
        area,
        cadastralNumber: `${cadastre}.01.${String(index + 1).padStart(3, '0')}`,
        crmId: `CRM-${city === 'tbilisi' ? 'TB' : 'BT'}-${4200 + index}`,
        rooms,
        capacity: rooms * 2,
        nightlyPrice: city === 'batumi' ? 140 + rooms * 35 : 110 + rooms * 30,
        epCode: `EP${700350 + index * 17}`,
      };
    }),
  };
}

/** The apartments an account may see: its own as owner, and those it lives in as resident. */
export function apartmentsVisibleTo(state: ApartmentsState, accountId: number): Apartment[] {
  return state.apartments.filter(
    (a) => a.ownerId === accountId || a.residentIds.includes(accountId),
  );
}
