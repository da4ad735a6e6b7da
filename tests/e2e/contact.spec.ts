import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';
import { holdRequests } from './support/held-requests.ts';

/*
 * The server accepts 10 contact messages per 15 minutes per address, and every test here comes from 127.0.0.1.
 * Successful submissions in this file, per project: 'sends the message' (1), 'English success' (1),
 * 'without JavaScript' (1) = 3, so 6 for the phone and desktop projects together.
 * Failing submissions are refused by validation before the rate limit counts them.
 */

type Lang = 'fr' | 'en';

interface Settings {
  contact: { email: string; phone: string; address: string; latitude: number; longitude: number };
  hours: { timezone: string };
}

async function settingsOf(request: APIRequestContext, lang: Lang): Promise<Settings> {
  const response = await request.get(`/api/settings?lang=${lang}`);
  return ((await response.json()) as { data: Settings }).data;
}

async function activeServiceNames(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const response = await request.get(`/api/services/active?lang=${lang}`);
  return ((await response.json()) as { data: { name: string }[] }).data.map((service) => service.name);
}

const round = (value: number) => String(Number(value.toFixed(6)));

const TEXTS = {
  fr: {
    path: '/contact',
    h1: 'Contactez-nous',
    office: 'Notre bureau',
    phone24: 'Disponible 24h/24, 7j/7',
    email24: 'Réponse sous 24 heures',
    weekdays: 'Lun-Ven : 8h-18h',
    formTitle: 'Parlez-nous de votre projet',
    reasonsTitle: 'Pourquoi nous choisir ?',
    reasons: ['Consultation gratuite', 'Réponse rapide', 'Expertise locale'],
    fastText: 'Une réponse à chaque demande dans les 24 heures.',
    faqTitle: 'Questions fréquentes',
    faq: ['2-4 semaines', '3-6 mois', 'support continu', 'clients internationaux'],
    hoursTitle: 'Horaires d’ouverture',
    hours: [
      ['Lundi - Vendredi', '8h-18h'],
      ['Samedi', '9h-14h'],
      ['Dimanche', 'Fermé'],
    ],
    mapTitle: 'Nous trouver',
    directions: {
      google: 'Itinéraire avec Google Maps (s’ouvre dans un nouvel onglet)',
      openstreetmap: 'Itinéraire avec OpenStreetMap (s’ouvre dans un nouvel onglet)',
    },
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Email',
      phone: 'Téléphone',
      company: 'Entreprise',
      service: 'Service souhaité',
      message: 'Message',
      newsletter: 'Je souhaite recevoir la newsletter de Weltaare',
    },
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    successTitle: 'Votre message a été envoyé avec succès !',
    successDescription: 'Nous vous répondrons dans les 24 heures.',
    errorTitle: 'Erreur lors de l’envoi du message',
    errorDescription: 'Veuillez réessayer ou nous contacter directement.',
    toastRegion: 'Notifications (F8)',
  },
  en: {
    path: '/en/contact',
    h1: 'Contact us',
    office: 'Our office',
    phone24: 'Available 24/7',
    email24: 'Answer within 24 hours',
    weekdays: 'Mon-Fri: 8 AM-6 PM',
    formTitle: 'Tell us about your project',
    reasonsTitle: 'Why choose us?',
    reasons: ['Free consultation', 'Fast answer', 'Local expertise'],
    fastText: 'An answer to every request within 24 hours.',
    faqTitle: 'Frequently asked questions',
    faq: ['2-4 weeks', '3-6 months', 'ongoing support', 'international clients'],
    hoursTitle: 'Opening hours',
    hours: [
      ['Monday - Friday', '8 AM-6 PM'],
      ['Saturday', '9 AM-2 PM'],
      ['Sunday', 'Closed'],
    ],
    mapTitle: 'Find us',
    directions: {
      google: 'Directions in Google Maps (opens in a new tab)',
      openstreetmap: 'Directions in OpenStreetMap (opens in a new tab)',
    },
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      service: 'Service you need',
      message: 'Message',
      newsletter: 'I would like to receive the Weltaare newsletter',
    },
    submit: 'Send message',
    sending: 'Sending...',
    successTitle: 'Your message has been sent successfully!',
    successDescription: 'We will get back to you within 24 hours.',
    errorTitle: 'An error occurred while sending the message.',
    errorDescription: 'Please try again or contact us directly.',
    toastRegion: 'Notifications (F8)',
  },
} as const;

