import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { picture } from '../../server/test-support/media-uploads.ts';
import { adminApi, uniqueName } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { localizedPath } from '#contract/page-urls.ts';

type Lang = 'fr' | 'en';

interface QueuedTestimonial {
  id: number;
  client_name: string;
  client_company: string | null;
  client_photo: string | null;
  status: string;
}

const TEXTS = {
  fr: {
    section: 'Laissez votre témoignage',
    name: 'Nom complet',
    email: 'Email',
    title: 'Fonction',
    company: 'Entreprise ou organisation',
    content: 'Votre témoignage',
    photo: 'Votre photo (facultatif)',
    consent: /J’accepte que mon témoignage/,
    submit: 'Envoyer mon témoignage',
    thanksTitle: 'Merci pour votre témoignage !',
    thanks: 'Nous l’avons bien reçu. Il apparaîtra sur cette page une fois approuvé par notre équipe.',
    consentRefused: 'Cochez la case pour accepter la publication de votre témoignage',
    refused: 'Votre témoignage n’a pas pu être envoyé. Corrigez les champs signalés puis réessayez.',
    photoTooLarge: 'Fichier trop volumineux : choisissez une image de 5 Mo maximum.',
    noPhoto: 'Aucune photo choisie',
    text: 'Une équipe sérieuse : notre boutique en ligne a doublé ses commandes en trois mois.',
    role: 'Gérante',
  },
  en: {
    section: 'Leave a testimonial',
    name: 'Full name',
    email: 'Email',
    title: 'Job title',
    company: 'Company or organisation',
    content: 'Your testimonial',
    photo: 'Your photo (optional)',
    consent: /I agree to my testimonial/,
    submit: 'Send my testimonial',
    thanksTitle: 'Thank you for your testimonial!',
    thanks: 'We have received it. It will appear on this page once our team has approved it.',
    consentRefused: 'Tick the box to agree to your testimonial being published',
    refused: 'Your testimonial could not be sent. Correct the fields shown and try again.',
    photoTooLarge: 'File too large: choose an image of 5 MB at most.',
    noPhoto: 'No photo chosen',
    text: 'A reliable team: our online shop doubled its orders in three months.',
    role: 'Shop manager',
  },
} as const;

/** The testimonials of this name waiting in the back office's moderation queue. */
async function queued(request: APIRequestContext, name: string): Promise<QueuedTestimonial[]> {
  const search = encodeURIComponent(name);
  return adminApi<QueuedTestimonial[]>(request, 'GET', `/admin/testimonials?status=pending&search=${search}`);
}

/** Each test removes what it sent, so the back-office specs find the seeded queue. */
async function removeQueued(request: APIRequestContext, name: string) {
  for (const testimonial of await queued(request, name)) {
    await adminApi(request, 'DELETE', `/admin/testimonials/${testimonial.id}`);
  }
}

/** The /clients page in `lang`, scrolled to the form, once its island runs (the photo input is its own). */
async function openForm(page: Page, lang: Lang) {
  await visit(page, localizedPath('/clients', lang));
  const section = page.getByRole('region', { name: TEXTS[lang].section });
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByLabel(TEXTS[lang].photo, { exact: true })).toBeVisible();
  return section;
}

