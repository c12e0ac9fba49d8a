import { describe, expect } from 'vitest';
import { testCalls } from '../testing/callCases';
import { getApartment, getApartments, getApartmentsBilling } from './apartments';

export const apartmentSample = {
  id: 101,
  address: '71 Vazha-Pshavela Ave, block A, apt 17',
  city: 'tbilisi',
  block: 'A',
  floor: 4,
  number: '17',
  area: 64.5,
  cadastral_number: '01.14.13.004.012.01.001',
  crm_id: 'CRM-TB-4200',
  rooms: 2,
  owner: 'Nino Beridze',
};

describe('apartments', () => {
  testCalls([
    {
      name: 'getApartments',
      run: (c) => getApartments(c),
      method: 'GET',
      path: 'api/apartments/list',
      answer: { data: [apartmentSample] },
      returns: (value) => expect(value).toEqual([apartmentSample]),
      malformed: { data: [{ ...apartmentSample, floor: 'fourth' }] },
    },
    {
      name: 'getApartmentsBilling',
      run: (c) => getApartmentsBilling(c),
      method: 'GET',
      path: 'api/apartments/billing',
      answer: {
        data: [
          {
            apartment_id: 101,
            address: 'x',
            currency: 'GEL',
            debt: 12.5,
            lines: [{ type: 'water', service_id: 9, ep_code: 'EP1', debt: 12.5, last_bill: 12.5 }],
          },
        ],
      },
      malformed: { data: [{ apartment_id: 101, currency: 'USD', debt: 0, lines: [] }] },
    },
    {
      name: 'getApartment',
      run: (c) => getApartment(c, 101),
      method: 'GET',
      path: 'api/apartments/101',
      answer: {
        data: {
          ...apartmentSample,
          capacity: 4,
          nightly_price: 170,
          residents: ['Giorgi Kapanadze'],
          utilities: { ep_code: 'EP1', counter_id: 'EL-1', water_code: 'GW-1' },
        },
      },
      malformed: { data: apartmentSample },
    },
  ]);
});
