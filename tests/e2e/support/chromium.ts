import { existsSync } from 'node:fs';

/** The machine's Chromium (never a downloaded browser): what a visitor runs, which the benchmarks measure. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium-headless-shell: the same Blink without the desktop browser around it (ADR 0050). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser suite's browser: the headless shell, which ran the same tests in 20 to 40 % less time
 * than the full Chromium on 2 cores; the full one where the shell is not installed, or as CHROMIUM_PATH says.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How the suite launches a browser: QUIC off, so every request goes over the TCP the server listens on. */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-quic'];

/**
 * The full Chromium, for a test of what a phone downloads: the headless shell fetched the home
 * hero's covers that a phone's full Chromium skips (`<source media>` for wide screens), ADR 0050.
 */
export const VISITOR_BROWSER = { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS };
