import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import {
  downloadElectricity,
  downloadServices,
  downloadWater,
  getElectricityTotal,
  getServicesTotal,
  getUtilityHistory,
  getWaterTotal,
} from './utilities';

const record = {
  id: 1,
  apartment_id: 101,
  month: '2026-10',
  counter_id: 'EL-1',
  reading_start: 1000,
  reading_end: 1210,
  consumption: 210,
  unit: 'kWh',
  tariff: 0.3,
  amount: 63,
  paid: true,
};
const total = {
  currency: 'GEL',
  amount: 100,
  paid: 80,
  debt: 20,
  consumption: 300,
  unit: 'kWh',
  apartments: [{ apartment_id: 101, amount: 100, paid: 80, debt: 20 }],
};

describe('utilities', () => {
  testCalls([
    {
      name: 'getUtilityHistory',
      run: (c) =>
        getUtilityHistory(c, 'electricity', 101, {
          page: 2,
          perPage: 6,
          filters: { month: { from: '2026-01', to: '2026-06' }, paid: 'false' },
        }),
      method: 'GET',
      path: 'api/apartments/electricity/101',
      query: {
        page: '2',
        per_page: '6',
        month_from: '2026-01',
        month_to: '2026-06',
        paid: 'false',
      },
      answer: { data: { items: [record] }, meta: { items_count: 12 } },
      returns: (value) => expect(value).toEqual({ items: [record], itemsCount: 12 }),
      malformed: { data: { items: [{ ...record, paid: 'yes' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'a list without meta.items_count',
      run: (c) => getUtilityHistory(c, 'water', 101),
      method: 'GET',
      path: 'api/apartments/water/101',
      answer: { data: { items: [] }, meta: { items_count: 0 } },
      malformed: { data: { items: [] } },
    },
    {
      name: 'getElectricityTotal',
      run: (c) => getElectricityTotal(c, { apartment_id: 102 }),
      method: 'GET',
      path: 'api/apartments/electricity/total',
      query: { apartment_id: '102' },
      answer: { data: total },
      returns: (value) => expect(value).toEqual(total),
      malformed: { data: { ...total, debt: null } },
    },
    {
      name: 'getWaterTotal',
      run: (c) => getWaterTotal(c),
      method: 'GET',
      path: 'api/apartments/water/total',
      answer: { data: { ...total, unit: 'm3' } },
      malformed: { data: { ...total, unit: 'litres' } },
    },
    {
      name: 'getServicesTotal',
      run: (c) => getServicesTotal(c),
      method: 'GET',
      path: 'api/apartments/services/total',
      answer: { data: { ...total, unit: null, consumption: null } },
      malformed: { data: [] },
    },
    {
      name: 'downloadElectricity counterFilePdf',
      run: (c) => downloadElectricity(c, 101, 'counterFilePdf', { month: { from: '2026-01' } }),
      method: 'GET',
      path: 'api/apartments/electricity/101/counterFilePdf',
      query: { month_from: '2026-01' },
      file: 'electricity-101-counter.pdf',
    },
    {
      name: 'downloadWater file',
      run: (c) => downloadWater(c, 103, 'file'),
      method: 'GET',
      path: 'api/apartments/water/103/file',
      file: 'water-103.pdf',
    },
    {
      name: 'downloadServices filePdf',
      run: (c) => downloadServices(c, 104, 'filePdf'),
      method: 'GET',
      path: 'api/apartments/services/104/filePdf',
      file: 'services-104.pdf',
    },
  ]);
});
