// Component-test setup: jest-dom matchers, a clean DOM and real timers between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy chunks and the demo API share two cores with Chromium in CI: wait up to 20 s, not 1 s, for
// what a user would see appear. A route's first visit makes this dev server transform its lazy
// chunk, which took over 5 s on a loaded machine (test:dates: the registration form's first label).
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
