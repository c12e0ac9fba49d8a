// The loyalty wallet's public module: the loader's element and the npm React API import it.
export { LoyaltyWallet } from './LoyaltyWallet';
export type { LoyaltyWalletProps } from './LoyaltyWallet';
export { RecommendationForm } from './RecommendationForm';
export type { RecommendationFormProps } from './RecommendationForm';
export { historyQueryOptions } from './historyTable';
export { loyaltyWalletQueries, recommendationFormQueries } from './queries';
