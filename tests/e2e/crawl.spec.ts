import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { seedBlogPosts } from '../../server/db/seed/content/blog-posts.ts';
import { seedEvents } from '../../server/db/seed/content/events.ts';
import { seedJobPosts } from '../../server/db/seed/content/job-posts.ts';
import { seedProjects } from '../../server/db/seed/content/projects.ts';
import { seedServices } from '../../server/db/seed/content/services.ts';
import { adminApi, apiLogin, createStaff } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { CONTENT_KIND_SCREENS } from './support/content-kind-cases.ts';
import { afterTwoFrames, isHydrated, waitForHydration } from './support/hydration.ts';
import { type TestJob, applyTo, createJob, removeJob } from './support/job-applications.ts';
import { visit } from './support/language.ts';
import { isBackOfficePattern, patternExpression, routePatterns } from './support/route-addresses.ts';
import { E2E_BASE_URL } from './support/server-settings.ts';
import { DESKTOP, PHONE } from './support/sizes.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

/*
 * The crawl: every public page and every back-office screen of app/routes.ts (a new route is crawled,
 * or this fails until it is given an address), with a French and an English browser, on a phone and
 * a desktop. On each: the page answers as it should, draws its heading, and shows no error page; no
 * console error, no failed request; axe-core once per size and language.
 * - A public page: the browser of its own language at both sizes (axe each time), the other browser
 *   on a phone (the address names the language: the browser's own changes nothing, which it proves).
 * - A back-office screen, logged out: it leads to the login, in the browser's language (a French
 *   browser on a phone, an English one on a desktop: the guard does not depend on the size).
 * - A back-office screen as an editor, with both browsers at both sizes: each browser opens the first
 *   screen by its address and every next one as a link would, without a reload (the English
 *   browser's crash on its first client navigation went unseen until issue 37); axe in French on a
 *   phone and in English on a desktop.
 * One test per page and visitor, each with the whole test time: a worker's first test of a browser
 * opens it cold (four at once took 30 s on a slow machine). It runs once, in the phone project: it
 * opens its own browser contexts, at both sizes.
 */

const FRENCH = { name: 'a French browser', locale: 'fr-FR', language: 'fr' } as const;
const ENGLISH = { name: 'an English browser', locale: 'en-US', language: 'en' } as const;
const PHONE_SIZE = { name: 'phone', use: PHONE } as const;
const DESKTOP_SIZE = { name: 'desktop', use: DESKTOP } as const;
type Visitor = { browser: typeof FRENCH | typeof ENGLISH; size: typeof PHONE_SIZE | typeof DESKTOP_SIZE };

/** Every browser at both sizes. */
const ALL_VISITORS: Visitor[] = [FRENCH, ENGLISH].flatMap((browser) =>
  [PHONE_SIZE, DESKTOP_SIZE].map((size) => ({ browser, size })),
);
/** Each language once and each size once: a French browser on a phone, an English one on a desktop. */
const TWO_VISITORS: Visitor[] = [
  { browser: FRENCH, size: PHONE_SIZE },
  { browser: ENGLISH, size: DESKTOP_SIZE },
];
/** Which visitors open a public page in `language`: its own language's at both sizes, the other on a phone. */
const publicVisitors = (language: Language): Visitor[] =>
  ALL_VISITORS.filter(({ browser, size }) => browser.language === language || size === PHONE_SIZE);
/** The language of a public pattern's pages: its address names it. */
const patternLanguage = (pattern: string): Language => (pattern === '/en' || pattern.startsWith('/en/') ? 'en' : 'fr');
const describeVisitor = (path: string, { browser, size }: Visitor) => `${path}, ${browser.name} on a ${size.name}`;

/** The error page's headings (root.tsx's boundary and PageError): a route that is not the 404 must show none. */
const ERROR_HEADING =
  /^(Une erreur est survenue|Something went wrong|Site momentanément indisponible|Site temporarily unavailable|Oups ! Page non trouvée|Oops! Page not found)$/;