function field(page: Page, lang: Lang, name: keyof (typeof TEXTS)['fr']['labels']) {
  // Required labels end with an aria-hidden ' *' that getByLabel still reads.
  const label = TEXTS[lang].labels[name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function openContact(page: Page, lang: Lang) {
  await visit(page, TEXTS[lang].path);
  await waitForHydration(page);
}

function uniqueEmail(testInfo: TestInfo, label: string) {
  return `${label}.${testInfo.project.name}.${Date.now()}@example.com`;
}

function toast(page: Page, lang: Lang) {
  return page.getByRole('region', { name: TEXTS[lang].toastRegion }).locator('li');
}

for (const lang of ['fr', 'en'] as const) {
  const text = TEXTS[lang];

  test.describe(`contact page (${lang})`, () => {
    test('shows the hero, info cards, reasons, FAQ, hours and map with the settings from the API', async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const settings = await settingsOf(request, lang);
      await openContact(page, lang);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);

      const info = page.locator('section').filter({ has: page.getByRole('heading', { name: text.office }) });
      await expect(info.getByRole('heading', { level: 3, name: text.office })).toBeVisible();
      await expect(info.getByText(settings.contact.address, { exact: true })).toBeVisible();
      await expect(info.getByRole('link', { name: settings.contact.phone })).toHaveAttribute(
        'href',
        `tel:${settings.contact.phone.replace(/\s/g, '')}`,
      );
      await expect(info.getByText(text.phone24)).toBeVisible();
      await expect(info.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
        'href',
        `mailto:${settings.contact.email}`,
      );
      await expect(info.getByText(text.email24)).toBeVisible();
      await expect(info.getByText(`${text.weekdays} ${settings.hours.timezone}`)).toBeVisible();

      await expect(page.getByRole('heading', { level: 2, name: text.formTitle })).toBeVisible();

      const reasons = page.getByRole('region', { name: text.reasonsTitle });
      for (const reason of text.reasons) await expect(reasons.getByRole('heading', { name: reason })).toBeVisible();
      await expect(reasons.getByText(text.fastText)).toBeVisible();

      const faq = page.getByRole('region', { name: text.faqTitle });
      await expect(faq.locator('dt')).toHaveCount(3);
      for (const fragment of text.faq) await expect(faq.locator('dd').getByText(fragment)).toBeVisible();

      const hours = page.getByRole('region', { name: text.hoursTitle });
      const rows = hours.locator('dl > div');
      await expect(rows).toHaveCount(3);
      for (const [index, [day, range]] of text.hours.entries()) {
        await expect(rows.nth(index).locator('dt')).toHaveText(day);
        await expect(rows.nth(index).locator('dd')).toHaveText(range);
      }

      const { latitude, longitude } = settings.contact;
      const bbox = [longitude - 0.01, latitude - 0.01, longitude + 0.01, latitude + 0.01].map(round).join(',');
      const map = page.getByRole('region', { name: text.mapTitle });
      // The map's frame is not in the page's HTML (it would slow the first paint): it comes as the map nears the screen.
      expect(await (await request.get(text.path)).text()).not.toContain('<iframe');
      await map.scrollIntoViewIfNeeded();
      const iframe = map.locator('iframe');
      await expect(iframe).toHaveAttribute('src', new RegExp(`bbox=${bbox.replace(/\./g, '\\.')}&`));
      await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
      await expect(iframe).toHaveAttribute('src', new RegExp(`marker=${round(latitude)},${round(longitude)}$`));
      await expect(iframe).toHaveAttribute('title', new RegExp(settings.contact.address));
      await expect(iframe).toHaveAttribute('loading', 'lazy');
      await expect(iframe).toHaveAttribute('height', '320');

      // Routes in the maps people here use, each in a new tab.
      const routes = {
        google: `https://www.google.com/maps/dir/?api=1&destination=${round(latitude)},${round(longitude)}`,
        openstreetmap: `https://www.openstreetmap.org/directions?to=${round(latitude)},${round(longitude)}`,
      };
      for (const provider of ['google', 'openstreetmap'] as const) {
        const directions = map.getByRole('link', { name: text.directions[provider] });
        await expect(directions).toHaveAttribute('target', '_blank');
        await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(directions).toHaveAttribute('href', routes[provider]);
      }

      await expect(page).toHaveTitle(`${text.h1} | Weltaare`);
      expect(errors).toEqual([]);
    });

    test('the form has labelled fields, required marks, input types and the active services', async ({
      page,
      request,
    }) => {
      const services = await activeServiceNames(request, lang);
      expect(services.length).toBeGreaterThan(0);
      await openContact(page, lang);

      for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
        await expect(field(page, lang, name)).toHaveAttribute('required', '');
        const id = await field(page, lang, name).getAttribute('id');
        await expect(page.locator(`label[for="${id}"]`)).toHaveText(`${text.labels[name]} *`);
      }
      for (const name of ['phone', 'company', 'service', 'newsletter'] as const) {
        await expect(field(page, lang, name)).not.toHaveAttribute('required', '');
      }
      await expect(field(page, lang, 'email')).toHaveAttribute('type', 'email');
      await expect(field(page, lang, 'phone')).toHaveAttribute('type', 'tel');
      await expect(field(page, lang, 'phone')).toHaveAttribute('placeholder', /^\+224 \d{3}( \d{2}){3}$/);
      await expect(field(page, lang, 'message')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(field(page, lang, 'newsletter')).toHaveAttribute('type', 'checkbox');
      await expect(page.locator('form[method="post"]').filter({ has: field(page, lang, 'message') })).toHaveCount(1);

      const options = field(page, lang, 'service').locator('option');
      await expect(options).toHaveCount(services.length + 1);
      await expect(options.first()).toHaveAttribute('value', '');
      for (const [index, name] of services.entries()) {
        await expect(options.nth(index + 1)).toHaveAttribute('value', name);
        await expect(options.nth(index + 1)).toHaveText(name);
      }
      await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
    });

    test('a refused message shows the destructive toast and keeps the form', async ({ page }) => {
      await openContact(page, lang);
      const release = await holdRequests(page, '**/api/contact**');
      await field(page, lang, 'firstName').fill('Fanta');
      await field(page, lang, 'lastName').fill('Condé');
      // The browser accepts a one-letter top-level domain; the server's email check refuses it with 422.
      await field(page, lang, 'email').fill('fanta@exemple.c');
      await field(page, lang, 'company').fill('Condé SARL');
      await field(page, lang, 'message').fill('Un message qui ne partira pas.');

      const responsePromise = page.waitForResponse((response) => response.url().includes('/api/contact'));
      await page.getByRole('button', { name: text.submit }).click();
      const sending = page.getByRole('button', { name: text.sending });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      release();
      expect((await responsePromise).status()).toBe(422);

      const shown = toast(page, lang);
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute('data-variant', 'destructive');
      await expect(shown.getByText(text.errorTitle, { exact: true })).toBeVisible();
      await expect(shown.getByText(text.errorDescription, { exact: true })).toBeVisible();

      await expect(field(page, lang, 'firstName')).toHaveValue('Fanta');
      await expect(field(page, lang, 'lastName')).toHaveValue('Condé');
      await expect(field(page, lang, 'email')).toHaveValue('fanta@exemple.c');
      await expect(field(page, lang, 'company')).toHaveValue('Condé SARL');
      await expect(field(page, lang, 'message')).toHaveValue('Un message qui ne partira pas.');
      await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
    });
  });
}

