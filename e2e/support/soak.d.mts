// Types of soak.mjs (plain JavaScript so a bench script can share it).
import type { CDPSession, Page } from 'playwright-core';

export declare const LEAK_PROBE: string;

export declare function heapAfterGc(cdp: CDPSession): Promise<number>;

export interface SoakResult {
  cycles: number;
  warmup: number;
  /** After the first cycle. */
  heapFirst: number;
  /** After the warm-up: the baseline of `growth`. */
  heapBefore: number;
  heapAfter: number;
  growth: number;
  leftovers: { kind: string; detail: string; at: string }[];
  requestsAfterUnmount: string[];
}

export declare function mountCycles(
  page: Page,
  element: { mount: string; ready: string },
  count: number,
): Promise<void>;

export declare function soak(
  page: Page,
  options: { mount: string; ready: string; cycles?: number; warmup?: number; quietMs?: number },
): Promise<SoakResult>;
