// /support (spec §2): support tickets (issue 6's TicketChat widget). Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { lazyQueries, prefetchQueries, requireSignIn } from './define';
import { lazyScreen } from '../lazyScreen';

const queries = lazyQueries(() => import('@sakhli/widgets/queries/ticket-chat'));

export const supportRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'support',
  staticData: { titleKey: 'portal.title.support', queries },
  // The open ticket (`/support?ticket=7`, as quick search links): a link, a reload or Back finds it again.
  validateSearch: (search: Record<string, unknown>): { ticket?: number } => {
    const id = Number(search.ticket);
    return Number.isInteger(id) && id > 0 ? { ticket: id } : {};
  },
  beforeLoad: requireSignIn,
  // The widget's first view comes with the screen's code (STYLE.md 13).
  loaderDeps: ({ search }) => ({ ticket: search.ticket }),
  loader: ({ context, deps }) =>
    prefetchQueries(context, queries, (m) =>
      m.ticketChatQueries(context.client, { ticketId: deps.ticket }),
    ),
  component: lazyScreen(
    () => import('../../features/support/SupportScreen'),
    (m) => m.SupportScreen,
  ),
});
