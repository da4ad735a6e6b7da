import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '#contract/languages.ts';
import { isHydrated } from './hydration.ts';
import { E2E_BASE_URL } from './server-settings.ts';
import { localizedHref, splitLanguagePath } from '#contract/page-urls.ts';

type GotoOptions = Parameters<Page['goto']>[1];

/**
 * Opens an address as a visitor whose saved choice is the language it names: a visitor arriving with
 * another saved choice would be taken to the page in their language instead (language.spec.ts tests that).
 */
export async function visit(page: Page, url: string, options?: GotoOptions) {
  // A relative address is on the shared server; a test on a site of its own (own-site.ts) gives it whole.
  const target = new URL(url, E2E_BASE_URL);
  const { language } = splitLanguagePath(target.pathname);
  // The page on screen may still be running its first script, which saves the browser's language as
  // the visitor's choice (spec section 4): it is left first, so it cannot overwrite the cookie set here.
  // A plain-text file of the site, not about:blank, where the tests' init scripts may not touch storage.
  // A page whose scripts have run (hydrated) has saved what it saves: the next address follows at once.
  if (page.url().startsWith(target.origin) && !(await isHydrated(page))) {
    await page.goto(`${target.origin}/robots.txt`);
  }
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: target.origin }]);
  return page.goto(target.href, options);
}

/** Opens a public page ("/services", "/blog?tag=pme") at its address in `language`. */
export function openPage(page: Page, path: string, language: Language = 'fr', options?: GotoOptions) {
  return visit(page, localizedHref(path, language), options);
}
