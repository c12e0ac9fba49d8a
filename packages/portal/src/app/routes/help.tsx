// /help (spec §2): help centre (issue 6's HelpCentre widget). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, prefetchQueries, requireSignIn } from './define';
import { lazyScreen } from '../lazyScreen';

const queries = lazyQueries(() => import('@sakhli/widgets/queries/help-centre'));

export const helpRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'help',
  staticData: { titleKey: 'portal.title.help', queries },
  // The open article (`/help?article=12`): a link, a reload or Back finds it again.
  validateSearch: (search: Record<string, unknown>): { article?: number } => {
    const id = Number(search.article);
    return Number.isInteger(id) && id > 0 ? { article: id } : {};
  },
  beforeLoad: requireSignIn,
  // The widget's first view comes with the screen's code (STYLE.md 13).
  loaderDeps: ({ search }) => ({ article: search.article }),
  loader: ({ context, deps }) =>
    prefetchQueries(context, queries, (m) =>
      m.helpCentreQueries(context.client, { articleId: deps.article }),
    ),
  component: lazyScreen(
    () => import('../../features/support/HelpScreen'),
    (m) => m.HelpScreen,
  ),
});