const NOT_FOUND = { fr: 'Oups ! Page non trouvée', en: 'Oops! Page not found' };
const LOGIN = { fr: 'Connexion à l’administration', en: 'Log in to the admin' };

/** Public addresses with no page of their own in the sitemap, what they answer and the heading they show. */
const INVALID_LINK = { fr: 'Lien non valide', en: 'Invalid link' };
const QUOTE_NOT_FOUND = { fr: 'Devis introuvable', en: 'Quote not found' };
const SUBSCRIBE = { fr: 'S’inscrire à la newsletter', en: 'Subscribe to the newsletter' };
const PUBLIC_ANSWERS: Record<string, { path: string; status: number; heading?: Record<Language, string> }> = {
  '/*': { path: '/cette-adresse-n-existe-pas', status: 404, heading: NOT_FOUND },
  '/en/*': { path: '/en/this-address-does-not-exist', status: 404, heading: NOT_FOUND },
  // A confirmation or unsubscription link without its address and token finds nothing to act on.
  '/newsletter/confirm': { path: '/newsletter/confirm', status: 404, heading: INVALID_LINK },
  '/en/newsletter/confirm': { path: '/en/newsletter/confirm', status: 404, heading: INVALID_LINK },
  '/newsletter/unsubscribe': { path: '/newsletter/unsubscribe', status: 404, heading: INVALID_LINK },
  '/en/newsletter/unsubscribe': { path: '/en/newsletter/unsubscribe', status: 404, heading: INVALID_LINK },
  // Where a newsletter form posts without JavaScript; asked for, it offers the form.
  '/newsletter/subscribe': { path: '/newsletter/subscribe', status: 200, heading: SUBSCRIBE },
  '/en/newsletter/subscribe': { path: '/en/newsletter/subscribe', status: 200, heading: SUBSCRIBE },
  // A quote's page without a quote behind its secret (its own states: admin/quotes.spec.ts, quote-page.spec.ts).
  '/quote/:token': { path: `/quote/${'0'.repeat(48)}`, status: 404, heading: QUOTE_NOT_FOUND },
  '/en/quote/:token': { path: `/en/quote/${'0'.repeat(48)}`, status: 404, heading: QUOTE_NOT_FOUND },
  '/offline': { path: '/offline', status: 200 },
  '/en/offline': { path: '/en/offline', status: 200 },
  // The search is never in the sitemap (its own states: search.spec.ts).
  '/recherche': { path: '/recherche?q=site', status: 200 },
  '/en/search': { path: '/en/search?q=website', status: 200 },
};

/** The seeded items' slugs: detail pages are taken from the sitemap among those (tests add and remove others). */
const SEEDED_SLUGS = new Set(
  [...seedServices, ...seedProjects, ...seedBlogPosts, ...seedJobPosts, ...seedEvents(new Date())].flatMap((item) => {
    const { slug, slugEn } = item as { slug: string; slugEn?: string };
    return slugEn ? [slug, slugEn] : [slug];
  }),
);

const patterns = routePatterns();
// A file is not a page (an event's calendar file: events.spec.ts reads it).
const publicPatterns = patterns.filter((pattern) => !isBackOfficePattern(pattern) && !pattern.endsWith('.ics'));
const backOfficePatterns = patterns.filter(isBackOfficePattern);

/** The sitemap's paths, read once per worker. */
let sitemapPaths: Promise<string[]> | undefined;
function readSitemap(request: APIRequestContext) {
  sitemapPaths ??= request
    .get('/sitemap.xml')
    .then((response) => response.text())
    .then((xml) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        match[1]!.replaceAll('&amp;', '&').slice(E2E_BASE_URL.length),
      ),
    );
  return sitemapPaths;
}

