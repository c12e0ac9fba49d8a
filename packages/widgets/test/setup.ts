// Component-test setup: jest-dom matchers and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { retryWithoutPauses } from './retryWithoutPauses';

// Lazy chunks and the demo API share two cores with Chromium in CI: wait up to 20 s, not 1 s, for
// what a user would see appear.
configure({ asyncUtilTimeout: 20_000 });

// A failing call here is a test's fixture: the policy's tries follow each other at once (the
// pauses between them, 1 s then 2 s, are TanStack Query's, not what a test here asserts).
retryWithoutPauses();

afterEach(() => cleanup());
