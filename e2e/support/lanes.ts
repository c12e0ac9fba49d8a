// `pnpm e2e --shard=1/2` and `--shard=2/2`: the journeys in two lanes of about equal time (vitest's
// own sharding splits by file count, and one fault suite outlasts twenty small journeys). Each lane
// is its own vitest process, so its own demo API, playground and browser (globalSetup.ts): lanes
// never share demo state, and `pnpm test` runs them side by side (one lane keeps ~1 core busy).
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * About how long each file takes (seconds, a loaded 2-core machine, hooks included), by project and
 * path under e2e/. Only the split reads these: a lane's files still run one at a time, the longest
 * first. A new file counts as {@link UNLISTED} until it is listed; list any that takes minutes.
 */
const SECONDS: Record<string, number> = {
  'e2e:fault.e2e.test.ts': 500,
  'e2e:portal/requestBudget.e2e.test.ts': 180,
  'e2e:portal/everyRoute.e2e.test.ts': 150,
  'e2e:portal/fit320.e2e.test.ts': 80,
  'e2e:interop/interop.e2e.test.ts': 75,
  'e2e:xss.e2e.test.ts': 45,
  'e2e:portal/sessions.e2e.test.ts': 30,
  'e2e:portal/bookingLifecycle.e2e.test.ts': 30,
  'e2e:portal/portal.e2e.test.ts': 35,
  'e2e:portal/languagePacks.e2e.test.ts': 20,
  'e2e:playground.e2e.test.ts': 20,
  'e2e:apartment-bills.e2e.test.ts': 30,
  'e2e:loyalty-wallet.e2e.test.ts': 20,
  'e2e-lite:playground.e2e.test.ts': 10,
};
const UNLISTED = 10;

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
