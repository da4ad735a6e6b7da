import type { Page } from '@playwright/test';

/**
 * Holds the page's requests matching `patterns` before they reach the real server, until the test
 * calls the returned `release`: the state shown while waiting (a sending button, a spinner) is
 * checked for as long as the test needs, then the answers come, with no fixed delay.
 */
export async function holdRequests(page: Page, ...patterns: string[]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const pattern of patterns) {
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}
