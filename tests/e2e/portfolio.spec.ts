import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seedProjects } from '../../server/db/seed/content/projects.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';

type Lang = 'fr' | 'en';

interface Project {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  client_name: string | null;
  technologies: string[];
  project_url: string | null;
  completed_on: string | null;
}

interface Testimonial {
  content: string;
  client_name: string;
}

const PER_PAGE = 12;
const DRAFT_SLUGS = seedProjects.filter((project) => !project.published).map((project) => project.slug);

const CATEGORY_LABELS: Record<Lang, Record<string, string>> = {
  fr: {
    web: 'Sites web',
    mobile: 'Applications mobiles',
    design: 'Design graphique',
    ecommerce: 'E-commerce',
    communication: 'Communication digitale',
    hosting: 'Hébergement',
  },
  en: {
    web: 'Websites',
    mobile: 'Mobile apps',
    design: 'Graphic design',
    ecommerce: 'E-commerce',
    communication: 'Digital communication',
    hosting: 'Hosting',
  },
};

async function listProjects(request: APIRequestContext, lang: Lang, query = '') {
  const response = await request.get(`/api/projects?per_page=${PER_PAGE}&lang=${lang}${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: Project[]; meta: { total: number; total_pages: number } };
}

async function projectTestimonials(request: APIRequestContext, id: number, lang: Lang) {
  const response = await request.get(`/api/testimonials/project/${id}?lang=${lang}`);
  return ((await response.json()) as { data: Testimonial[] }).data;
}

/** A published project with approved testimonials (the seed has some), else the first one. */
async function showcaseProject(request: APIRequestContext, lang: Lang) {
  const { data: projects } = await listProjects(request, lang);
  for (const project of projects) {
    const testimonials = await projectTestimonials(request, project.id, lang);
    if (testimonials.length > 0) return { project, testimonials };
  }
  return { project: projects[0]!, testimonials: [] as Testimonial[] };
}

function longDate(value: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value),
  );
}

function grid(page: Page, lang: Lang) {
  return page.getByRole('region', { name: lang === 'fr' ? 'Liste des projets' : 'Project list' }).getByRole('article');
}

async function expectGridToShow(page: Page, lang: Lang, projects: Project[]) {
  const cards = grid(page, lang);
  await expect(cards).toHaveCount(projects.length);
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
    await expect(card.getByRole('link', { name: project.title })).toHaveAttribute(
      'href',
      localizedPath(`/portfolio/${project.slug}`, lang),
    );
    await expect(card.getByText(project.summary)).toBeVisible();
    await expect(card.getByText(CATEGORY_LABELS[lang][project.category]!, { exact: true })).toBeVisible();
    if (project.client_name) {
      const client = lang === 'fr' ? `Client : ${project.client_name}` : `Client: ${project.client_name}`;
      await expect(card.getByText(client, { exact: true })).toBeVisible();
    }
  }
}

test.describe('portfolio list', () => {
  test('shows exactly the published projects of the API, in French, and never a draft', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { data: projects, meta } = await listProjects(request, 'fr');
    expect(projects.length).toBeGreaterThan(0);
    const response = await visit(page, '/portfolio');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Portfolio : nos réalisations | Weltaare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos réalisations');
    await expectGridToShow(page, 'fr', projects);
    const html = await page.content();
    for (const slug of DRAFT_SLUGS) expect(html).not.toContain(slug);
    // The seed fits on one page: no pagination until there are more than 12 projects.
    expect(meta.total_pages).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Pagination des projets' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the category filter narrows the grid, marks the current category and is shareable', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const { data: all } = await listProjects(request, 'fr');
    const category = all[0]!.category;
    const { data: filtered } = await listProjects(request, 'fr', `&category=${category}`);
    expect(filtered.length).toBeLessThan(all.length);

    await visit(page, '/portfolio');
    await waitForHydration(page);
    const filter = page.getByRole('navigation', { name: 'Filtrer par catégorie' });
    const labels = ['Tous les projets', ...Object.values(CATEGORY_LABELS.fr)];
    await expect(filter.getByRole('link')).toHaveText(labels);
    await expect(filter.getByRole('link', { name: 'Tous les projets' })).toHaveAttribute('aria-current', 'true');

    await filter.getByRole('link', { name: CATEGORY_LABELS.fr[category]! }).click();
    await expect(page).toHaveURL(`/portfolio?category=${category}`);
    await expect(filter.getByRole('link', { name: CATEGORY_LABELS.fr[category]! })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(filter.locator('[aria-current]')).toHaveCount(1);
    await expectGridToShow(page, 'fr', filtered);

    await filter.getByRole('link', { name: 'Tous les projets' }).click();
    await expect(page).toHaveURL('/portfolio');
    await expectGridToShow(page, 'fr', all);

    // The filtered URL works on its own (shared link, reload).
    await visit(page, `/portfolio?category=${category}`);
    await expectGridToShow(page, 'fr', filtered);
    expect(errors).toEqual([]);
  });

  test('a category with no published project shows the empty message', async ({ page, request }) => {
    const { meta } = await listProjects(request, 'fr', '&category=hosting');
    expect(meta.total).toBe(0);
    const response = await visit(page, '/portfolio?category=hosting');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Aucun projet dans cette catégorie pour le moment.')).toBeVisible();
    await expect(grid(page, 'fr')).toHaveCount(0);
    await page.getByRole('link', { name: 'Voir tous les projets' }).click();
    await expect(page).toHaveURL('/portfolio');
    await expect(grid(page, 'fr').first()).toBeVisible();
  });

  test('renders in English under /en and keeps the language in its links', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { data: projects } = await listProjects(request, 'en');
    await openPage(page, '/portfolio', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Portfolio: our work | Weltaare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our work');
    await expectGridToShow(page, 'en', projects);
    const filter = page.getByRole('navigation', { name: 'Filter by category' });
    await expect(filter.getByRole('link', { name: 'All projects' })).toHaveAttribute('aria-current', 'true');
    const category = projects[0]!.category;
    await filter.getByRole('link', { name: CATEGORY_LABELS.en[category]! }).click();
    await expect(page).toHaveURL(`/en/portfolio?category=${category}`);
    await expectGridToShow(page, 'en', (await listProjects(request, 'en', `&category=${category}`)).data);
    expect(errors).toEqual([]);
  });

  test('a card opens its project', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const project = (await listProjects(request, 'fr')).data[0]!;
    await visit(page, '/portfolio');
    await waitForHydration(page);
    await grid(page, 'fr').first().getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(`/portfolio/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    expect(errors).toEqual([]);
  });

  test('is readable and filterable without JavaScript', async ({ browser, request }) => {
    const { data: projects } = await listProjects(request, 'fr');
    const category = projects[0]!.category;
    const { data: filtered } = await listProjects(request, 'fr', `&category=${category}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos réalisations');
    await expect(grid(page, 'fr')).toHaveCount(projects.length);
    await page
      .getByRole('navigation', { name: 'Filtrer par catégorie' })
      .getByRole('link', { name: CATEGORY_LABELS.fr[category]! })
      .click();
    await expect(page).toHaveURL(`/portfolio?category=${category}`);
    await expect(grid(page, 'fr')).toHaveCount(filtered.length);
    await visit(page, `/portfolio/${projects[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[0]!.title);
    await context.close();
  });

  // The page as it opens is checked by the crawl (crawl.spec.ts); here, narrowed to a category.
  test('passes axe-core narrowed to a category', async ({ page }) => {
    await visit(page, '/portfolio?category=hosting');
    await expectNoAxeViolations(page);
  });
});

