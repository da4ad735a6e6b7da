import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';
import { openPage, visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';
import { localizedPath } from '#contract/page-urls.ts';

type Lang = 'fr' | 'en';

interface TeamMember {
  name: string;
  role: string;
  bio: string;
  photo: string | null;
}

interface Settings {
  stats: { key: string; value: number; suffix: string; label: string }[];
}

interface AboutPage {
  sections: { type: string; body?: string }[];
}

async function apiData<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`${path}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const TEXTS = {
  fr: {
    h1: 'Une agence digitale guinéenne au service de votre croissance',
    story: 'Notre histoire',
    office: 'Notre bureau se trouve à Dubreka.',
    mission: 'Notre mission',
    vision: 'Notre vision',
    values: 'Nos valeurs',
    valueNames: ['Proximité', 'Exigence', 'Innovation', 'Transparence', 'Engagement'],
    team: 'Notre équipe',
    stats: 'Weltaare en chiffres',
    cta: 'Nous contacter',
    title: 'À propos de Weltaare : agence digitale à Conakry',
  },
  en: {
    h1: 'A Guinean digital agency working for your growth',
    story: 'Our story',
    office: 'Our office is in Dubreka.',
    mission: 'Our mission',
    vision: 'Our vision',
    values: 'Our values',
    valueNames: ['Proximity', 'High standards', 'Innovation', 'Transparency', 'Commitment'],
    team: 'Our team',
    stats: 'Weltaare in numbers',
    cta: 'Contact us',
    title: 'About Weltaare: digital agency in Conakry',
  },
} as const;

test.describe('about page', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`shows every section in ${lang} with no console error`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const texts = TEXTS[lang];
      const [team, settings, about] = await Promise.all([
        apiData<TeamMember[]>(request, '/api/team', lang),
        apiData<Settings>(request, '/api/settings', lang),
        apiData<AboutPage>(request, '/api/pages/about', lang),
      ]);
      // The story staff wrote (ADR 0064): its first paragraph, as the page shows it.
      const storyBody = about.sections.find((section) => section.type === 'rich_text')?.body ?? '';
      const opening = /<p>(.*?)<\/p>/.exec(storyBody)?.[1] ?? '';
      expect(opening).not.toBe('');
      await openPage(page, '/about', lang);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(texts.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.h1);

      const story = page.getByRole('region', { name: texts.story });
      await expect(story.getByText(opening)).toBeVisible();
      await expect(story.getByText(texts.office)).toBeVisible();
      await expect(page.getByRole('region', { name: texts.mission })).toBeVisible();
      await expect(page.getByRole('region', { name: texts.vision })).toBeVisible();

      const values = page.getByRole('region', { name: texts.values });
      await expect(values.getByRole('listitem')).toHaveCount(texts.valueNames.length);
      for (const name of texts.valueNames) {
        await expect(values.getByRole('heading', { level: 3, name })).toBeVisible();
      }

      const teamSection = page.getByRole('region', { name: texts.team });
      await expect(teamSection.getByRole('article')).toHaveCount(team.length);
      for (const member of team) {
        const card = teamSection.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) });
        await expect(card.getByText(member.role, { exact: true })).toBeVisible();
        await expect(card.getByText(member.bio)).toBeVisible();
        if (member.photo) {
          await expect(card.locator('img')).toHaveAttribute('src', `${member.photo}-320.webp`);
        }
      }

      const stats = page.getByRole('region', { name: texts.stats });
      const format = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US');
      for (const stat of settings.stats) {
        await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
        // Drawn as they are: the about page's figures do not count up (no JavaScript).
        await expect(stats.getByText(`${format.format(stat.value)}${stat.suffix}`, { exact: true })).toBeVisible();
      }

      const cta = page.getByRole('link', { name: texts.cta });
      await expect(cta).toHaveAttribute('href', localizedPath('/contact', lang));
      await cta.click();
      await expect(page).toHaveURL(/\/contact/);
      expect(errors).toEqual([]);
    });
  }

  test('is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.fr.h1);
    await expect(page.getByRole('region', { name: TEXTS.fr.team }).getByRole('article').first()).toBeVisible();
    await context.close();
  });
});
