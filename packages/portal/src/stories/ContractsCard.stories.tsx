// The contracts card (for the dashboard) in ge, en and ru against an in-memory demo API as the
// owner: the seed's summary; loading, empty and error by the summary held, answered empty or
// failing. Axe-checked as tests.
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import { createDemoApi, DEMO_PASSWORD } from '@sakhli/demo-api';
import { createClient, login, verifyAuth, type Language, type SakhliClient } from '@sakhli/sdk';
import { SakhliProvider, WidgetRoot } from '@sakhli/widgets';
import { ContractsCard } from '../features/contracts/ContractsCard';

const OWNER = 'owner@sakhli.ge';

type Summary = 'seed' | 'held' | 'failing' | 'empty';

const EMPTY = { currency: 'GEL', total: 0, overdue_count: 0, overdue_amount: 0, contracts: [] };

/** The owner's client on a fresh demo API, its summary answered as the story asks. */
async function ownerClient(summary: Summary): Promise<SakhliClient> {
  const api = createDemoApi();
  const session = { accessToken: null as string | null, refreshToken: null as string | null };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/contracts/summary') {
      if (summary === 'held') return new Promise<Response>(() => {});
      if (summary === 'failing')
        return Promise.resolve(
          Response.json({ message: 'The service is resting.' }, { status: 500 }),
        );
      if (summary === 'empty') return Promise.resolve(Response.json({ data: EMPTY }));
    }
    return api.fetch(request);
  }) as typeof globalThis.fetch;
  const client = createClient({ baseURL: 'http://demo.story/', session, fetch });
  const answer = await login(client, { email: OWNER, password: DEMO_PASSWORD });
  session.accessToken = answer.access_token;
  session.refreshToken = answer.refresh_token;
  if (answer.code === -2) await verifyAuth(client, api.db().outbox.latest(OWNER, 'code')!.code!);
  return client;
}

/** The card as a dashboard places it: under the provider (signed in) and a router (its link). */
function CardStory({ language, summary }: { language: Language; summary: Summary }) {
  const [client, setClient] = useState<SakhliClient>();
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <ContractsCard /> }),
      history: createMemoryHistory(),
    }),
  );
  useEffect(() => {
    void ownerClient(summary).then(setClient);
    // A story's props are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!client) return null;
  return (
    <SakhliProvider language={language} client={client}>
      <WidgetRoot style={{ padding: 16 }}>
        <main>
          <RouterProvider router={router} />
        </main>
      </WidgetRoot>
    </SakhliProvider>
  );
}

const meta = {
  title: 'Portal/Contracts card',
  component: CardStory,
  parameters: { sakhli: { root: false } },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function story(language: Language, play: Story['play'], summary: Summary = 'seed'): Story {
  return { args: { language, summary }, play };
}

const summaryShown: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('table', {}, { timeout: 20_000 }),
  ).toBeVisible();
};
export const SummaryEn = story('en', summaryShown);
export const SummaryGe = story('ge', summaryShown);
export const SummaryRu = story('ru', summaryShown);

const loading: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('status')).toBeVisible();
};
export const LoadingEn = story('en', loading, 'held');
export const LoadingGe = story('ge', loading, 'held');
export const LoadingRu = story('ru', loading, 'held');

const failedShown: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('alert', {}, { timeout: 20_000 }),
  ).toBeVisible();
};
export const ErrorEn = story('en', failedShown, 'failing');
export const ErrorGe = story('ge', failedShown, 'failing');
export const ErrorRu = story('ru', failedShown, 'failing');

const emptyShown: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByText(
      /summed up here|აქ შეჯამდება|Здесь будут сведены/,
      {},
      { timeout: 20_000 },
    ),
  ).toBeVisible();
};
export const EmptyEn = story('en', emptyShown, 'empty');
export const EmptyGe = story('ge', emptyShown, 'empty');
export const EmptyRu = story('ru', emptyShown, 'empty');
