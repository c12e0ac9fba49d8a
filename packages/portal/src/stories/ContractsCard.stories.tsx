// The contracts card (for the dashboard) in ge, en and ru against the demo API (MSW) as the owner:
// the seed's summary, loading, empty and error through MSW overrides. Axe-checked as tests.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { SakhliProvider, WidgetRoot } from '@sakhli/widgets';
import { ContractsCard } from '../features/contracts/ContractsCard';
import { demoSession, signInDemoOwner } from './DemoPortalStory';

/** The card as a dashboard places it: under the provider (signed in) and a router (its link). */
function CardStory({ language }: { language: Language }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <ContractsCard /> }),
      history: createMemoryHistory(),
    }),
  );
  return (
    <SakhliProvider language={language} session={demoSession.tokens ?? undefined}>
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

function story(language: Language, play: Story['play'], handlers: RequestHandler[] = []): Story {
  return {
    args: { language },
    async beforeEach({ msw }) {
      demoSession.tokens = await signInDemoOwner(language);
      if (handlers.length) msw.use(...handlers);
    },
    play,
  };
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
const hold = [
  http.get('*/api/contracts/summary', async () => {
    await delay('infinite');
    return HttpResponse.json({ data: null });
  }),
];
export const LoadingEn = story('en', loading, hold);
export const LoadingGe = story('ge', loading, hold);
export const LoadingRu = story('ru', loading, hold);

const failedShown: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('alert', {}, { timeout: 20_000 }),
  ).toBeVisible();
};
const fail = [
  http.get('*/api/contracts/summary', () =>
    HttpResponse.json({ message: 'The service is resting.' }, { status: 503 }),
  ),
];
export const ErrorEn = story('en', failedShown, fail);
export const ErrorGe = story('ge', failedShown, fail);
export const ErrorRu = story('ru', failedShown, fail);

const emptyShown: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByText(
      /summed up here|აქ შეჯამდება|Здесь будут сведены/,
      {},
      { timeout: 20_000 },
    ),
  ).toBeVisible();
};
const none = [
  http.get('*/api/contracts/summary', () =>
    HttpResponse.json({
      data: { currency: 'GEL', total: 0, overdue_count: 0, overdue_amount: 0, contracts: [] },
    }),
  ),
];
export const EmptyEn = story('en', emptyShown, none);
export const EmptyGe = story('ge', emptyShown, none);
export const EmptyRu = story('ru', emptyShown, none);
