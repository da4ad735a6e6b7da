import { expect, type Page, test } from '@playwright/test';
import { adminApi, uniqueName } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { docxFile } from '../../server/test-support/cv-files.ts';
import { createJob, pdfBytes, removeJob, type TestJob } from './support/job-applications.ts';
import { visit } from './support/language.ts';
import { localizedPath } from '#contract/page-urls.ts';

type Lang = 'fr' | 'en';

const TEXTS = {
  fr: {
    section: 'Postuler à cette offre',
    name: 'Nom complet',
    email: 'Email',
    phone: 'Téléphone (facultatif)',
    message: 'Votre message',
    cv: 'Votre CV',
    consent: /J’accepte que mes données et mon CV/,
    submit: 'Envoyer ma candidature',
    thanksTitle: 'Merci pour votre candidature !',
    refusedFormat: 'Format non pris en charge : envoyez votre CV en PDF ou en DOCX (5 Mo max.).',
    tooLarge: 'Fichier trop volumineux : votre CV doit faire 5 Mo au maximum.',
    macros:
      'Votre CV contient des macros ou des contrôles ActiveX, qui exécutent du code à l’ouverture : enregistrez-le en document Word sans macros (.docx) ou en PDF, puis renvoyez-le.',
    noFile: 'Aucun fichier choisi',
    closedTitle: 'Cette offre est close',
    closedText: 'Elle n’accepte plus de candidatures.',
  },
  en: {
    section: 'Apply for this job',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    message: 'Your message',
    cv: 'Your CV',
    consent: /I agree that my data and my CV/,
    submit: 'Send my application',
    thanksTitle: 'Thank you for your application!',
    refusedFormat: 'Unsupported format: send your CV as a PDF or DOCX file (5 MB max.).',
    tooLarge: 'File too large: your CV must be 5 MB at most.',
    macros:
      'Your CV contains macros or ActiveX controls, which run code when it is opened: save it as a Word document without macros (.docx) or as a PDF, then send it again.',
    noFile: 'No file chosen',
    closedTitle: 'This job is closed',
    closedText: 'It no longer accepts applications.',
  },
} as const;

const jobPath = (job: TestJob, lang: Lang) => localizedPath(`/careers/${lang === 'fr' ? job.slug : job.slugEn}`, lang);

/** The job's page in `lang`, scrolled to the form, once its island runs (the submit button waits for it). */
async function openForm(page: Page, job: TestJob, lang: Lang) {
  await visit(page, jobPath(job, lang));
  await page.getByRole('region', { name: TEXTS[lang].section }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: TEXTS[lang].submit })).toBeEnabled();
}

/** Fills the texts as the candidate `name`, whose address is their own: one mailbox gets few acknowledgements a day. */
async function fillTexts(page: Page, lang: Lang, name: string) {
  const texts = TEXTS[lang];
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.com`;
  await page.getByRole('textbox', { name: texts.name, exact: true }).fill(name);
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: texts.phone, exact: true }).fill('+224 620 00 00 00');
  await page.getByRole('textbox', { name: texts.message, exact: true }).fill('Je connais bien la comptabilité.');
  await page.getByRole('checkbox', { name: texts.consent }).check();
  return email;
}

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`job application form (${lang})`, () => {
    test('sends an application with a PDF CV, thanks the candidate and mails them in their language', async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const job = await createJob(request);
      const name = uniqueName(lang === 'fr' ? 'Fatoumata Candidate' : 'Fatoumata Applicant');
      try {
        await openForm(page, job, lang);
        await expectNoAxeViolations(page);
        const email = await fillTexts(page, lang, name);
        await page
          .getByRole('button', { name: texts.cv, exact: true })
          .setInputFiles({ name: 'mon-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes(name) });
        await expect(page.getByText('mon-cv.pdf')).toBeVisible();
        const answer = page.waitForResponse((response) => response.url().includes('/applications'));
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await answer).status()).toBe(201);

        const thanks = page.getByRole('status').filter({ hasText: texts.thanksTitle });
        await expect(thanks).toBeFocused();
        await expectNoAxeViolations(page);

        const [stored] = await adminApi<{ name: string; language: string; stage: string }[]>(
          request,
          'GET',
          `/admin/job-applications?job_post_id=${job.id}`,
        );
        expect(stored).toMatchObject({ name, language: lang, stage: 'new' });
        const search = encodeURIComponent(job.title[lang]);
        const mails = await adminApi<OutboxMail[]>(request, 'GET', `/admin/mail-outbox?search=${search}`);
        const acknowledgement = mails.find((mail) => mail.kind === 'job-application-acknowledgement');
        expect(acknowledgement?.to).toBe(email);
        expect(acknowledgement?.subject).toBe(
          lang === 'fr' ? `Votre candidature : ${job.title.fr}` : `Your application: ${job.title.en}`,
        );
        expect(errors).toEqual([]);
      } finally {
        await removeJob(request, job);
      }
    });

    test('refuses an executable renamed .pdf, a DOCX with macros, and a 6 MB file before sending it', async ({
      page,
      request,
    }) => {
      const job = await createJob(request);
      try {
        await openForm(page, job, lang);
        await fillTexts(page, lang, uniqueName('Programme'));
        const cv = page.getByRole('button', { name: texts.cv, exact: true });
        const executable = Buffer.alloc(2048);
        executable.write('MZ', 0, 'latin1');
        await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: executable });
        const answer = page.waitForResponse((response) => response.url().includes('/applications'));
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await answer).status()).toBe(415);
        await expect(cv).toHaveAttribute('aria-invalid', 'true');
        await expect(cv).toHaveAccessibleDescription(new RegExp(`${texts.refusedFormat.replace(/[().]/g, '\\$&')}$`));
        await expect(page.getByRole('alert')).toHaveText(texts.refusedFormat);
        await expectNoAxeViolations(page);

        // A Word document that runs code: the refusal says why.
        const macros = docxFile({ 'word/vbaProject.bin': 'VBA' });
        await cv.setInputFiles({ name: 'cv.docx', mimeType: 'application/octet-stream', buffer: macros });
        const refused = page.waitForResponse((response) => response.url().includes('/applications'));
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await refused).status()).toBe(415);
        await expect(page.getByRole('alert')).toHaveText(texts.macros);
        await expect(cv).toHaveAccessibleDescription(new RegExp(`${texts.macros.replace(/[().]/g, '\\$&')}$`));

        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/applications')) sent.push(request.url());
        });
        await cv.setInputFiles({
          name: 'gros-cv.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]),
        });
        await expect(cv).toHaveAccessibleDescription(new RegExp(`${texts.tooLarge}$`));
        await expect(page.getByText(texts.noFile)).toBeVisible();
        expect(sent).toEqual([]);
        expect(await adminApi<unknown[]>(request, 'GET', `/admin/job-applications?job_post_id=${job.id}`)).toEqual([]);
      } finally {
        await removeJob(request, job);
      }
    });

    test('a closed job’s page says it takes no more applications, without a form', async ({ page, request }) => {
      const job = await createJob(request, 'closed');
      try {
        const response = await visit(page, jobPath(job, lang));
        expect(response?.status()).toBe(410);
        await expect(page.getByRole('heading', { level: 1, name: job.title[lang] })).toBeVisible();
        const notice = page.getByRole('status').filter({ hasText: texts.closedTitle });
        await expect(notice).toContainText(texts.closedText);
        await expect(page.getByRole('button', { name: texts.submit })).toHaveCount(0);
        await expectNoAxeViolations(page);
      } finally {
        await removeJob(request, job);
      }
    });
  });
}