async function fillTexts(page: Page, lang: Lang, name: string) {
  const texts = TEXTS[lang];
  await page.getByRole('textbox', { name: texts.name, exact: true }).fill(name);
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill('temoin@example.com');
  await page.getByRole('textbox', { name: texts.title, exact: true }).fill(texts.role);
  await page.getByRole('textbox', { name: texts.company, exact: true }).fill('Boutique Kaloum');
  await page.getByRole('textbox', { name: texts.content, exact: true }).fill(texts.text);
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`testimonial form (${lang})`, () => {
    test('sends a testimonial with a photo, thanks the visitor and lands in the queue as pending', async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const name = uniqueName(lang === 'fr' ? 'Aminata Témoin' : 'Aminata Witness');
      try {
        await openForm(page, lang);
        await expectNoAxeViolations(page);

        await fillTexts(page, lang, name);
        const photo = await picture(600, 600).jpeg().toBuffer();
        await page
          .getByLabel(texts.photo, { exact: true })
          .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
        await expect(page.getByText('portrait.jpg')).toBeVisible();
        await page.getByRole('checkbox', { name: texts.consent }).check();
        const answer = page.waitForResponse((response) => response.url().includes('/api/testimonials'));
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await answer).status()).toBe(201);

        const thanks = page.getByRole('status').filter({ hasText: texts.thanksTitle });
        await expect(thanks).toContainText(texts.thanks);
        await expect(thanks).toBeFocused();
        await expectNoAxeViolations(page);

        const [pending] = await queued(request, name);
        expect(pending).toMatchObject({ client_name: name, client_company: 'Boutique Kaloum', status: 'pending' });
        expect(pending?.client_photo).toMatch(/^\/media\/uploads\//);
        // Not on the public site until approved.
        const approved = await request.get(`/api/testimonials/approved?lang=${lang}`);
        expect(await approved.text()).not.toContain(name);
        expect(errors).toEqual([]);
      } finally {
        await removeQueued(request, name);
      }
    });

    test('refuses a photo above 5 MB before sending it', async ({ page }) => {
      await openForm(page, lang);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/testimonials')) sent.push(request.url());
      });
      const photo = page.getByLabel(texts.photo, { exact: true });
      await photo.setInputFiles({
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
      });
      await expect(photo).toHaveAttribute('aria-invalid', 'true');
      await expect(photo).toHaveAccessibleDescription(new RegExp(`${texts.photoTooLarge}$`));
      await expect(page.getByText(texts.noPhoto)).toBeVisible();
      expect(sent).toEqual([]);
    });

    test('refuses a testimonial whose consent box is not ticked, saying why next to it', async ({ page, request }) => {
      const name = uniqueName(lang === 'fr' ? 'Sans Accord' : 'No Consent');
      try {
        await openForm(page, lang);
        await fillTexts(page, lang, name);
        const answer = page.waitForResponse((response) => response.url().includes('/api/testimonials'));
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await answer).status()).toBe(422);

        const consent = page.getByRole('checkbox', { name: texts.consent });
        await expect(consent).toHaveAttribute('aria-invalid', 'true');
        await expect(consent).toHaveAccessibleDescription(texts.consentRefused);
        await expect(consent).toBeFocused();
        await expect(page.getByRole('alert')).toHaveText(texts.refused);
        // What was typed stays, ready to be sent once the box is ticked.
        await expect(page.getByRole('textbox', { name: texts.name, exact: true })).toHaveValue(name);
        await expectNoAxeViolations(page);
        expect(await queued(request, name)).toEqual([]);

        await consent.check();
        const accepted = page.waitForResponse((response) => response.url().includes('/api/testimonials'));
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await accepted).status()).toBe(201);
        await expect(page.getByRole('status').filter({ hasText: texts.thanksTitle })).toBeVisible();
        expect(await queued(request, name)).toHaveLength(1);
      } finally {
        await removeQueued(request, name);
      }
    });
  });
}

test('without JavaScript the form posts its texts to the page and thanks the visitor', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const name = uniqueName('Mariama Sans Script');
  try {
    await visit(page, '/clients');
    // The photo needs the island: a plain post carries the texts only.
    await expect(page.getByLabel(TEXTS.fr.photo, { exact: true })).toHaveCount(0);
    await fillTexts(page, 'fr', name);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: TEXTS.fr.submit }).click();
    expect((await refused).status()).toBe(422);
    const consent = page.getByRole('checkbox', { name: TEXTS.fr.consent });
    await expect(consent).toHaveAccessibleDescription(TEXTS.fr.consentRefused);
    await expect(page.getByRole('textbox', { name: TEXTS.fr.name, exact: true })).toHaveValue(name);

    await consent.check();
    const accepted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: TEXTS.fr.submit }).click();
    expect((await accepted).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: TEXTS.fr.thanksTitle })).toContainText(TEXTS.fr.thanks);
    const [pending] = await queued(request, name);
    expect(pending).toMatchObject({ status: 'pending', client_photo: null });
  } finally {
    await context.close();
    await removeQueued(request, name);
  }
});