test.describe('project detail', () => {
  test('shows the project by slug with its facts, body, testimonials and call to action', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { project, testimonials } = await showcaseProject(request, 'fr');
    const response = await visit(page, `/portfolio/${project.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${project.title} | Weltaare`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(project.summary)).toBeVisible();
    await expect(page.getByRole('img', { name: project.title })).toBeVisible();

    const facts = page.getByRole('complementary', { name: 'Fiche du projet' });
    if (project.client_name) await expect(facts.getByText(project.client_name, { exact: true })).toBeVisible();
    await expect(facts.getByText(CATEGORY_LABELS.fr[project.category]!, { exact: true })).toBeVisible();
    if (project.completed_on) await expect(facts.getByText(longDate(project.completed_on, 'fr'))).toBeVisible();
    await expect(facts.getByRole('listitem')).toHaveText(project.technologies);
    if (project.project_url) {
      const external = facts.getByRole('link', { name: 'Voir le projet en ligne' });
      await expect(external).toHaveAttribute('href', project.project_url);
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /noopener/);
    }

    expect(testimonials.length).toBeGreaterThan(0);
    const quotes = page.getByRole('region', { name: 'Ce qu’en dit le client' });
    for (const testimonial of testimonials) {
      await expect(quotes.getByText(testimonial.client_name, { exact: true })).toBeVisible();
      await expect(quotes.getByText(testimonial.content, { exact: false })).toBeVisible();
    }

    await expect(page.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Retour au portfolio' }).click();
    await expect(page).toHaveURL('/portfolio');
    expect(errors).toEqual([]);
  });

  test('renders in English under /en', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { project, testimonials } = await showcaseProject(request, 'en');
    await openPage(page, `/portfolio/${project.slug}`, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    const facts = page.getByRole('complementary', { name: 'Project facts' });
    await expect(facts.getByText('Completed on')).toBeVisible();
    if (project.completed_on) await expect(facts.getByText(longDate(project.completed_on, 'en'))).toBeVisible();
    await expect(facts.getByText(CATEGORY_LABELS.en[project.category]!, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What the client says' }).getByText(testimonials[0]!.client_name),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', '/en/contact');
    await expect(page.getByRole('link', { name: 'Back to the portfolio' })).toHaveAttribute('href', '/en/portfolio');
    expect(errors).toEqual([]);
  });

  test('passes axe-core in French and English', async ({ page, request }) => {
    const { project } = await showcaseProject(request, 'fr');
    await visit(page, `/portfolio/${project.slug}`);
    await expect(page.getByRole('region', { name: 'Ce qu’en dit le client' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openPage(page, `/portfolio/${project.slug}`, 'en');
    await expect(page.getByRole('region', { name: 'What the client says' })).toBeVisible();
    await expectNoAxeViolations(page);
    await visit(page, '/portfolio/this-project-does-not-exist');
    await expectNoAxeViolations(page);
  });
});
