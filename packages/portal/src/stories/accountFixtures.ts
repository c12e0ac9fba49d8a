// Story answers of the account screens (/devices, /deals, /test): the shapes of
// docs/api-assumptions.md, a few rows each.
import type { Answer } from './PortalStory';

const device = (id: number, os: string, browser: string | undefined, current = false) => ({
  id,
  os,
  ...(browser ? { browser } : {}),
  type: /iOS|Android/.test(os) ? 'smartphone' : 'desktop',
  first_login: '2026-05-04T09:30:00Z',
  last_login: '2026-11-20T18:05:00Z',
  current,
});

export const devicesAnswers: Record<string, Answer> = {
  'GET api/users/devices': [
    200,
    {
      data: {
        desktops: [
          device(501, 'Windows 11', 'Chrome 131', true),
          device(502, 'macOS 15', 'Safari 18'),
        ],
        mobiles: [device(503, 'iOS 18', 'Sakhli app'), device(504, 'Android 15', undefined)],
      },
    },
  ],
};

export const devicesDownAnswers: Record<string, Answer> = {
  'GET api/users/devices': [503, { message: 'The device list is being rebuilt. Try again soon.' }],
};

const label = (en: string, ge: string, ru: string) => ({ en, ge, ru });

export const dealsAnswers: Record<string, Answer> = {
  'GET api/config/columns/deals': [
    200,
    {
      data: [
        {
          key: 'title',
          label: label('Title', 'სათაური', 'Название'),
          sortable: false,
          type: 'text',
        },
        { key: 'stage', label: label('Stage', 'ეტაპი', 'Этап'), sortable: true, type: 'status' },
        { key: 'amount', label: label('Amount', 'თანხა', 'Сумма'), sortable: true, type: 'money' },
        {
          key: 'manager',
          label: label('Manager', 'მენეჯერი', 'Менеджер'),
          sortable: true,
          type: 'text',
        },
        {
          key: 'created_at',
          label: label('Created', 'შექმნილია', 'Создано'),
          sortable: true,
          type: 'datetime',
        },
      ],
    },
  ],
  'GET api/config/filters/deals': [
    200,
    {
      data: [
        {
          key: 'stage',
          kind: 'select',
          label: label('Stage', 'ეტაპი', 'Этап'),
          options: [
            { value: 'lead', label: label('Lead', 'ლიდი', 'Лид') },
            { value: 'signed', label: label('Signed', 'ხელმოწერილი', 'Подписан') },
          ],
        },
      ],
    },
  ],
  'GET api/deals': [
    200,
    {
      data: {
        items: [
          {
            id: 1,
            title: 'Long-term rent: 71 Vazha-Pshavela Ave, apt 17',
            apartment_id: 101,
            kind: 'long-rent',
            stage: 'signed',
            amount: 1355,
            currency: 'GEL',
            manager: 'Ana Lomidze',
            created_at: '2026-11-18T10:57:00Z',
          },
          {
            id: 2,
            title: 'Sale: 12 Rustaveli Ave, apt 58',
            apartment_id: 102,
            kind: 'sale',
            stage: 'lead',
            amount: 185000,
            currency: 'USD',
            manager: 'Giorgi Beridze',
            created_at: '2026-11-02T08:15:00Z',
          },
        ],
      },
      meta: { items_count: 2 },
    },
  ],
};

export const apiCheckAnswers: Record<string, Answer> = {
  'GET api/auth/is_auth': [200, { data: null }],
  'GET api/apartments/list': [200, { data: [] }],
  'GET api/helpCenter/topics': [503, { message: 'Help is being rebuilt.' }],
  'GET api/contracts/overdue_count': [200, { data: { count: 1 } }],
  'GET api/countries': [200, { data: [{ id: 'GE', label: 'Georgia' }] }],
};

/** A resident with nothing due: no debt, no payment falling due, nothing overdue, no points yet. */
export const allClearAnswers: Record<string, Answer> = {
  'GET api/apartments/billing': [
    200,
    {
      data: [
        {
          apartment_id: 101,
          address: '71 Vazha-Pshavela Ave, block A, apt 17',
          currency: 'GEL',
          debt: 0,
          lines: [
            { type: 'electricity', service_id: 11, ep_code: 'EP-101', debt: 0, last_bill: 48.6 },
          ],
        },
      ],
    },
  ],
  'GET api/finance/summary': [
    200,
    { data: { currency: 'GEL', balance: 0, debt: 0, remains: 0, next_payment: null } },
  ],
  'GET api/contracts/summary': [
    200,
    { data: { currency: 'GEL', total: 1, overdue_count: 0, overdue_amount: 0, contracts: [] } },
  ],
  'GET api/loyalty/wallet': [
    200,
    { data: { confirmed: 0, unconfirmed: 0, available: 0, spent: 0 } },
  ],
};
