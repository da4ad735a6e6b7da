import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { E2E_BASE_URL } from './tests/e2e/support/server-settings.ts';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
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
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  // The back-office specs change content; they run after the public ones, which assert the seeded site.
  projects: [
    // The database-outage spec runs its own server: once is enough.
    { name: 'phone', testIgnore: ['admin/**', 'database-outage.spec.ts'], use: PHONE },
    // What is about a phone's screen alone (tagged @phone-only) runs once, on the phone.
    { name: 'desktop', testIgnore: 'admin/**', grepInvert: /@phone-only/, use: DESKTOP },
    // The content-kind screens (admin/content-kinds.spec.ts): French on a phone, English on a desktop.
    {
      name: 'admin-phone',
      testMatch: 'admin/**/*.spec.ts',
      grepInvert: /@content-kind-en/,
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
