import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';
import { applyTo, createJob, pdfBytes, removeJob } from '../support/job-applications.ts';

const TEXTS = {
  fr: {
    title: 'Candidatures',
    open: (name: string) => `Ouvrir la candidature de ${name}`,
    heading: (name: string) => `Candidature de ${name}`,
    newStage: 'Nouvelle',
    stageLabel: 'Étape',
    stage: 'shortlisted',
    stageName: 'Présélectionnée',
    change: 'Changer l’étape',
    stageSaved: 'Étape enregistrée',
    noteLabel: 'Nouvelle note',
    addNote: 'Ajouter la note',
    noteAdded: 'Note ajoutée',
    note: 'Entretien prévu mardi à 10 h.',
    download: 'Télécharger le CV',
    downloaded: 'CV téléchargé',
  },
  en: {
    title: 'Job applications',
    open: (name: string) => `Open the application of ${name}`,
    heading: (name: string) => `Application from ${name}`,
    newStage: 'New',
    stageLabel: 'Stage',
    stage: 'hired',
    stageName: 'Hired',
    change: 'Change the stage',
    stageSaved: 'Stage saved',
    noteLabel: 'New note',
    addNote: 'Add the note',
    noteAdded: 'Note added',
    note: 'Interview on Tuesday at 10.',
    download: 'Download the CV',
    downloaded: 'CV downloaded',
  },
} as const;

const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const texts = TEXTS[language];

  test(`${language}: staff see a job's applications, change the stage, add a note and download the CV`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const job = await createJob(page.request);
    const name = uniqueName('Ibrahima Candidat');
    try {
      await applyTo(page.request, job, name, language);
      await signIn(page);
      await page.goto(adminUrl('/admin/job-applications', language, { job_post_id: String(job.id) }));
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(row(page, name)).toContainText(job.title[language]);
      await expect(row(page, name)).toContainText(texts.newStage);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: texts.open(name) }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.heading(name) })).toBeVisible();
      await expect(page.getByText('Je postule avec plaisir.')).toBeVisible();
      await expect(page.getByText('+224 620 11 22 33')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel(texts.stageLabel, { exact: true }).selectOption(texts.stage);
      await page.getByRole('button', { name: texts.change }).click();
      await expect(toast(page, texts.stageSaved)).toBeVisible();
      await expect(page.locator('dd').getByText(texts.stageName, { exact: true })).toBeVisible();

      await page.getByLabel(texts.noteLabel).fill(texts.note);
      await page.getByRole('button', { name: texts.addNote }).click();
      await expect(toast(page, texts.noteAdded)).toBeVisible();
      const note = page.getByRole('listitem').filter({ hasText: texts.note });
      await expect(note).toBeVisible();
      await expect(page.getByLabel(texts.noteLabel)).toHaveValue('');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: texts.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('cv-candidat.pdf');
      expect(await readFile((await file.path())!)).toEqual(pdfBytes(name));
      await expect(toast(page, texts.downloaded)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(adminUrl('/admin/job-applications', language, { stage: texts.stage, search: name }));
      await expect(row(page, name)).toContainText(texts.stageName);
      expect(errors).toEqual([]);
    } finally {
      await removeJob(page.request, job);
    }
  });
}

test('the careers list counts each job’s applications and links to them', async ({ page }) => {
  const job = await createJob(page.request);
  const name = uniqueName('Kadiatou Candidate');
  try {
    await applyTo(page.request, job, name);
    await signIn(page);
    await page.goto(`/admin/careers?search=${encodeURIComponent(job.title.fr)}`);
    const link = page
      .locator('tbody tr')
      .filter({ hasText: job.title.fr })
      .getByRole('link', { name: '1 (1 nouvelles)' });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/job-applications\\?job_post_id=${job.id}$`));
    await expect(row(page, name)).toBeVisible();
  } finally {
    await removeJob(page.request, job);
  }
});

test('a signed-out visitor cannot download a CV', async ({ request }) => {
  const job = await createJob(request);
  try {
    const id = await applyTo(request, job, uniqueName('Anonyme'));
    const response = await request.get(`/api/admin/job-applications/${id}/cv`);
    expect(response.status()).toBe(401);
  } finally {
    await removeJob(request, job);
  }
});
