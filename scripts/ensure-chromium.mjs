// The end-to-end tests drive Debian's Chromium; install it through apt-get when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' });
  if (run(['apt-get', 'update']).status !== 0 || run(['apt-get', 'install', '-y', 'chromium']).status !== 0) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}
