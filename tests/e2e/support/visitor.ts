import type { Browser } from '@playwright/test';

/** A person's phone as the visit statistics see it: not headless Chromium's name, which counts as a robot's. */
export const VISITOR_PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * A visitor's browser whose every view is counted: a person's name; no service worker (Chromium sends
 * its fetches with its own headless name, Playwright #41070); no cache (a page still fresh in it is
 * shown without asking, and counted by no server).
 */
export async function countedVisitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ userAgent: VISITOR_PHONE, locale, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await (await context.newCDPSession(tab)).send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, tab };
}
