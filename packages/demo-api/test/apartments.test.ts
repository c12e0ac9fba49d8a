// Apartments through the SDK: who sees which apartment, billing, detail, and the language of texts.
import { describe, expect, it } from 'vitest';
import { getApartment, getApartments, getApartmentsBilling } from '@sakhli/sdk';
import { createHarness, failure, raw, RESIDENT } from './harness';

describe('apartments', () => {
  it('lists every apartment of the owner with cadastral number, CRM id and owner', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const list = await getApartments(client);
    expect(list.map((a) => a.id)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(new Set(list.map((a) => a.city))).toEqual(new Set(['tbilisi', 'batumi']));
    for (const a of list) {
      expect(a.cadastral_number).toMatch(/^\d{2}\.\d{2}\.\d{2}\.\d{3}\.\d{3}\.01\.\d{3}$/);
      expect(a.crm_id).toMatch(/^CRM-(TB|BT)-\d+$/);
      expect(a.owner).toBe('ნინო ბერიძე');
    }
  });

  it('shows a resident only the apartments they live in, and hides the others as 404', async () => {
    const h = createHarness();
    const { client } = await h.signIn(RESIDENT);
    expect((await getApartments(client)).map((a) => a.id)).toEqual([101, 102]);
    expect((await getApartmentsBilling(client)).map((b) => b.apartment_id)).toEqual([101, 102]);
    const error = await failure(getApartment(client, 103));
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Apartment not found.');
  });

  it('answers addresses and messages in the caller language', async () => {
    const h = createHarness();
    const { client } = await h.signIn(undefined, { language: 'ge' });
    const [first] = await getApartments(client);
    expect(first!.address).toContain('ვაჟა-ფშაველას');
    expect((await failure(getApartment(client, 999))).serverMessage).toBe('ბინა ვერ მოიძებნა.');
  });

  it('gives the detail with residents and the utility codes payments need', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const detail = await getApartment(client, 101);
    expect(detail.residents).toEqual(['Giorgi Kapanadze']);
    expect(detail.utilities.ep_code).toMatch(/^EP\d+$/);
    expect(detail.utilities.counter_id).toMatch(/^EL-/);
    expect(detail.utilities.water_code).toMatch(/^GW-/);
  });

  it('sums each apartment billing line into its debt, with a service id per utility', async () => {
    const h = createHarness();
    const { client } = await h.signIn();
    const billing = await getApartmentsBilling(client);
    for (const b of billing) {
      expect(b.lines.map((l) => l.type).sort()).toEqual([
        'electricity',
        'internetTv',
        'services',
        'water',
      ]);
      const sum = b.lines.reduce((s, l) => s + l.debt, 0);
      expect(b.debt).toBeCloseTo(sum, 2);
    }
    // The newest month is unpaid everywhere, so every apartment owes something.
    expect(billing.every((b) => b.debt > 0)).toBe(true);
  });

  it('refuses callers without a verified session', async () => {
    const h = createHarness();
    const response = await raw(h, 'GET', 'api/apartments/list');
    expect(response.status).toBe(401);
    expect(response.body.message).toBeTruthy();
  });
});

describe('apartment fixtures', () => {
  it('lists apartments with their payment codes and internet/TV subscriptions under /__demo/fixtures', async () => {
    const h = createHarness();
    const response = await h.fetch(`${h.baseURL}__demo/fixtures`);
    const { apartments } = (await response.json()) as {
      apartments: { id: number; residentIds: number[]; epCode: string; internetTvStatus: string }[];
    };
    expect(apartments).toHaveLength(6);
    expect(apartments.filter((a) => a.residentIds.length > 0).map((a) => a.id)).toEqual([101, 102]);
    expect(new Set(apartments.map((a) => a.internetTvStatus))).toEqual(
      new Set(['active', 'paused', 'passive']),
    );
  });
});
