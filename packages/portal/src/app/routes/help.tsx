// /help (spec §2): help centre (issue 6's HelpCentre widget). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';
import { lazyScreen } from '../lazyScreen';

export const helpRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'help',
    staticData: { titleKey: 'portal.title.help' },
    // The open article (`/help?article=12`): a link, a reload or Back finds it again.
    validateSearch: (search: Record<string, unknown>): { article?: number } => {
      const id = Number(search.article);
      return Number.isInteger(id) && id > 0 ? { article: id } : {};
    },
    beforeLoad: requireSignIn,
    loaderDeps: ({ search }) => ({ article: search.article }),
    component: lazyScreen(
      () => import('../../features/support/HelpScreen'),
      (m) => m.HelpScreen,
    ),
  }),
  // The widget's first view comes with the screen's code (STYLE.md 13).
  lazyQueries(() => import('@sakhli/widgets/queries/help-centre')),
  (m, { context, deps }) => m.helpCentreQueries(context.client, { articleId: deps.article }),
);