/** The address of a public pattern: from PUBLIC_ANSWERS, else the sitemap (a seeded item for a detail page). */
async function publicAddress(request: APIRequestContext, pattern: string) {
  if (PUBLIC_ANSWERS[pattern]) return PUBLIC_ANSWERS[pattern];
  const expression = patternExpression(pattern);
  const path = (await readSitemap(request)).find(
    (each) => expression.test(each) && (!pattern.includes(':') || SEEDED_SLUGS.has(each.split('/').at(-1)!)),
  );
  expect(path, `${pattern}: no page of the sitemap, and no address in PUBLIC_ANSWERS`).toBeDefined();
  return { path: path!, status: 200, heading: undefined };
}

/** Watches a page for console errors and failed requests. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it was still fetching: that is the browser, not the site.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/**
 * The worker's browser of this language, size and session, kept from one route to the next (as a
 * visitor's: its cache warm), its page watched; what it saw before is forgotten.
 */
const opened = new Map<string, Promise<{ page: Page; problems: string[] }>>();
async function browserOf(
  browser: Browser,
  area: 'public' | 'back office',
  { browser: { locale }, size }: Visitor,
  token?: string,
) {
  // The public crawl saves the language of the page it visits: the back office's visitor starts without it.
  const key = `${area} ${locale} ${size.name} ${token ? 'editor' : 'visitor'}`;
  if (!opened.has(key)) {
    opened.set(
      key,
      (async () => {
        const context = await browser.newContext({ ...size.use, locale, baseURL: E2E_BASE_URL });
        if (token) await context.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
        const page = await context.newPage();
        return { page, problems: watch(page) };
      })(),
    );
  }
  const watched = await opened.get(key)!;
  watched.problems.length = 0;
  return watched;
}

test.describe('the crawl of the public site', () => {
  for (const pattern of publicPatterns) {
    for (const visitor of publicVisitors(patternLanguage(pattern))) {
      test(`${pattern}: ${visitor.browser.name} on a ${visitor.size.name}`, async ({ browser, request }) => {
        const { path, status, heading } = await publicAddress(request, pattern);
        const pageLanguage = patternLanguage(pattern);
        const where = describeVisitor(path, visitor);
        const { page, problems } = await browserOf(browser, 'public', visitor);
        const response = await visit(page, path);
        expect(response?.status(), where).toBe(status);
        await expect(page.locator('html'), where).toHaveAttribute('lang', pageLanguage);
        await waitForHydration(page);
        const title = page.getByRole('heading', { level: 1 });
        if (heading) await expect(title, where).toHaveText(heading[pageLanguage]);
        else await expect(title, where).not.toHaveText(ERROR_HEADING);
        if (visitor.browser.language === pageLanguage) await expectNoAxeViolations(page);
        // The page's own status is logged by the browser when it is an error: that one is expected.
        expect(
          problems.filter((problem) => status < 400 || !problem.includes(String(status))),
          where,
        ).toEqual([]);
      });
    }
  }
});

/**
 * Opens a back-office screen: by its address when the browser is not yet on the back office, else as
 * a link does (the router's own navigation, no reload), then waits until the screen is drawn.
 */
async function openScreen(page: Page, path: string) {
  if (!new URL(page.url()).pathname.startsWith('/admin') || !(await isHydrated(page))) {
    await page.goto(path);
    return;
  }
  // Not awaited in the page: a navigation that never ends (a guard holding it) fails on the address
  // below, saying where, instead of running out the test's time.
  await page.evaluate((to) => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate(to);
  }, path);
  await expect(page).toHaveURL(new URL(path, E2E_BASE_URL).href, { timeout: 15_000 });
  await afterTwoFrames(page);
}

