// Printing `pnpm bench` figures with their ratio to the floor, and the run's facts for results.json.
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value, floor) => Math.round((value / floor) * 100) / 100;
export const times = (value, floor) => `×${ratio(value, floor).toFixed(2)}`;

/** One line: a label, a figure and, when there is a floor figure, its ratio. */
export function line(label, figure, ratioText = '') {
  console.log(`  ${label.padEnd(52)} ${String(figure).padStart(10)}  ${ratioText}`);
}

/** What makes runs comparable: the commit, the machine and how loaded it was. */
export function runFacts() {
  const git = (args) => {
    try {
      return execSync(`git ${args}`, { encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  };
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse HEAD'),
    dirty: Boolean(git('status --porcelain --untracked-files=no')),
    node: process.version,
    cores: cpus().length,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
