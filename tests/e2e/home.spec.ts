import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { atBothSizes } from './support/sizes.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';

interface ServiceSummary {
  name: string;
  slug: string;
}

async function featuredServices(request: APIRequestContext, lang: 'fr' | 'en') {
  const response = await request.get(`/api/services/featured?lang=${lang}`);
  return ((await response.json()) as { data: ServiceSummary[] }).data.slice(0, 6);
}

test.describe('home page', () => {
  // The production build's boot script: the in-process pages of the API tests run Vite's instead.
  test('the server HTML runs one inline boot script, the one its CSP allows by hash', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'fr-FR' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // A document runs the site's own files and its one inline boot script, allowed by its hash: no
    // nonce, so the same HTML for everyone (ADR 0014, 0030).
    const inline = [...html.matchAll(/<script type="module"[^>]*>([^<]+)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(response.headers()['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  test('hydrates in the browser with no console error and shows the hero and featured services', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const services = await featuredServices(request, 'fr');
    await visit(page, '/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des solutions digitales qui font grandir votre entreprise',
    );
    await expect(page.getByText('Votre partenaire digital en Guinée')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Voir nos réalisations' })).toHaveAttribute('href', '/portfolio');

    const cards = page.getByRole('region', { name: 'Nos services phares' }).getByRole('article');
    await expect(cards).toHaveCount(services.length);
    for (const service of services) {
      await expect(page.getByRole('heading', { level: 3, name: service.name })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  for (const language of ['fr', 'en'] as const) {
    // Layout: the hero fills the screen below the header on a phone and a desktop alike.
    test(
      `[${language}] the hero fills the screen below the header, its calls to action in the first screen`,
      atBothSizes('the hero fills the first screen of a phone and of a desktop, which differ in shape'),
      async ({ page }) => {
        await openPage(page, '/', language);
        const viewport = page.viewportSize()!;
        const header = (await page.getByRole('banner').boundingBox())!;
        const hero = (await page.locator('main section').first().boundingBox())!;
        expect(hero.y).toBe(header.y + header.height);
        expect(hero.y + hero.height).toBeGreaterThanOrEqual(viewport.height);
        for (const name of language === 'fr'
          ? ['Démarrer un projet', 'Voir nos réalisations']
          : ['Start a project', 'See our work']) {
          const cta = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
          expect(cta.y + cta.height, name).toBeLessThanOrEqual(viewport.height);
        }
      },
    );
  }

  test('renders in English with ?lang=en', async ({ page, request }) => {
    const services = await featuredServices(request, 'en');
    await openPage(page, '/', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital solutions that grow your business');
    await expect(page.getByRole('heading', { level: 3, name: services[0]!.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a project' })).toBeVisible();
  });

  test('is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nos services phares' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Weltaare en chiffres' }).getByTestId('counter-value')).toHaveText([
      '100+',
      '50+',
      '5+',
      '4',
    ]);
    await expect(page.getByRole('region', { name: 'Ce que disent nos clients' }).getByRole('figure')).toHaveCount(3);
    await context.close();
  });
});

interface Stat {
  key: string;
  value: number;
  suffix: string;
  label: string;
}

interface Testimonial {
  client_name: string;
  client_photo: string | null;
}

interface Project {
  title: string;
  slug: string;
}

async function apiData<T>(request: APIRequestContext, path: string, lang: 'fr' | 'en'): Promise<T> {
  const response = await request.get(`${path}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const shownValue = (stat: Stat, lang: 'fr' | 'en') =>
  `${new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US').format(stat.value)}${stat.suffix}`;

const HOME_TEXTS = {
  fr: {
    path: '/',
    stats: 'Weltaare en chiffres',
    services: 'Nos services phares',
    why: 'Pourquoi choisir Weltaare ?',
    tiles: ['Expertise locale', 'Standards internationaux', 'Innovation', 'Support 24/7'],
    projects: 'Nos réalisations',
    viewProject: (title: string) => `Voir le projet ${title}`,
    testimonials: 'Ce que disent nos clients',
    allServices: 'Voir tous nos services',
    allProjects: 'Voir tout le portfolio',
    cta: 'Contactez-nous',
  },
  en: {
    path: '/en',
    stats: 'Weltaare in numbers',
    services: 'Our featured services',
    why: 'Why choose Weltaare?',
    tiles: ['Local expertise', 'Global standards', 'Innovation', '24/7 support'],
    projects: 'Our work',
    viewProject: (title: string) => `View the project ${title}`,
    testimonials: 'What our clients say',
    allServices: 'See all our services',
    allProjects: 'See the full portfolio',
    cta: 'Contact us',
  },
} as const;

test.describe('home page sections', () => {
  for (const lang of ['fr', 'en'] as const) {
    const texts = HOME_TEXTS[lang];

    test(`[${lang}] the counters count up from 0 to the settings' figures once scrolled into view`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const { stats } = await apiData<{ stats: Stat[] }>(request, '/api/settings', lang);
      expect(stats.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['100+', '50+', '5+', '4']);
      await visit(page, texts.path);
      await waitForHydration(page);
      const region = page.getByRole('region', { name: texts.stats });
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(4);

      // Below the full-screen hero: the server's final figure, in a box already as wide as it; its island
      // is hydrated only near the screen (ADR 0014), where it drops to 0 and counts up.
      const first = items.first().getByTestId('counter-value');
      const finalFirst = shownValue(stats[0]!, lang);
      const widthBefore = (await first.boundingBox())!.width;

      await region.scrollIntoViewIfNeeded();
      const seen = await first.evaluate(
        (element, final) =>
          new Promise<string[]>((resolve) => {
            const texts: string[] = [];
            const sample = () => {
              texts.push(element.textContent ?? '');
              // Done once it has shown something else and come back to the final figure.
              if (texts.at(-1) === final && texts.some((text) => text !== final)) resolve(texts);
              else requestAnimationFrame(sample);
            };
            sample();
          }),
        finalFirst,
      );
      // It counted: figures below the final one were shown on the way.
      expect(seen.some((text) => text !== finalFirst)).toBe(true);
      for (const [index, stat] of stats.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(stat.label);
        await expect(item.getByTestId('counter-value')).toHaveText(shownValue(stat, lang));
      }
      expect((await first.boundingBox())!.width).toBeCloseTo(widthBefore, 0);
      expect(errors).toEqual([]);
    });

    test(`[${lang}] with reduced motion the counters show their final figures at once`, async ({ page, request }) => {
      const settings = await apiData<{ stats: Stat[] }>(request, '/api/settings', lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, texts.path);
      await waitForHydration(page);
      const counters = page.getByRole('region', { name: texts.stats }).getByTestId('counter-value');
      await counters.first().scrollIntoViewIfNeeded();
      // Sampled for a while after coming into view: never anything but the final figures.
      const samples = await counters.evaluateAll(
        (elements) =>
          new Promise<string[][]>((resolve) => {
            const seen: string[][] = [];
            const started = performance.now();
            const sample = () => {
              seen.push(elements.map((element) => element.textContent ?? ''));
              if (performance.now() - started < 800) requestAnimationFrame(sample);
              else resolve(seen);
            };
            sample();
          }),
      );
      const expected = settings.stats.map((stat) => shownValue(stat, lang));
      for (const sample of samples) expect(sample).toEqual(expected);
    });

    test(`[${lang}] shows at most 6 services, the four reasons, 3 projects, 3 testimonials and the calls to action`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const [services, projects, testimonials] = await Promise.all([
        apiData<ServiceSummary[]>(request, '/api/services/featured', lang),
        apiData<Project[]>(request, '/api/projects/featured', lang),
        apiData<Testimonial[]>(request, '/api/testimonials/featured', lang),
      ]);
      await visit(page, texts.path);
      await waitForHydration(page);

      const serviceCards = page.getByRole('region', { name: texts.services }).getByRole('article');
      await expect(serviceCards).toHaveCount(Math.min(6, services.length));
      expect(await serviceCards.count()).toBeLessThanOrEqual(6);
      await expect(page.getByRole('link', { name: texts.allServices })).toHaveAttribute(
        'href',
        localizedPath('/services', lang),
      );

      const why = page.getByRole('region', { name: texts.why });
      await expect(why.getByRole('heading', { level: 3 })).toHaveText([...texts.tiles]);

      const projectRegion = page.getByRole('region', { name: texts.projects });
      const shownProjects = projects.slice(0, 3);
      expect(shownProjects.length).toBeGreaterThan(0);
      await expect(projectRegion.getByRole('article')).toHaveCount(shownProjects.length);
      for (const project of shownProjects) {
        await expect(projectRegion.getByRole('heading', { level: 3, name: project.title })).toBeVisible();
        await expect(projectRegion.getByRole('link', { name: texts.viewProject(project.title) })).toHaveAttribute(
          'href',
          localizedPath(`/portfolio/${project.slug}`, lang),
        );
      }
      await expect(page.getByRole('link', { name: texts.allProjects })).toHaveAttribute(
        'href',
        localizedPath('/portfolio', lang),
      );

      const testimonialRegion = page.getByRole('region', { name: texts.testimonials });
      const shownTestimonials = testimonials.slice(0, 3);
      expect(shownTestimonials.some((testimonial) => testimonial.client_photo === null)).toBe(true);
      await expect(testimonialRegion.getByRole('figure')).toHaveCount(shownTestimonials.length);
      for (const testimonial of shownTestimonials) {
        const card = testimonialRegion.getByRole('figure').filter({ hasText: testimonial.client_name });
        await expect(card).toBeVisible();
        if (testimonial.client_photo === null) {
          await expect(card.getByTestId('initial-avatar')).toHaveText(testimonial.client_name.charAt(0).toUpperCase());
        } else {
          await expect(card.getByTestId('initial-avatar')).toHaveCount(0);
        }
      }

      const cta = page.getByRole('link', { name: texts.cta, exact: true });
      await expect(cta).toHaveAttribute('href', localizedPath('/contact', lang));
      expect(errors).toEqual([]);
    });
  }
});

test.describe('unknown paths', () => {
  test('answer HTTP 404 with the 404 page', async ({ page }) => {
    const response = await visit(page, '/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page non trouvée');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des solutions digitales qui font grandir votre entreprise',
    );
  });
});
