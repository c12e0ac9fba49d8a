// The wallet in test mode: its whole first state (the demo note, balances, products, the history's
// first page, the recommendations), all sample data from its code, in the element's language. A
// session, given or not, changes nothing there.
import { inTestMode } from '../viewId';
import { languageOf, type Fit } from './inputs';

export const fit: Fit = (element, page) =>
  inTestMode(element) ? { language: languageOf(element, page) } : undefined;
