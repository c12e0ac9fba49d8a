// Component-test setup: jest-dom matchers, a clean DOM and real timers between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy chunks and the demo API share two cores with Chromium in CI: wait up to 5 s, not 1 s, for
// what a user would see appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
