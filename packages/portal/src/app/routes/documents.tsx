// /documents (spec §2): documents, a list screen (its table's page and filters in the address, its
// calls started with its code). Main area: needs the auth-verified flag (spec §6).
import { lazyScreen } from '../lazyScreen';
import { lazyQueries } from './define';
import { listScreenRoute } from './listScreenRoute';

export const documentsRoute = listScreenRoute({
  path: 'documents',
  titleKey: 'portal.title.documents',
  queries: lazyQueries(() => import('../../features/documents/queries')),
  component: lazyScreen(
    () => import('../../features/documents/DocumentsScreen'),
    (m) => m.DocumentsScreen,
  ),
});
