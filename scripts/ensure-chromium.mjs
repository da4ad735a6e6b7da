// The end-to-end tests drive Debian's Chromium: the full browser (what visitors run, which the benchmarks
// measure) and its headless shell (what the browser suite runs, ADR 0050). Installs through apt-get what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = [
  ['chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'],
  ['chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
];

const missing = PACKAGES.filter(([, binary]) => !existsSync(binary)).map(([name]) => name);
if (missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(' and ')} (missing)...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' });
  if (run(['apt-get', 'update']).status !== 0 || run(['apt-get', 'install', '-y', ...missing]).status !== 0) {
    console.error(`Could not install ${missing.join(' and ')} with apt-get.`);
    process.exit(1);
  }
}
