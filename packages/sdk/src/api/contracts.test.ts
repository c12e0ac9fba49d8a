import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import { getContractsOverdueCount, getContractsSummary } from './contracts';

const contract = {
  id: 1,
  number: 'MC-101',
  apartment_id: 101,
  type: 'management',
  title: 'Management contract',
  start_date: '2025-01-01',
  end_date: null,
  monthly_amount: 118,
  overdue_count: 2,
  overdue_amount: 236,
};

describe('contracts', () => {
  testCalls([
    {
      name: 'getContractsOverdueCount',
      run: (c) => getContractsOverdueCount(c),
      method: 'GET',
      path: 'api/contracts/overdue_count',
      answer: { data: { count: 3 } },
      returns: (value) => expect(value).toBe(3),
      malformed: { data: 3 },
    },
    {
      name: 'getContractsSummary',
      run: (c) => getContractsSummary(c),
      method: 'GET',
      path: 'api/contracts/summary',
      answer: {
        data: {
          currency: 'GEL',
          total: 1,
          overdue_count: 2,
          overdue_amount: 236,
          contracts: [contract],
        },
      },
      malformed: { data: { currency: 'GEL', total: 1, contracts: [contract] } },
    },
  ]);
});
