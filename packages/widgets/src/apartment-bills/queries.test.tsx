// apartmentBillsQueries are exactly the calls the widget's first view makes: a host that starts
// them (the portal's route loader) leaves the widget nothing to fetch again.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createClient } from '@sakhli/sdk';
import { createQueryClient } from '../shell/queryClient';
import { SakhliProvider } from '../shell/SakhliProvider';
import { ApartmentBills } from './ApartmentBills';
import { apartmentBillsQueries } from './queries';
import { API_BASE, serveBillsApi, signedIn } from './testing';

afterEach(() => vi.unstubAllGlobals());

it('prefetched by the host, the first view calls nothing twice', async () => {
  const served = serveBillsApi();
  const session = await signedIn(served);
  const client = createClient({ baseURL: API_BASE, session });
  const queryClient = createQueryClient();
  type AnyQuery = Parameters<typeof queryClient.ensureQueryData>[0];
  await Promise.all(
    apartmentBillsQueries(client, { apartmentId: 101 }).map((q) =>
      queryClient.ensureQueryData(q as AnyQuery),
    ),
  );
  const prefetched = served.calls.length;
  render(
    <SakhliProvider client={client} queryClient={queryClient}>
      <div style={{ width: 1000 }}>
        <ApartmentBills apartmentId={101} />
      </div>
    </SakhliProvider>,
  );
  await screen.findByRole('table', { name: 'Electricity: monthly bills' });
  await screen.findByText('Meter number');
  const after = served.calls.slice(prefetched).filter((c) => !c.includes('/api/config/'));
  expect(after).toEqual([]);
});
