// Help centre tests: each test gets a fresh demo API and the owner signed in to it.
import { afterEach, beforeEach, vi } from 'vitest';
import type { DemoApi } from '@sakhli/demo-api';
import { serveDemoApi } from '../guest-booking/testing';
import { signIn, type Tokens } from '../ticket-chat/testing';

export interface SignedInDemo {
  api: DemoApi;
  session: Tokens;
}

/** Registers the hooks; the returned object holds the current test's API and session. */
export function signedInDemoPerTest(): SignedInDemo {
  const demo = {} as SignedInDemo;
  beforeEach(async () => {
    demo.api = serveDemoApi().api;
    demo.session = await signIn(demo.api);
  });
  afterEach(() => vi.unstubAllGlobals());
  return demo;
}
