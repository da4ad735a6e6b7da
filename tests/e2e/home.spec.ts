import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';

interface ServiceSummary {
  name: string;
  slug: string;
}

async function featuredServices(request: APIRequestContext, lang: 'fr' | 'en') {
  const response = await request.get(`/api/services/featured?lang=${lang}`);
  return ((await response.json()) as { data: ServiceSummary[] }).data.slice(0, 6);
}

test.describe('home page', () => {
  test('the server HTML is French and lists the featured services from the database', async ({ request }) => {
    const services = await featuredServices(request, 'fr');
    expect(services.length).toBeGreaterThan(0);
    const response = await request.get('/', { headers: { 'accept-language': 'fr-FR' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("'strict-dynamic'");
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Des solutions digitales qui font grandir votre entreprise');
    for (const service of services) {
      expect(html).toContain(service.name);
      expect(html).toContain(`href="/services/${service.slug}"`);
    }
  });

  test('hydrates in the browser with no console error and shows the hero and featured services', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const services = await featuredServices(request, 'fr');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
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

  test('renders in English with ?lang=en', async ({ page, request }) => {
    const services = await featuredServices(request, 'en');
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital solutions that grow your business');
    await expect(page.getByRole('heading', { level: 3, name: services[0]!.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a project' })).toBeVisible();
  });

  test('is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nos services phares' }).getByRole('article').first()).toBeVisible();
    await context.close();
  });

  test('passes axe-core in French and English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectNoAxeViolations(page);
    await page.goto('/?lang=en');
    await expectNoAxeViolations(page);
  });
});

test.describe('unknown paths', () => {
  test('answer HTTP 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page non trouvée');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Des solutions digitales qui font grandir votre entreprise',
    );
  });

  test('the 404 page passes axe-core', async ({ page }) => {
    await page.goto('/nope');
    await expectNoAxeViolations(page);
  });
});
