// Component-test setup: jest-dom matchers, a clean DOM and real timers between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { retryWithoutPauses } from '../../widgets/test/retryWithoutPauses';

// Lazy chunks and the demo API share two cores with Chromium in CI: wait up to 20 s, not 1 s, for
// what a user would see appear. A route's first visit makes this dev server transform its lazy
// chunk, which took over 5 s on a loaded machine (test:dates: the registration form's first label).
configure({ asyncUtilTimeout: 20_000 });

// A failing call here is a test's fixture: the policy's tries follow each other at once (the
// pauses between them, 1 s then 2 s, are TanStack Query's, not what a test here asserts).
retryWithoutPauses();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
