// /documents (spec §2): documents. Main area: needs the auth-verified flag (spec §6).
import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from './mainLayout';
import { purposeScreen, requireSignIn } from './define';

export const documentsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'documents',
  staticData: { titleKey: 'portal.title.documents' },
  beforeLoad: requireSignIn,
  component: purposeScreen('documents'),
});
