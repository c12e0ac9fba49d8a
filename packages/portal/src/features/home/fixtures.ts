// What a dashboard's cards are answered with in stories and component tests (the shapes of
// docs/api-assumptions.md; open tickets come from the support fakes' ticket list): a resident who
// owes on one utility, an owner with bookings waiting, guests today and revenue.
import { tbilisiToday } from '@sakhli/sdk';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `'METHOD path'` → the JSON body of a 200 answer. */
export type HomeAnswers = Record<string, unknown>;

export function residentHomeAnswers(): HomeAnswers {
  return {
    'GET api/apartments/billing': {
      data: [
        {
          apartment_id: 101,
          address: '71 Vazha-Pshavela Ave, block A, apt 17',
          currency: 'GEL',
          debt: 48.6,
          lines: [
            { type: 'electricity', service_id: 11, ep_code: 'EP-101', debt: 48.6, last_bill: 48.6 },
            { type: 'water', service_id: 12, ep_code: 'WT-101', debt: 0, last_bill: 12.4 },
          ],
        },
      ],
    },
    'GET api/finance/summary': {
      data: {
        currency: 'GEL',
        balance: -48.6,
        debt: 48.6,
        remains: 61,
        next_payment: { date: '2026-12-25', amount: 61 },
      },
    },
    'GET api/contracts/summary': {
      data: { currency: 'GEL', total: 2, overdue_count: 1, overdue_amount: 120, contracts: [] },
    },
    'GET api/loyalty/wallet': {
      data: { confirmed: 1400, unconfirmed: 200, available: 1250, spent: 150 },
    },
  };
}

export function ownerHomeAnswers(now: number = Date.now()): HomeAnswers {
  const today = tbilisiToday(now);
  const tomorrow = tbilisiToday(now + DAY_MS);
  const yesterday = tbilisiToday(now - DAY_MS);
  const apartment = { id: 101, address: '71 Vazha-Pshavela Ave, block A, apt 17' };
  const stay = { nights: 3, adults: 2, children: 0, children_ages: [], price: 600 };
  return {
    ...residentHomeAnswers(),
    'GET api/bookings': {
      data: {
        items: [
          {
            id: 7,
            status: 'new',
            income_date: tomorrow,
            exit_date: tomorrow,
            guest_name: 'Nino Beridze',
            apartment,
            accept_until: new Date(now + 20 * 60 * 60 * 1000).toISOString(),
            ...stay,
          },
        ],
      },
      meta: { items_count: 1 },
    },
    'GET api/bookings/calendar': {
      data: [
        {
          id: 8,
          status: 'approved',
          start: today,
          end: tomorrow,
          title: 'Anna Schmidt · Vake',
          apartment_id: 101,
        },
        {
          id: 9,
          status: 'approved',
          start: yesterday,
          end: today,
          title: 'Luka Kapanadze · Saburtalo',
          apartment_id: 102,
        },
      ],
    },
    'GET api/analytics/revenue': {
      data: {
        currency: 'GEL',
        total: 5400,
        series: [
          { month: '2026-09', revenue: 1500, nights: 12, occupancy: 0.4 },
          { month: '2026-10', revenue: 1800, nights: 15, occupancy: 0.5 },
          { month: '2026-11', revenue: 2100, nights: 18, occupancy: 0.6 },
        ],
      },
    },
  };
}
