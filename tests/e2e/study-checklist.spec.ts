import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';

/* The seeded checklists (server/db/seed/content/study-abroad.ts); only admin specs change them, after these run. */
const TEXTS = {
  fr: {
    path: '/services/study-abroad',
    title: 'Votre liste pour étudier à l’étranger',
    destinations: ['France', 'Canada', 'Maroc', 'Turquie'],
    steps: 'Les étapes',
    documents: 'Les documents à réunir',
    canadaSteps: ['Obtenir une lettre d’acceptation', 'Obtenir le CAQ (pour le Québec)', 'Demander le permis d’études'],
    passport: 'Passeport valide',
    progress: (done: number) => `${done} sur 7 cochés`,
    print: 'Imprimer la liste',
    send: 'M’envoyer la liste sur WhatsApp',
    heading: 'Ma liste Weltaare pour étudier : Canada',
    show: 'Afficher la liste',
  },
  en: {
    path: '/en/services/study-abroad',
    title: 'Your study-abroad checklist',
    destinations: ['France', 'Canada', 'Morocco', 'Turkey'],
    steps: 'The steps',
    documents: 'The documents to gather',
    canadaSteps: ['Get a letter of acceptance', 'Get the CAQ (for Quebec)', 'Apply for the study permit'],
    passport: 'Valid passport',
    progress: (done: number) => `${done} of 7 ticked`,
    print: 'Print the checklist',
    send: 'Send me the checklist on WhatsApp',
    heading: 'My Weltaare checklist for studying in Canada',
    show: 'Show the checklist',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: a visitor picks a destination, ticks what is done (kept in the browser), prints it and sends it to themselves`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await visit(page, texts.path);
    const checklist = page.locator('#study-checklist');
    await expect(checklist.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(checklist.getByLabel('Destination').locator('option')).toHaveText([...texts.destinations]);

    // Once hydrated (near the screen), the destination switches without a request.
    await checklist.scrollIntoViewIfNeeded();
    await expect(checklist.getByRole('button', { name: texts.print })).toBeVisible();
    await checklist.getByLabel('Destination').selectOption('canada');
    const steps = checklist.locator('ol > li label');
    await expect(steps).toHaveText([...texts.canadaSteps]);
    await expect(checklist.getByRole('heading', { level: 3 })).toHaveText([texts.steps, texts.documents]);

    await checklist.getByRole('checkbox', { name: texts.canadaSteps[0] }).check();
    await checklist.getByRole('checkbox', { name: texts.passport }).check();
    await expect(checklist.getByRole('status')).toHaveText(texts.progress(2));
    const message = new URL((await checklist.getByRole('link', { name: texts.send }).getAttribute('href')) ?? '');
    expect(message.origin + message.pathname).toBe('https://wa.me/');
    const text = message.searchParams.get('text') ?? '';
    expect(text.startsWith(`${texts.heading}\n\n☑ ${texts.canadaSteps[0]}\n☐ ${texts.canadaSteps[1]}`)).toBe(true);
    expect(text).toContain(`☑ ${texts.passport}`);
    expect(text.endsWith(`${texts.path}`)).toBe(true);
    await expectNoAxeViolations(page);

    // The ticks are this browser's: still there when the page is opened again.
    await visit(page, texts.path);
    await checklist.scrollIntoViewIfNeeded();
    await expect(checklist.getByRole('button', { name: texts.print })).toBeVisible();
    await checklist.getByLabel('Destination').selectOption('canada');
    await expect(checklist.getByRole('checkbox', { name: texts.passport })).toBeChecked();
    await expect(checklist.getByRole('status')).toHaveText(texts.progress(2));

    // Printed, the checklist stands alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.locator('main h1')).toBeHidden();
    await expect(checklist.getByRole('checkbox', { name: texts.passport })).toBeVisible();
    await expect(checklist.getByRole('button', { name: texts.print })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(`${lang}: without JavaScript, the server shows the destination asked for`, async ({ page }) => {
      await visit(page, texts.path);
      const checklist = page.locator('#study-checklist');
      await checklist.getByLabel('Destination').selectOption('canada');
      await checklist.getByRole('button', { name: texts.show }).click();
      await expect(page).toHaveURL(/destination=canada/);
      await expect(page.locator('#study-checklist ol > li label')).toHaveText([...texts.canadaSteps]);
    });
  });
}
