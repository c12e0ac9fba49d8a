// The help centre in ge, en and ru against the demo API (MSW): topics, an article whose CMS HTML
// carries script on purpose (shown sanitized), a search with no results, and topics that fail.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@sakhli/sdk';
import { signInOwner } from '../../test/signInOwner';
import { SakhliProvider } from '../shell/SakhliProvider';
import { HelpCentre } from './HelpCentre';

const signed: { session: { accessToken: string; refreshToken: string } | null; hostile?: number } =
  {
    session: null,
  };

/** The help centre is for signed-in users: log in (and pass 2FA) through the demo API. */
async function signIn() {
  signed.session = (await signInOwner()).session;
}

const meta = {
  title: 'Widgets/HelpCentre',
  component: HelpCentre,
  parameters: { sakhli: { root: false } },
  beforeEach: signIn,
  render: (args, { globals }) => (
    <SakhliProvider
      language={(globals.language ?? 'en') as Language}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
      {...(signed.session ? { session: signed.session } : {})}
    >
      <HelpCentre {...args} />
    </SakhliProvider>
  ),
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const topics: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(2));
};

/** Article 2 is the seeded one with `<script>` and a `javascript:` link in it. */
const article: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = await waitFor(() => {
    const found = canvasElement.querySelector('[data-article-body]');
    if (!found?.textContent) throw new Error('article not shown yet');
    return found;
  });
  await expect(body.querySelector('script')).toBeNull();
  await expect(body.innerHTML).not.toMatch(/javascript:|onerror/);
  await expect(canvas.getByRole('article')).toBeVisible();
  // The seeded 2FA article: its text stays, its script does not.
  await expect(body.textContent).toMatch(/6/);
};

const noResults: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await topics!({ canvasElement } as Parameters<NonNullable<Story['play']>>[0]);
  await userEvent.type(canvas.getByRole('searchbox'), 'zzqx');
  await expect(canvas.getByRole('status')).toHaveTextContent('zzqx');
  await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
};

/** The topics refused: the error state with the server's reason and its retry, said once (no toast). */
const failed: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(within(alert).getByRole('button')).toBeVisible();
  await expect(within(document.body).getAllByRole('alert')).toEqual([alert]);
  await expect(alert).toHaveTextContent('The library is resting.');
  await expect(within(document.body).getAllByText('The library is resting.')).toHaveLength(1);
};

const story = (language: Language, play: Story['play'], args: Story['args'] = {}): Story => ({
  globals: { language },
  args,
  play,
});

const failing = (language: Language): Story => ({
  ...story(language, failed),
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/helpCenter/topics', () =>
        HttpResponse.json({ message: 'The library is resting.' }, { status: 400 }),
      ),
    );
  },
});

export const TopicsEn = story('en', topics);
export const TopicsGe = story('ge', topics);
export const TopicsRu = story('ru', topics);
export const ArticleEn = story('en', article, { articleId: 2 });
export const ArticleGe = story('ge', article, { articleId: 2 });
export const ArticleRu = story('ru', article, { articleId: 2 });
export const SearchNoResultsEn = story('en', noResults);
export const SearchNoResultsGe = story('ge', noResults);
export const SearchNoResultsRu = story('ru', noResults);
export const TopicsErrorEn = failing('en');
export const TopicsErrorGe = failing('ge');
export const TopicsErrorRu = failing('ru');
