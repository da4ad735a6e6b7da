import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { afterTwoFrames, waitForHydration } from './support/hydration.ts';
import { holdRequests } from './support/held-requests.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The header's nine links, in the spec's order. */
const NAV_HREFS = ['/', '/about', '/services', '/solutions', '/portfolio', '/clients', '/blog', '/careers', '/contact'];
const NAV_LABELS = {
  fr: ['Accueil', 'À propos', 'Services', 'Solutions', 'Portfolio', 'Clients', 'Blog', 'Carrières', 'Contact'],
  en: ['Home', 'About', 'Services', 'Solutions', 'Portfolio', 'Clients', 'Blog', 'Careers', 'Contact'],
};
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

interface ServiceSummary {
  slug: string;
  name: string;
}

interface Settings {
  company: { name: string };
  contact: { email: string; phone: string; address: string };
  social: { facebook: string; linkedin: string; instagram: string; x: string };
}

async function activeServices(request: APIRequestContext, lang: 'fr' | 'en') {
  const response = await request.get(`/api/services/active?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ServiceSummary[] }).data;
}

async function publicSettings(request: APIRequestContext, lang: 'fr' | 'en') {
  const response = await request.get(`/api/settings?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Settings }).data;
}

async function open(page: Page, url: string) {
  const response = await visit(page, url);
  // The machine may be busy: give the first load and hydration some room.
  await waitForHydration(page);
  return response;
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page, name = 'Navigation principale') =>
  header(page).getByRole('navigation', { name, exact: true });
const menuButton = (page: Page, name = 'Ouvrir le menu') => header(page).getByRole('button', { name });
const mobileMenu = (page: Page, name = 'Menu') => page.getByRole('dialog', { name });
/** The element that carries the menu's data-state (closed, opening, open, closing). */
const menuFrame = (page: Page) => page.locator('[data-state]:has(> #mobile-menu)');

