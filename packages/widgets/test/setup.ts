// Component-test setup: jest-dom matchers and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks and the demo API share two cores with Chromium in CI: wait up to 20 s, not 1 s, for
// what a user would see appear.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => cleanup());
