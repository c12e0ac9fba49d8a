// `pnpm e2e --shard=1/2` and `--shard=2/2`: the journeys in two lanes of about equal time (vitest's
// own sharding splits by file count, and one fault suite outlasts twenty small journeys). Each lane
// is its own vitest process, so its own demo API, playground and browser (globalSetup.ts): lanes
// never share demo state, and `pnpm test` runs them side by side (one lane keeps ~1 core busy).
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long each file took (seconds, hooks excluded) in a full `pnpm test` on the 2-core machine, both
 * lanes running (f04587c: lanes 619 and 554 s with the weights before), by project and path under
 * e2e/. Only the split reads these: a lane's files still run one at a time, the longest first. A new file counts as {@link UNLISTED} until it is
 * listed; list any that takes more, and measure again when a suite grows (everyRoute was listed at
 * 150 and took 323, which left one lane 3.5 minutes behind the other).
 */
const SECONDS: Record<string, number> = {
  'e2e:fault.e2e.test.ts': 450,
  'e2e:portal/everyRoute.e2e.test.ts': 175,
  'e2e:portal/requestBudget.e2e.test.ts': 132,
  'e2e:portal/fit320.e2e.test.ts': 93,
  'e2e:xss.e2e.test.ts': 58,
  'e2e:interop/interop.e2e.test.ts': 57,
  'e2e:portal/sessions.e2e.test.ts': 20,
  'e2e:apartment-bills.e2e.test.ts': 19,
  'e2e:portal/portal.e2e.test.ts': 16,
  'e2e:portal/bookingLifecycle.e2e.test.ts': 15,
  'e2e:ticket-chat.e2e.test.ts': 13,
  'e2e:playground.e2e.test.ts': 12,
  'e2e:loyalty-wallet.e2e.test.ts': 10,
  'e2e-lite:guest-booking.e2e.test.ts': 8,
  'e2e:guest-booking.e2e.test.ts': 6,
  'e2e-lite:playground.e2e.test.ts': 6,
  'e2e:booking-change.e2e.test.ts': 6,
  'e2e:portal/keys.e2e.test.ts': 6,
  'e2e:guest-booking-window.e2e.test.ts': 5,
  'e2e:portal/throttle.e2e.test.ts': 5,
  'e2e:host-page.e2e.test.ts': 3,
  'e2e-lite:host-page.e2e.test.ts': 3,
  'e2e:portal/languagePacks.e2e.test.ts': 2,
  'e2e:languagePacks.e2e.test.ts': 1,
  'e2e:testClock.e2e.test.ts': 1,
};
const UNLISTED = 5;

const keyOf = (spec: TestSpecification) =>
  `${spec.project.name}:${relative(spec.project.config.root, spec.moduleId)}`;

export class LaneSequencer extends BaseSequencer {
  /** Longest first, each to the lane with the least time so far; the same split in every lane. */
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const lanes = Array.from({ length: count }, () => ({
      seconds: 0,
      files: [] as TestSpecification[],
    }));
    const weighed = files
      .map((spec) => ({ spec, key: keyOf(spec), seconds: SECONDS[keyOf(spec)] ?? UNLISTED }))
      .sort((a, b) => b.seconds - a.seconds || a.key.localeCompare(b.key));
    for (const { spec, seconds } of weighed) {
      const lane = lanes.reduce((least, next) => (next.seconds < least.seconds ? next : least));
      lane.files.push(spec);
      lane.seconds += seconds;
    }
    return Promise.resolve(lanes[index - 1]!.files);
  }
}
