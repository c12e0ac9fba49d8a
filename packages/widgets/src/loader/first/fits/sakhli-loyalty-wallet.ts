// Its first view is its signed-out state.
export { signedOutFit as fit } from './signedOutState';
