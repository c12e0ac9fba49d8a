// Finds the system Chromium (CHROME_PATH first); installs Debian's package when root and missing.
// No tool downloads its own browser here.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.',
    );
  }
  console.log('Installing Chromium from Debian (apt-get install chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  return '/usr/bin/chromium';
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
