// @sakhli/demo-api: the embedded default backend.
export { createDemoApi } from './app';
export type { DemoApi, DemoApiOptions } from './app';
export { demoApiHandlers } from './msw';
export { DEMO_PASSWORD } from './store/accounts';
export type { Email } from './store/outbox';
