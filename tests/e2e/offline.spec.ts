import { type BrowserContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import { apiLogin } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/language.ts';
import { waitForHydration } from './support/hydration.ts';

/*
 * The service worker and the offline contact queue (ADR 0015), with Chromium's network switched off:
 * pages seen before still open, others show the offline page in their language, and a contact message
 * written offline waits on the device, visibly, until the network returns, then reaches the inbox.
 */

const TEXTS = {
  fr: {
    home: '/',
    seen: '/services',
    seenH1: 'Nos services',
    unseen: '/blog',
    offlineTitle: 'Hors ligne | Weltaare',
    offlineH1: 'Vous êtes hors ligne',
    offlineText: 'Les pages déjà consultées restent disponibles',
    backHome: 'Retour à l’accueil',
    contact: '/contact',
    firstName: /^Prénom/,
    lastName: /^Nom/,
    email: /^Email/,
    message: /^Message/,
    submit: 'Envoyer le message',
    waiting:
      'Vous êtes hors ligne : votre message est gardé sur cet appareil et sera envoyé dès votre retour en ligne.',
    sent: 'Votre message a été envoyé avec succès !',
    toastRegion: 'Notifications (F8)',
  },
  en: {
    home: '/en',
    seen: '/en/services',
    seenH1: 'Our Services',
    unseen: '/en/blog',
    offlineTitle: 'Offline | Weltaare',
    offlineH1: 'You are offline',
    offlineText: 'The pages you have already seen are still available',
    backHome: 'Back to home',
    contact: '/en/contact',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email/,
    message: /^Message/,
    submit: 'Send message',
    waiting: 'You are offline: your message is kept on this device and will be sent when you are back online.',
    sent: 'Your message has been sent successfully!',
    toastRegion: 'Notifications (F8)',
  },
} as const;

/** Opens a page and waits until the service worker controls it (it claims the page once active). */
async function openControlled(page: Page, path: string) {
  await visit(page, path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

for (const lang of ['fr', 'en'] as const) {
  const text = TEXTS[lang];

  test.describe(`offline (${lang})`, () => {
    test('a page seen before opens without a network; a page never seen shows the offline page', async ({
      page,
      context,
    }) => {
      await openControlled(page, text.home);
      await visit(page, text.seen);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.seenH1);

      await goOffline(context, page);
      await page.goto(text.seen);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.seenH1);
      // Its styles come from the cache too: the page is laid out, not bare HTML.
      await expect(page.locator('header')).toHaveCSS('position', 'sticky');

      await page.goto(text.unseen);
      await expect(page).toHaveTitle(text.offlineTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.offlineH1);
      await expect(page.getByText(text.offlineText)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectNoAxeViolations(page);

      // The home page was seen: the offline page's way back works without a network.
      await page.getByRole('main').getByRole('link', { name: text.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`${text.home === '/' ? '/' : text.home}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await context.setOffline(false);
      await page.goto(text.unseen);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text.offlineH1);
    });

    test('a contact message written offline waits on the device, visibly, and is sent when the network returns', async ({
      page,
      context,
      request,
    }, testInfo: TestInfo) => {
      const email = `offline.${lang}.${testInfo.project.name}.${Date.now()}@example.com`;
      const words = `Message écrit hors ligne ${email}`;
      await openControlled(page, text.home);
      await visit(page, text.contact);
      await waitForHydration(page);

      await goOffline(context, page);
      await page.getByLabel(text.firstName).fill('Mariama');
      await page.getByLabel(text.lastName).fill('Bah');
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.message).fill(words);
      await page.getByRole('button', { name: text.submit }).click();

      const waiting = page.getByRole('status').filter({ hasText: text.waiting });
      await expect(waiting).toBeVisible();
      await expect(page.getByLabel(text.message)).toHaveValue('');
      await expectNoAxeViolations(page);

      // Still offline, the page reopened from the service worker still shows the message waiting.
      await page.reload();
      await waitForHydration(page);
      await expect(waiting).toBeVisible();

      const token = await apiLogin(request);
      const inbox = async () => {
        const response = await request.get(`/api/admin/messages?search=${encodeURIComponent(email)}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { data: { email: string; message: string }[] }).data;
      };
      expect(await inbox()).toHaveLength(0);

      await context.setOffline(false);
      await expect(page.getByRole('region', { name: text.toastRegion }).locator('li')).toContainText(text.sent);
      await expect(waiting).toBeHidden();
      await expect.poll(inbox).toEqual([expect.objectContaining({ email, message: words })]);
      // Sent once: the queue is empty, and a reload sends nothing more.
      await page.reload();
      await waitForHydration(page);
      await expect(waiting).toBeHidden();
      expect(await inbox()).toHaveLength(1);
    });
  });
}
