import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { E2E_BASE_URL } from './support/server-settings.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';

type Lang = 'fr' | 'en';

interface Job {
  slug: string;
  title: string;
  summary: string;
  body: string;
  location: string;
  employment_type: 'full-time' | 'part-time' | 'contract' | 'internship';
  closes_on: string | null;
}

async function apiData<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`${path}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function contactEmail(request: APIRequestContext): Promise<string> {
  return (await apiData<{ contact: { email: string } }>(request, '/api/settings', 'fr')).contact.email;
}

const TEXTS = {
  fr: {
    h1: 'Rejoignez l’équipe Weltaare',
    why: 'Pourquoi travailler avec nous',
    reasons: ['Des projets qui comptent', 'Apprendre et progresser', 'Une équipe soudée', 'Un cadre équilibré'],
    jobs: 'Postes ouverts',
    details: 'Voir l’offre complète',
    closesOn: 'Date limite :',
    apply: (title: string) => `Postuler : ${title}`,
    applyForm: 'Postuler à cette offre',
    types: {
      'full-time': 'Temps plein',
      'part-time': 'Temps partiel',
      contract: 'Contrat à durée déterminée',
      internship: 'Stage',
    },
    date: (day: string) => day.split('-').reverse().join('/'),
    spontaneous: 'Candidature spontanée',
    spontaneousButton: 'Envoyer une candidature spontanée',
    title: 'Carrières : rejoignez Weltaare',
  },
  en: {
    h1: 'Join the Weltaare team',
    why: 'Why work with us',
    reasons: ['Projects that matter', 'Learn and grow', 'A close-knit team', 'A balanced workplace'],
    jobs: 'Open positions',
    details: 'View the full job description',
    closesOn: 'Closing date:',
    apply: (title: string) => `Apply: ${title}`,
    applyForm: 'Apply for this job',
    types: {
      'full-time': 'Full-time',
      'part-time': 'Part-time',
      contract: 'Fixed-term contract',
      internship: 'Internship',
    },
    date: (day: string) => {
      const [year, month, date] = day.split('-');
      return `${month}/${date}/${year}`;
    },
    spontaneous: 'Spontaneous application',
    spontaneousButton: 'Send a spontaneous application',
    title: 'Careers: join Weltaare',
  },
} as const;

/** The first list item of a body, as plain text. */
function firstListItem(html: string): string {
  return (/<li>(.*?)<\/li>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
}

test.describe('careers page', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`shows each open position in ${lang} with its details and a link to its application form`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const texts = TEXTS[lang];
      const [jobs, email] = await Promise.all([apiData<Job[]>(request, '/api/careers', lang), contactEmail(request)]);
      await openPage(page, '/careers', lang);
      await waitForHydration(page);
      await expect(page).toHaveTitle(texts.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);

      const why = page.getByRole('region', { name: texts.why });
      for (const reason of texts.reasons) {
        await expect(why.getByRole('heading', { level: 3, name: reason })).toBeVisible();
      }

      const list = page.getByRole('region', { name: texts.jobs });
      await expect(list.getByRole('article')).toHaveCount(jobs.length);
      for (const job of jobs) {
        const card = list.getByRole('article', { name: job.title, exact: true });
        await expect(card.getByRole('heading', { level: 3, name: job.title })).toBeVisible();
        await expect(card.getByText(job.location, { exact: true })).toBeVisible();
        await expect(card.getByText(texts.types[job.employment_type], { exact: true })).toBeVisible();
        await expect(card.getByText(job.summary)).toBeVisible();
        if (job.closes_on) {
          await expect(card.getByText(texts.closesOn)).toBeVisible();
          await expect(card.locator(`time[datetime="${job.closes_on}"]`)).toHaveText(texts.date(job.closes_on));
        } else {
          await expect(card.getByText(texts.closesOn)).toHaveCount(0);
        }
        const body = card.getByText(firstListItem(job.body));
        await expect(body).toBeHidden();
        await card.getByText(texts.details).click();
        await expect(body).toBeVisible();

        const apply = card.getByRole('link', { name: texts.apply(job.title) });
        await expect(apply).toHaveAttribute('href', `${localizedPath(`/careers/${job.slug}`, lang)}#apply`);
      }
      expect(jobs.some((job) => job.closes_on === null)).toBe(true);

      const spontaneous = page.getByRole('region', { name: texts.spontaneous });
      await expect(spontaneous.getByRole('link', { name: texts.spontaneousButton })).toHaveAttribute(
        'href',
        `mailto:${email}?subject=${encodeURIComponent(texts.spontaneous)}`,
      );
      expect(errors).toEqual([]);
    });
  }

  test('the full job description opens without JavaScript', async ({ browser, request }) => {
    const [job] = await apiData<Job[]>(request, '/api/careers', 'fr');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/careers');
    const card = page.getByRole('article', { name: job!.title, exact: true });
    await card.getByText(TEXTS.fr.details).click();
    await expect(card.getByText(firstListItem(job!.body))).toBeVisible();
    await context.close();
  });

  test('passes axe-core in French and English, with the details open', async ({ page }) => {
    await visit(page, '/careers');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await openPage(page, '/careers', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .locator('details')
      .evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')));
    await expectNoAxeViolations(page);
  });
});

test.describe('job post pages', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`[${lang}] each open post has its own page with its facts, description, application form and JobPosting`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const [jobs, email] = await Promise.all([apiData<Job[]>(request, '/api/careers', lang), contactEmail(request)]);
      const job = jobs[0]!;
      await openPage(page, '/careers', lang);
      await page.getByRole('link', { name: job.title, exact: true }).click();
      const path = localizedPath(`/careers/${job.slug}`, lang);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
      const texts = TEXTS[lang];
      await expect(page.getByText(texts.types[job.employment_type], { exact: true })).toBeVisible();
      // The form (job-application.spec.ts); the address only without JavaScript. The footer's
      // marks wait in <noscript> too until the first paint, hence the section's own.
      await expect(page.getByRole('form', { name: texts.applyForm })).toBeVisible();
      const applySection = page.getByRole('region', { name: texts.applyForm });
      expect(await applySection.locator('noscript').evaluate((element) => element.textContent)).toContain(
        `mailto:${email}`,
      );
      await expect(page).toHaveTitle(new RegExp(job.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${path}`);

      const postings = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
        );
      const posting = postings.find((node) => node['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        title: job.title,
        url: `${E2E_BASE_URL}${path}`,
        hiringOrganization: { '@type': 'Organization', name: 'Weltaare' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      });
      expect(posting!.datePosted).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(posting!.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|INTERN)$/);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
