import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { E2E_BASE_URL } from './tests/e2e/support/server-settings.ts';
import { DESKTOP, PHONE } from './tests/e2e/support/sizes.ts';

/** Runs at both sizes (support/sizes.ts says which size a test runs at, and why some run at both). */
const BOTH_SIZES = /@both-sizes/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One ceiling for every test, none raising its own (issue 37). CI runs on the submitting session's
  // machine, whose speed changes from one session to the next (the same suite ran 2.7 times slower on
  // one than on the one before): the ceiling catches a hang, not a slow machine.
  timeout: 60_000,
  // A screen opened cold on that machine took up to 5 s to draw: an assertion waits up to 10 s.
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: `test-results/${process.env.E2E_PORT ?? 3100}`,
  forbidOnly: true,
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_ARGS,
    },
  },
  // The back-office specs change content; they run after the public ones, which assert the seeded site.
  projects: [
    // A public page runs on a phone; the database-outage spec runs its own server, once.
    { name: 'phone', testIgnore: 'admin/**', use: PHONE },
    { name: 'desktop', testIgnore: ['admin/**', 'database-outage.spec.ts'], grep: BOTH_SIZES, use: DESKTOP },
    // A back-office screen runs on a desktop; the content-kind screens (admin/content-kinds.spec.ts) run
    // in French on a phone and in English on a desktop.
    {
      name: 'admin-phone',
      testMatch: 'admin/**/*.spec.ts',
      grep: [BOTH_SIZES, /@content-kind-fr/],
      dependencies: ['phone', 'desktop'],
      use: PHONE,
    },
    {
      name: 'admin-desktop',
      testMatch: 'admin/**/*.spec.ts',
      grepInvert: /@content-kind-fr/,
      dependencies: ['phone', 'desktop'],
      use: DESKTOP,
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
