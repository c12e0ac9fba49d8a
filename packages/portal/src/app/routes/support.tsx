// /support (spec §2): support tickets (issue 6's TicketChat widget). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, requireSignIn, withScreenQueries } from './define';
import { lazyScreen } from '../lazyScreen';

export const supportRoute = withScreenQueries(
  createRoute({
    getParentRoute: () => mainLayoutRoute,
    path: 'support',
    staticData: { titleKey: 'portal.title.support' },
    // The open ticket (`/support?ticket=7`, as quick search links): a link, a reload or Back finds it again.
    validateSearch: (search: Record<string, unknown>): { ticket?: number } => {
      const id = Number(search.ticket);
      return Number.isInteger(id) && id > 0 ? { ticket: id } : {};
    },
    beforeLoad: requireSignIn,
    loaderDeps: ({ search }) => ({ ticket: search.ticket }),
    component: lazyScreen(
      () => import('../../features/support/SupportScreen'),
      (m) => m.SupportScreen,
    ),
  }),
  // The widget's first view comes with the screen's code (STYLE.md 13).
  lazyQueries(() => import('@sakhli/widgets/queries/ticket-chat')),
  (m, { context, deps }) => m.ticketChatQueries(context.client, { ticketId: deps.ticket }),
);