async function expectLinks(links: Locator, labels: string[], hrefs: string[]) {
  await expect(links).toHaveText(labels);
  for (const [index, href] of hrefs.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
}

async function openMobileMenu(page: Page, buttonName = 'Ouvrir le menu', menuName = 'Menu') {
  // After following a link the page is a new document: its header answers once the runtime has run.
  await waitForHydration(page);
  await menuButton(page, buttonName).click();
  await expect(menuFrame(page)).toHaveAttribute('data-state', 'open');
  return mobileMenu(page, menuName);
}

test.describe('header', () => {
  test('is sticky: still at the top of the screen after scrolling down the home page', async ({ page }) => {
    await open(page, '/');
    const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(documentHeight).toBeGreaterThan(2 * (page.viewportSize()?.height ?? 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(header(page)).toBeInViewport();
    await expect(header(page).getByRole('link', { name: 'Weltaare, accueil' })).toBeVisible();
    expect(await header(page).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
  });

  test('desktop: the nine links and the quote button, in French and English', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    await expectLinks(mainNav(page).getByRole('link'), NAV_LABELS.fr, NAV_HREFS);
    const quote = header(page).getByRole('link', { name: 'Demander un devis' });
    await expect(quote).toHaveAttribute('href', '/contact');
    await expect(header(page).getByRole('link', { name: 'Weltaare, accueil' })).toHaveAttribute('href', '/');
    // The language switcher is not in the header (spec section 1).
    await expect(header(page).getByRole('group')).toHaveCount(0);

    await open(page, '/en');
    await expectLinks(
      mainNav(page, 'Main navigation').getByRole('link'),
      NAV_LABELS.en,
      NAV_HREFS.map((href) => localizedPath(href, 'en')),
    );
    await expect(header(page).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/en/contact');
    await expect(header(page).getByRole('link', { name: 'Weltaare, home' })).toHaveAttribute('href', '/en');
    expect(errors).toEqual([]);
  });

  test('desktop: a header link loads the next page as a document and marks itself as the current page', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    const homeTitle = await page.getByRole('heading', { level: 1 }).innerText();
    await page.evaluate(() => ((window as unknown as { layoutMarker: string }).layoutMarker = 'same document'));

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'À propos' }).click();
    await expect(page).toHaveURL('/about');
    await expect(nav.getByRole('link', { name: 'À propos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeTitle);

    await header(page).getByRole('link', { name: 'Demander un devis' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await header(page).getByRole('link', { name: 'Weltaare, accueil' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTitle);
    // Public pages are documents (ADR 0014): each link loaded a new one, with no router in the browser.
    expect(await page.evaluate(() => (window as unknown as { layoutMarker?: string }).layoutMarker)).toBeUndefined();
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(errors).toEqual([]);
  });

  const activeCases: [string, string | null][] = [
    ['/', 'Accueil'],
    ['/about', 'À propos'],
    ['/services', 'Services'],
    ['/services/hosting', 'Services'],
    ['/solutions', 'Solutions'],
    ['/portfolio/some-project', 'Portfolio'],
    ['/clients', 'Clients'],
    ['/blog/x', 'Blog'],
    ['/careers', 'Carrières'],
    ['/contact', 'Contact'],
    ['/privacy', null],
    ['/page/that-does-not-exist', null],
  ];
  test('desktop: the active link is Accueil on / only, the others by prefix, none elsewhere', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [url, active] of activeCases) {
      await visit(page, url);
      const current = mainNav(page).locator('a[aria-current="page"]');
      if (active === null) {
        await expect(mainNav(page).getByRole('link'), url).toHaveCount(9);
        await expect(current, url).toHaveCount(0);
      } else {
        await expect(current, url).toHaveCount(1);
        await expect(current, url).toHaveText(active);
      }
    }
  });

  test('desktop: the Services dropdown lists the active services and closes on Escape and outside click', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const errors = collectConsoleErrors(page);
    const services = await activeServices(request, 'fr');
    expect(services).toHaveLength(8);
    await open(page, '/');
    const toggle = mainNav(page).getByRole('button', { name: 'Afficher les services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expectLinks(
      links,
      [...services.map((service) => service.name), 'Tous nos services'],
      [...services.map((service) => `/services/${service.slug}`), '/services'],
    );

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // An Escape pressed the moment the panel opens closes it too.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    // A click anywhere else on the page (the hero, left of the panel).
    await page.mouse.click(40, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await toggle.click();
    await links.filter({ hasText: services[2]!.name }).click();
    await expect(page).toHaveURL(`/services/${services[2]!.slug}`);
    await expect(panel).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors).toEqual([]);
  });

  test('desktop: the dropdown lists the services in English under /en', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const services = await activeServices(request, 'en');
    await open(page, '/en');
    const toggle = mainNav(page, 'Main navigation').getByRole('button', { name: 'Show the services' });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link')).toHaveText([...services.map((service) => service.name), 'All our services']);
  });
});

test.describe('mobile menu', () => {
  test('opens from the menu button, slides in from the right in 300 ms and locks the page scroll', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    // The desktop navigation is hidden on a phone; the menu button replaces it.
    await expect(mainNav(page)).toBeHidden();
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Record every state of the menu and the panel's left edge on each frame while it opens.
    await page.evaluate(() => {
      const record = { clickedAt: 0, states: [] as { state: string; at: number }[], lefts: [] as number[] };
      document.addEventListener('click', () => (record.clickedAt ||= performance.now()), { capture: true });
      (window as unknown as { menuRecord: typeof record }).menuRecord = record;
      let sampling = false;
      const sample = (until: number) => {
        const panel = document.getElementById('mobile-menu');
        if (panel) record.lefts.push(panel.getBoundingClientRect().left);
        if (performance.now() < until) requestAnimationFrame(() => sample(until));
      };
      new MutationObserver(() => {
        const frame = document.getElementById('mobile-menu')?.parentElement;
        // Changes of the page before the menu first appears (React Router removes its scripts after
        // hydration) are not menu states.
        if (!frame && record.states.length === 0) return;
        const state = frame?.dataset.state ?? 'closed';
        if (record.states.at(-1)?.state !== state) record.states.push({ state, at: performance.now() });
        if (frame && !sampling) {
          sampling = true;
          sample(performance.now() + 1000);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await expect(menuFrame(page)).toHaveAttribute('data-state', 'open');
    await expect(menu).toHaveClass(/translate-x-0/);
    await expect(menu).toHaveClass(/transition-transform/);
    await expect(menu).toHaveClass(/duration-300/);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // The record is complete once the menu reports 'open', at the end of its animation.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { menuRecord: { states: { state: string }[] } }).menuRecord.states.length,
        ),
      )
      .toBe(2);
    const record = await page.evaluate(
      () =>
        (
          window as unknown as {
            menuRecord: { clickedAt: number; states: { state: string; at: number }[]; lefts: number[] };
          }
        ).menuRecord,
    );
    expect(record.states.map((entry) => entry.state)).toEqual(['opening', 'open']);
    // 'open' comes the 300 ms of the animation after the click (a busy machine may add a little).
    const duration = record.states[1]!.at - record.clickedAt;
    expect(duration).toBeGreaterThanOrEqual(295);
    expect(duration).toBeLessThan(1000);
    // It slides in: it starts further right than where it ends, against the right edge of the screen.
    // On a busy machine the last frame of the slide may be drawn just after 'open' is reported.
    await expect
      .poll(async () => {
        const end = await menu.boundingBox();
        return Math.round(end!.x + end!.width);
      })
      .toBe(PHONE.width);
    const box = await menu.boundingBox();
    expect(record.lefts[0]).toBeGreaterThan(box!.x + 50);
    // Always moving left (never jumping back), towards its final place.
    for (let index = 1; index < record.lefts.length; index += 1)
      expect(record.lefts[index]).toBeLessThanOrEqual(record.lefts[index - 1]! + 0.5);
    expect(Math.min(...record.lefts)).toBeGreaterThanOrEqual(box!.x - 0.5);

    // The page behind cannot scroll while the menu is open.
    await page.mouse.wheel(0, 1500);
    await afterTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu(page)).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        (window as unknown as { menuRecord: { states: { state: string }[] } }).menuRecord.states.map(
          (entry) => entry.state,
        ),
      ),
    ).toEqual(['opening', 'open', 'closing', 'closed']);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('lists the nine links and the quote button in French and English', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    let menu = await openMobileMenu(page);
    await expectLinks(menu.getByRole('navigation').getByRole('link'), NAV_LABELS.fr, NAV_HREFS);
    await expect(menu.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact');
    await expect(menu.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();

    await open(page, '/en');
    menu = await openMobileMenu(page, 'Open the menu');
    await expectLinks(
      menu.getByRole('navigation', { name: 'Main navigation' }).getByRole('link'),
      NAV_LABELS.en,
      NAV_HREFS.map((href) => localizedPath(href, 'en')),
    );
    await expect(menu.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/en/contact');
    await menu.getByRole('button', { name: 'Close the menu' }).click();
    await expect(mobileMenu(page)).toHaveCount(0);
  });

  test('moves focus into the menu, traps Tab inside and gives focus back to the menu button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    const menu = await openMobileMenu(page);
    const close = menu.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Demander un devis' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    // Close button, the search box and its button, nine links, the services toggle, FR and EN, and the
    // quote link: 16 stops, then back to the start.
    const stops: string[] = [];
    for (let index = 0; index < 16; index += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const inside = Boolean(active && document.getElementById('mobile-menu')?.contains(active));
          const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
          return `${inside ? 'in' : 'OUT'}:${active?.getAttribute('aria-label') ?? label ?? active?.textContent ?? ''}`;
        }),
      );
    }
    expect(stops).toEqual([
      'in:Rechercher sur le site',
      'in:Lancer la recherche',
      ...NAV_LABELS.fr.slice(0, 3).map((label) => `in:${label}`),
      'in:Afficher les services',
      ...NAV_LABELS.fr.slice(3).map((label) => `in:${label}`),
      'in:fr Français',
      'in:en English',
      'in:Demander un devis',
      'in:Fermer le menu',
    ]);

    await close.click();
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
  });

  test('closes on a backdrop click', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    await openMobileMenu(page);
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 10, y: 400 } });
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('closes on a link click and the page changes', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const errors = collectConsoleErrors(page);
    await open(page, '/');
    const homeTitle = await page.getByRole('heading', { level: 1 }).innerText();
    const menu = await openMobileMenu(page);
    await menu.getByRole('link', { name: 'Carrières' }).click();
    await expect(page).toHaveURL('/careers');
    await expect(mobileMenu(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeTitle);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    const again = await openMobileMenu(page);
    await expect(again.getByRole('link', { name: 'Carrières' })).toHaveAttribute('aria-current', 'page');
    await expect(again.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await again.getByRole('link', { name: 'Demander un devis' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(mobileMenu(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the services submenu expands and lists the active services', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const services = await activeServices(request, 'fr');
    expect(services).toHaveLength(8);
    await open(page, '/services/hosting');
    const menu = await openMobileMenu(page);
    await expect(menu.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    const toggle = menu.getByRole('button', { name: 'Afficher les services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const submenu = menu.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(submenu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectLinks(
      submenu.getByRole('link'),
      services.map((service) => service.name),
      services.map((service) => `/services/${service.slug}`),
    );
    await expect(submenu.getByRole('link', { name: services.find((s) => s.slug === 'hosting')!.name })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();

    await toggle.click();
    await submenu.getByRole('link', { name: services[0]!.name }).click();
    await expect(page).toHaveURL(`/services/${services[0]!.slug}`);
    await expect(mobileMenu(page)).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('shows the logo, description, contact details from the settings and the social links', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const settings = await publicSettings(request, 'fr');
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Weltaare, accueil' })).toHaveAttribute('href', '/');
    await expect(
      footer.getByText(
        'Agence digitale guinéenne : sites web, applications mobiles, hébergement, design et communication pour les entreprises qui veulent grandir.',
      ),
    ).toBeVisible();
    await expect(footer.getByText(`Adresse\u00a0: ${settings.contact.address}`, { exact: true })).toBeVisible();
    const phone = footer.getByRole('link', { name: `Téléphone\u00a0: ${settings.contact.phone}` });
    await expect(phone).toHaveAttribute('href', `tel:${settings.contact.phone.replace(/\s/g, '')}`);
    const email = footer.getByRole('link', { name: `Email\u00a0: ${settings.contact.email}` });
    await expect(email).toHaveAttribute('href', `mailto:${settings.contact.email}`);

    const social = footer.getByRole('list', { name: 'Suivez-nous' }).getByRole('link');
    await expect(social).toHaveCount(4);
    const networks = [
      ['Weltaare sur Facebook', settings.social.facebook],
      ['Weltaare sur LinkedIn', settings.social.linkedin],
      ['Weltaare sur Instagram', settings.social.instagram],
      ['Weltaare sur X', settings.social.x],
    ] as const;
    for (const [index, [name, href]] of networks.entries()) {
      await expect(social.nth(index)).toHaveAccessibleName(name);
      await expect(social.nth(index)).toHaveAttribute('href', href);
      await expect(social.nth(index)).toHaveAttribute('target', '_blank');
      await expect(social.nth(index)).toHaveAttribute('rel', /noopener/);
    }

    await expect(
      footer.getByText(`© ${new Date().getFullYear()} ${settings.company.name}. Tous droits réservés.`),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('has the company, services (first five) and support columns', async ({ page, request }) => {
    const services = await activeServices(request, 'fr');
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const column = (title: string) =>
      footer.getByRole('heading', { level: 2, name: title, exact: true }).locator('xpath=following-sibling::ul[1]');

    await expectLinks(
      column('Entreprise').getByRole('link'),
      ['À propos', 'Portfolio', 'Clients', 'Blog', 'Carrières', 'Événements', 'Contact'],
      ['/about', '/portfolio', '/clients', '/blog', '/careers', '/evenements', '/contact'],
    );
    const firstFive = services.slice(0, 5);
    expect(firstFive).toHaveLength(5);
    await expectLinks(
      column('Services').getByRole('link'),
      firstFive.map((service) => service.name),
      firstFive.map((service) => `/services/${service.slug}`),
    );
    await expectLinks(
      column('Support').getByRole('link'),
      [
        'Documentation',
        'Centre d’aide',
        'Politique de confidentialité',
        'Mentions légales',
        'Conditions d’utilisation',
        'Accessibilité',
      ],
      ['/docs', '/help', '/privacy', '/legal', '/terms', '/accessibility'],
    );
  });

  test('is complete in English under /en', async ({ page, request }) => {
    const [settings, services] = await Promise.all([publicSettings(request, 'en'), activeServices(request, 'en')]);
    await open(page, '/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Weltaare, home' })).toBeVisible();
    await expect(
      footer.getByText(
        'A Guinean digital agency: websites, mobile apps, hosting, design and communication for businesses that want to grow.',
      ),
    ).toBeVisible();
    await expect(footer.getByText(settings.contact.address)).toBeVisible();
    await expect(footer.getByRole('link', { name: `Email: ${settings.contact.email}` })).toBeVisible();
    await expect(footer.getByRole('link', { name: `Phone: ${settings.contact.phone}` })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('link', { name: 'Weltaare on LinkedIn' })).toBeVisible();
    for (const title of ['Company', 'Services', 'Support', 'Newsletter'])
      await expect(footer.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: services[0]!.name })).toHaveAttribute(
      'href',
      `/en/services/${services[0]!.slug}`,
    );
    for (const name of [
      'Documentation',
      'Help centre',
      'Privacy policy',
      'Legal notice',
      'Terms of service',
      'Accessibility',
    ])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('href', '/en/events');
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} ${settings.company.name}. All rights reserved.`),
    ).toBeVisible();
    await expect(footer.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute(
      'placeholder',
      'you@example.com',
    );
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});

test.describe('footer newsletter', () => {
  test('the email is required: the browser blocks an empty submit', async ({ page }) => {
    await open(page, '/');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter')) posts.push(request.url());
    });
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Votre adresse email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('required', '');
    await expect(input).toHaveAttribute('placeholder', 'vous@exemple.com');
    await footer.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(input).toBeFocused();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
    await afterTwoFrames(page);
    expect(posts).toEqual([]);
    await expect(
      footer.getByText('Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.'),
    ).toHaveCount(0);
  });

  test('a valid address is stored and confirmed; subscribing again answers exactly alike', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const email = `layout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await open(page, '/');
    // The real request waits (then reaches the server) until the sending state has been seen.
    const release = await holdRequests(page, '**/api/newsletter*');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Votre adresse email' });
    await input.fill(email);
    const created = page.waitForResponse(
      (response) => response.url().includes('/api/newsletter') && response.request().method() === 'POST',
    );
    await footer.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(footer.getByRole('button', { name: 'Inscription…' })).toBeDisabled();
    release();
    const response = await created;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: { email: string } }).data.email).toBe(email);
    await expect(
      footer.getByRole('status').filter({
        hasText: 'Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.',
      }),
    ).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(footer.getByRole('button', { name: 'S’inscrire' })).toBeEnabled();

    // The row exists: the same address again gets the same answer, so nobody learns who is subscribed.
    await input.fill(email.toUpperCase());
    const again = page.waitForResponse(
      (response) => response.url().includes('/api/newsletter') && response.request().method() === 'POST',
    );
    await footer.getByRole('button', { name: 'S’inscrire' }).click();
    expect((await again).status()).toBe(200);
    await expect(
      footer.getByText('Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an address the server refuses shows the error and keeps the input', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, '/en');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: 'Your email address' });
    // The browser accepts "x@y" (no dot needed in the domain); the server's stricter check refuses it.
    await input.fill('x@y');
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(true);
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/newsletter') && response.request().method() === 'POST',
    );
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await refused).status()).toBe(422);
    await expect(
      footer.getByRole('status').filter({ hasText: 'The subscription failed. Check the address and try again.' }),
    ).toBeVisible();
    await expect(
      footer.getByText('Thank you! Check your inbox: follow the link we sent to confirm your subscription.'),
    ).toHaveCount(0);
    await expect(input).toHaveValue('x@y');
    // Only the browser's own report of the refused request, no application error.
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
  });
});

test.describe('footer newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['fr', 'en'] as const) {
    test(`${language}: the form posts to the subscription page, which asks again for a wrong address and then thanks`, async ({
      page,
    }) => {
      const texts = {
        fr: {
          home: '/',
          label: 'Votre adresse email',
          submit: 'S’inscrire',
          again: 'S’inscrire à la newsletter',
          refused: 'L’inscription a échoué. Vérifiez l’adresse et réessayez.',
          thanksTitle: 'Vérifiez votre boîte mail',
          thanks: 'Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.',
        },
        en: {
          home: '/en',
          label: 'Your email address',
          submit: 'Subscribe',
          again: 'Subscribe to the newsletter',
          refused: 'The subscription failed. Check the address and try again.',
          thanksTitle: 'Check your inbox',
          thanks: 'Thank you! Check your inbox: follow the link we sent to confirm your subscription.',
        },
      }[language];
      await visit(page, texts.home);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox', { name: texts.label }).fill('x@y');
      await footer.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.again);
      await expect(page.getByRole('alert')).toHaveText(texts.refused);
      const form = page.getByRole('main');
      await expect(form.getByRole('textbox', { name: texts.label })).toHaveValue('x@y');

      const email = `sans-js-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await form.getByRole('textbox', { name: texts.label }).fill(email);
      await form.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.thanksTitle);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.thanks);
    });
  }
});

test.describe('skip link', () => {
  test('"Aller au contenu" is the first stop and moves focus to the main content', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the main content, after the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.getElementById('main')?.contains(document.activeElement)))).toBe(
      true,
    );
  });

  test('reads "Skip to content" in English', async ({ page }) => {
    await open(page, '/en');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('accessibility of the layout', () => {
  test('desktop: axe finds no violation on "/" with the Services dropdown open, in French and English', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    for (const [url, toggleName] of [
      ['/', 'Afficher les services'],
      ['/en', 'Show the services'],
    ] as const) {
      await open(page, url);
      await expectNoAxeViolations(page);
      await header(page).getByRole('button', { name: toggleName }).click();
      await expect(header(page).getByRole('button', { name: toggleName })).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    }
  });

  test('phone: axe finds no violation on "/" with the mobile menu open, in French and English', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const [url, openName, menuName, toggleName] of [
      ['/', 'Ouvrir le menu', 'Menu', 'Afficher les services'],
      ['/en', 'Open the menu', 'Menu', 'Show the services'],
    ] as const) {
      await open(page, url);
      await expectNoAxeViolations(page);
      const menu = await openMobileMenu(page, openName, menuName);
      await expectNoAxeViolations(page);
      await menu.getByRole('button', { name: toggleName }).click();
      await expect(menu.getByRole('button', { name: toggleName })).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    }
  });
});