test.describe('contact form submissions', () => {
  test('sends the message: sending state, success toast, empty form, message stored', async ({
    page,
    request,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const [service] = await activeServiceNames(request, 'fr');
    await openContact(page, 'fr');
    const release = await holdRequests(page, '**/api/contact**');
    let newsletterCalls = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('/api/newsletter')) newsletterCalls += 1;
    });

    const email = uniqueEmail(testInfo, 'mamadou');
    await field(page, 'fr', 'firstName').fill('  Mamadou ');
    await field(page, 'fr', 'lastName').fill('Bah');
    await field(page, 'fr', 'email').fill(email);
    await field(page, 'fr', 'phone').fill('+224 620 12 34 56');
    await field(page, 'fr', 'service').selectOption(service!);
    await field(page, 'fr', 'message').fill('Nous voulons un site pour notre boutique à Kaloum.');

    const requestPromise = page.waitForRequest(
      (sent) => sent.url().includes('/api/contact') && sent.method() === 'POST',
    );
    const responsePromise = page.waitForResponse((response) => response.url().includes('/api/contact'));
    await page.getByRole('button', { name: TEXTS.fr.submit }).click();
    const sending = page.getByRole('button', { name: TEXTS.fr.sending });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    const sent = await requestPromise;
    expect(new URL(sent.url()).searchParams.get('lang')).toBe('fr');
    expect(sent.postDataJSON()).toEqual({
      name: 'Mamadou Bah',
      email,
      subject: service,
      message: 'Nous voulons un site pour notre boutique à Kaloum.',
      phone: '+224 620 12 34 56',
      service_type: 'other',
      preferred_contact_method: 'email',
    });
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { success: boolean; data: { id: number } };
    expect(body.success).toBe(true);
    expect(body.data.id).toBeGreaterThan(0);

    const shown = toast(page, 'fr');
    await expect(shown).toHaveAttribute('data-variant', 'default');
    await expect(shown.getByText(TEXTS.fr.successTitle, { exact: true })).toBeVisible();
    await expect(shown.getByText(TEXTS.fr.successDescription, { exact: true })).toBeVisible();
    await expect(shown).toContainText('24 heures');

    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'] as const) {
      await expect(field(page, 'fr', name)).toHaveValue('');
    }
    await expect(field(page, 'fr', 'newsletter')).not.toBeChecked();
    await expect(page.getByRole('button', { name: TEXTS.fr.submit })).toBeEnabled();
    expect(newsletterCalls).toBe(0);
    expect(errors).toEqual([]);
  });

  test('English success with the newsletter box: general subject, toast, and the email subscribed', async ({
    page,
  }, testInfo) => {
    await openContact(page, 'en');
    const email = uniqueEmail(testInfo, 'newsletter');
    await field(page, 'en', 'firstName').fill('Grace');
    await field(page, 'en', 'lastName').fill('Sylla');
    await field(page, 'en', 'email').fill(email);
    await field(page, 'en', 'company').fill('Sylla Trading');
    await field(page, 'en', 'message').fill('We would like a quote for a mobile app.');
    await field(page, 'en', 'newsletter').check();

    const contactRequest = page.waitForRequest((sent) => sent.url().includes('/api/contact'));
    const newsletterResponse = page.waitForResponse((response) => response.url().includes('/api/newsletter'));
    await page.getByRole('button', { name: TEXTS.en.submit }).click();

    const sent = await contactRequest;
    expect(new URL(sent.url()).searchParams.get('lang')).toBe('en');
    expect(sent.postDataJSON()).toEqual({
      name: 'Grace Sylla',
      email,
      subject: 'General Inquiry',
      message: 'We would like a quote for a mobile app.',
      company: 'Sylla Trading',
      preferred_contact_method: 'email',
    });
    const shown = toast(page, 'en');
    await expect(shown.getByText(TEXTS.en.successTitle, { exact: true })).toBeVisible();
    await expect(shown.getByText(TEXTS.en.successDescription, { exact: true })).toBeVisible();
    await expect(shown).toContainText('within 24 hours');

    const subscribed = await newsletterResponse;
    expect(subscribed.ok()).toBe(true);
    expect(subscribed.request().postDataJSON()).toEqual({ email });
    await expect(field(page, 'en', 'email')).toHaveValue('');
    await expect(field(page, 'en', 'newsletter')).not.toBeChecked();
  });

  test('without JavaScript the form posts to the page and answers inline', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await visit(page, '/contact');
    await field(page, 'fr', 'firstName').fill('Kadiatou');
    await field(page, 'fr', 'lastName').fill('Barry');
    await field(page, 'fr', 'email').fill('kadiatou@exemple.c');
    await field(page, 'fr', 'message').fill('Envoyé sans JavaScript.');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: TEXTS.fr.submit }).click();
    expect((await refused).status()).toBe(422);
    await expect(page.getByRole('alert')).toHaveText(
      'Erreur lors de l’envoi du message. Veuillez réessayer ou nous contacter directement.',
    );
    await expect(field(page, 'fr', 'firstName')).toHaveValue('Kadiatou');
    await expect(field(page, 'fr', 'message')).toHaveValue('Envoyé sans JavaScript.');
    // The refused field says why, next to it, and has the focus.
    await expect(field(page, 'fr', 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'fr', 'email')).toHaveAccessibleDescription('Format d’email invalide');
    await expect(field(page, 'fr', 'email')).toBeFocused();

    await field(page, 'fr', 'email').fill(uniqueEmail(testInfo, 'kadiatou'));
    const accepted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: TEXTS.fr.submit }).click();
    expect((await accepted).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'envoyé avec succès' })).toHaveText(
      'Votre message a été envoyé avec succès ! Nous vous répondrons dans les 24 heures.',
    );
    await expect(field(page, 'fr', 'firstName')).toHaveValue('');
    await expect(field(page, 'fr', 'message')).toHaveValue('');
    await context.close();
  });

  test('a field the server refuses is named next to it, marked invalid and focused', async ({ page }) => {
    await openContact(page, 'en');
    await field(page, 'en', 'firstName').fill('Aissatou');
    await field(page, 'en', 'lastName').fill('Diallo');
    await field(page, 'en', 'email').fill('aissatou@example.com');
    // The browser accepts any text in a tel input; the server does not.
    await field(page, 'en', 'phone').fill('abc');
    await field(page, 'en', 'message').fill('A phone number the server refuses.');
    const refused = page.waitForResponse((response) => response.url().includes('/api/contact'));
    await page.getByRole('button', { name: TEXTS.en.submit }).click();
    expect((await refused).status()).toBe(422);
    const phone = field(page, 'en', 'phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Invalid phone number');
    await expect(phone).toBeFocused();
    await expect(field(page, 'en', 'message')).toHaveValue('A phone number the server refuses.');
  });
});
