// What /payments reads as it opens, for its route's loader to import lazily: its list, and the
// balance and what is due beside it.
export { paymentsList as list } from '@sakhli/sdk';
export { moneyQueries as screenQueries } from './queries';
