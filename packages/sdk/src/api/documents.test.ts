import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import { documentsList, downloadDocument, downloadTransactionDoc } from './documents';
import { fetchListPage } from './lists';

const doc = {
  id: 7,
  title: 'Management contract',
  type: 'contract',
  apartment_id: 101,
  address: '12 Sherif Khimshiashvili St',
  date: '2025-02-01',
  file_name: 'contract-101.pdf',
  size: 1200,
};

describe('documents', () => {
  testCalls([
    {
      name: 'documentsList',
      run: (c) =>
        fetchListPage(c, documentsList, {
          filters: { type: 'contract', date: { from: '2025-01-01' } },
        }),
      method: 'GET',
      path: 'api/documents',
      query: { type: 'contract', date_from: '2025-01-01' },
      answer: { data: { items: [doc] }, meta: { items_count: 1 } },
      returns: (value) => expect(value).toEqual({ items: [doc], itemsCount: 1 }),
      malformed: { data: { items: [{ ...doc, type: 'letter' }] }, meta: { items_count: 1 } },
    },
    {
      name: 'downloadDocument',
      run: (c) => downloadDocument(c, 7),
      method: 'GET',
      path: 'api/documents/download/7',
      file: 'contract-101.pdf',
    },
    {
      name: 'downloadTransactionDoc',
      run: (c) => downloadTransactionDoc(c, 44),
      method: 'GET',
      path: 'api/transactions/docs/44',
      file: 'receipt-44.pdf',
    },
  ]);
});
