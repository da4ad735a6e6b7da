import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { adminApi, signIn } from '../support/admin-session.ts';
import { openAdminNavigation, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { atBothSizes } from '../support/sizes.ts';

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    heading: 'Données personnelles',
    title: 'Données personnelles · Administration Weltaare',
    field: 'Adresse e-mail de la personne',
    search: 'Rechercher',
    result: (email: string) => `Ce que le site conserve sur ${email}`,
    messages: 'Messages et suivi (1)',
    testimonials: 'Témoignages (1)',
    published: / · publié$/,
    export: 'Télécharger l’archive',
    erase: 'Effacer ces données',
    keep: /^La personne accepte que ses témoignages publiés restent en ligne/,
    confirmTitle: (email: string) => `Effacer les données de ${email}\u202f?`,
    confirm: 'Effacer définitivement',
    done: 'Données effacées\u00a0: le journal garde la trace de l’effacement, sans l’adresse',
    nothing: 'Le site ne conserve rien sur cette adresse.',
    invalid: 'Format d’email invalide',
  },
  en: {
    locale: 'en-US',
    heading: 'Personal data',
    title: 'Personal data · Weltaare admin',
    field: 'The person’s email address',
    search: 'Search',
    result: (email: string) => `What the site keeps about ${email}`,
    messages: 'Messages and follow-up (1)',
    testimonials: 'Testimonials (1)',
    published: / · published$/,
    export: 'Download the archive',
    erase: 'Erase this data',
    keep: /^The person agrees that their published testimonials stay online/,
    confirmTitle: (email: string) => `Erase the data of ${email}?`,
    confirm: 'Erase for good',
    done: 'Data erased: the audit log keeps a record of the erasure, without the address',
    nothing: 'The site keeps nothing about this address.',
    invalid: 'Invalid email format',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`${lang} browser`, () => {
    test.use({ locale: texts.locale });

    test(
      `${lang}: an admin finds what the site keeps about a person, gives them the archive and erases it`,
      atBothSizes('the archive and erase buttons sit under the heading on a phone, beside it on a desktop'),
      async ({ page, request }) => {
        const errors = collectConsoleErrors(page);
        // The person's own records, made through the admin API: a lead and a published testimonial.
        const email = `privacy-${lang}-${test.info().project.name}-${Date.now()}@example.com`;
        await adminApi(request, 'POST', '/admin/messages', {
          name: 'Mariama Bah',
          email,
          message: 'Appelée sur WhatsApp pour un site vitrine.',
          source: 'whatsapp',
        });
        const testimonial = await adminApi<{ id: number }>(request, 'POST', '/admin/testimonials', {
          client_name: 'Mariama Bah',
          client_email: email,
          content: { fr: 'Un site qui s’ouvre vite, même à Labé.' },
        });
        await adminApi(request, 'PATCH', `/admin/testimonials/${testimonial.id}/approve`);

        await signIn(page);
        await page.goto('/admin/privacy');
        await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
        await expect(page).toHaveTitle(texts.title);
        await expect(
          (await openAdminNavigation(page)).getByRole('link', { name: texts.heading, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await page.keyboard.press('Escape');

        // A mistyped address is refused in the admin's language; the typed one is kept.
        const field = page.getByRole('textbox', { name: texts.field });
        await field.fill('mariama-sans-arobase');
        await page.getByRole('button', { name: texts.search }).click();
        await expect(page.getByText(texts.invalid)).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');

        await field.fill(email.toUpperCase());
        await page.getByRole('button', { name: texts.search }).click();
        const result = page.getByRole('region', { name: texts.result(email) });
        await expect(result.getByRole('heading', { level: 3 })).toHaveText([texts.messages, texts.testimonials]);
        await expect(result.getByRole('listitem').last()).toHaveText(texts.published);
        await expectNoAxeViolations(page);

        const download = page.waitForEvent('download');
        await result.getByRole('button', { name: texts.export }).click();
        const archive = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
        const data = JSON.parse(strFromU8(archive['personal-data.json']!)) as {
          email: string;
          contact_messages: { message: string }[];
        };
        expect(data.email).toBe(email);
        expect(data.contact_messages.map((message) => message.message)).toEqual([
          'Appelée sur WhatsApp pour un site vitrine.',
        ]);

        await result.getByRole('checkbox', { name: texts.keep }).check();
        await result.getByRole('button', { name: texts.erase }).click();
        const dialog = page.getByRole('alertdialog', { name: texts.confirmTitle(email) });
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: texts.confirm }).click();
        await expect(toast(page, texts.done)).toBeVisible();
        await expect(result.getByText(texts.nothing)).toBeVisible();

        // The testimonial stays on the site, its author's name gone.
        const approved = await request.get('/api/testimonials/approved');
        const kept = ((await approved.json()) as { data: { id: number; client_name: string }[] }).data.find(
          (item) => item.id === testimonial.id,
        );
        expect(kept?.client_name).toBe('Client');
        expect(errors).toEqual([]);
      },
    );
  });
}
