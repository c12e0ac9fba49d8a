// A signed-in user's widget on a page that gave no session: its "sign in" state.
import { signedOut } from '../signedOut';
import { languageOf, type Fit } from './inputs';

export const signedOutFit: Fit = (element, page) =>
  signedOut(element, page) ? { language: languageOf(element, page) } : undefined;
