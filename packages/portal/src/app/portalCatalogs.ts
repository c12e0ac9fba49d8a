// Every catalog of the portal, in the order the provider merges them.
import type { Catalog } from '@sakhli/widgets';
import { authMessages } from '../features/auth/messages';
import { loyaltyMessages } from '../features/loyalty/messages';
import { layoutMessages, titleMessages } from './messages';

export const portalCatalogs: readonly Catalog[] = [
  titleMessages,
  layoutMessages,
  authMessages,
  loyaltyMessages,
];