test.describe('the crawl of the back office', () => {
  /** What the crawl opens, made once per worker and removed after: a job with an application, a newsletter issue. */
  let made: { job: TestJob; applicationId: number; issueId: number; token: string } | undefined;
  const seededItemOf: Record<string, number> = {};

  test.beforeAll(async ({ request }) => {
    const job = await createJob(request);
    const applicationId = await applyTo(request, job, 'Candidat du parcours');
    const issue = await adminApi<{ id: number }>(request, 'POST', '/admin/newsletter/issues', {
      subject: { fr: 'Lettre du parcours', en: 'Crawl letter' },
      body: { fr: '<p>Bonjour</p>', en: '<p>Hello</p>' },
    });
    // One editor per worker, signed in once: each browser of the worker keeps the session.
    const token = await apiLogin(request, await createStaff(request, 'editor'));
    made = { job, applicationId, issueId: issue.id, token };
    // The oldest item of each kind is a seeded one, which no test removes (others come and go).
    // The site's own pages (ADR 0064) too: made at start, never removed.
    for (const kind of [...CONTENT_KIND_SCREENS.map((screens) => screens.kind), pagesKind]) {
      const items = await adminApi<{ id: number }[]>(request, 'GET', `/admin/${kind.name}?per_page=100`);
      seededItemOf[kind.adminPath] = Math.min(...items.map((item) => item.id));
    }
  });

  test.afterAll(async ({ request }) => {
    if (!made) return;
    await removeJob(request, made.job);
    await adminApi(request, 'DELETE', `/admin/newsletter/issues/${made.issueId}`);
  });

  /** The address of a back-office pattern: a seeded item of a kind, or what the crawl made. */
  function backOfficeAddress(pattern: string) {
    let path = pattern;
    if (pattern.endsWith('/edit/:id'))
      path = pattern.replace(':id', String(seededItemOf[pattern.slice(0, -'/edit/:id'.length)]));
    if (pattern === '/admin/job-applications/:id') path = `/admin/job-applications/${made!.applicationId}`;
    if (pattern === '/admin/newsletter/issues/:id') path = `/admin/newsletter/issues/${made!.issueId}`;
    expect(path, `${pattern}: the crawl does not know which item to open`).toMatch(/^[^:]+$/);
    return path;
  }

  for (const pattern of backOfficePatterns) {
    for (const visitor of TWO_VISITORS) {
      test(`${pattern}: logged out, ${visitor.browser.name} on a ${visitor.size.name} is led to the login`, async ({
        browser,
      }) => {
        const path = backOfficeAddress(pattern);
        const where = describeVisitor(path, visitor);
        const language = visitor.browser.language;
        const { page, problems } = await browserOf(browser, 'back office', visitor);
        await page.goto(path);
        await expect(page, where).toHaveURL(/\/admin\/login(\?|$)/);
        await expect(page.locator('html'), where).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 }), where).toHaveText(LOGIN[language]);
        if (pattern === '/admin/login') await expectNoAxeViolations(page);
        // Asking who is signed in answers 401 to a visitor: that is the answer, not a failure.
        expect(
          problems.filter((problem) => !/^401: .*\/api\/auth\/me$/.test(problem)),
          where,
        ).toEqual([]);
      });
    }

    if (pattern === '/admin/login') continue;
    for (const visitor of ALL_VISITORS) {
      test(`${pattern}: an editor with ${visitor.browser.name} on a ${visitor.size.name} sees it whole`, async ({
        browser,
      }) => {
        const path = backOfficeAddress(pattern);
        const where = describeVisitor(path, visitor);
        const language = visitor.browser.language;
        const { page, problems } = await browserOf(browser, 'back office', visitor, made!.token);
        await openScreen(page, path);
        await expect(page.locator('html'), where).toHaveAttribute('lang', language);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title, where).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^(Chargement…|Loading\.\.\.)$/ }), where).toHaveCount(
          0,
        );
        await expect(title, where).not.toHaveText(ERROR_HEADING);
        if ((language === 'fr') === (visitor.size === PHONE_SIZE)) await expectNoAxeViolations(page);
        expect(problems, where).toEqual([]);
      });
    }
  }
});
