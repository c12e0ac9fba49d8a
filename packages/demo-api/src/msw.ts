// The demo API inside an MSW handler: Storybook and static demos call it without a server.
import { http } from 'msw';
import { createDemoApi, type DemoApiOptions } from './app';

/** MSW handlers that answer every `…/api/…`, `…/__demo/…` and mocked third-party call on any origin. */
export function demoApiHandlers(options?: DemoApiOptions) {
  const api = createDemoApi(options);
  const forward = ({ request }: { request: Request }) => api.fetch(request);
  return {
    api,
    handlers: [
      http.all('*/api/*', forward),
      http.all('*/__demo/*', forward),
      http.all('*/third-party/*', forward),
    ],
  };
}
