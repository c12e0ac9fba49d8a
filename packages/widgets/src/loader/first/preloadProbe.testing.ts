// A module the painter's preload test fetches (firstView.test.tsx): it counts its own runs.
const counter = globalThis as { sakhliProbeRuns?: number };
counter.sakhliProbeRuns = (counter.sakhliProbeRuns ?? 0) + 1;
export {};
