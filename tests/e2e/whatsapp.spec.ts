import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi } from './support/admin-session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { atBothSizes } from './support/sizes.ts';

type Lang = 'fr' | 'en';

interface Service {
  id: number;
  slug: string;
  name: string;
}
interface WhatsAppLeads {
  by_service: { service_id: number | null; count: number }[];
}

const TEXTS = {
  fr: {
    prefix: '',
    chat: 'Discuter sur WhatsApp',
    header: 'Écrire sur WhatsApp',
    chatAbout: (service: string) => `Discuter de « ${service} » sur WhatsApp`,
    aboutService: (service: string) => `Bonjour Weltaare, je souhaite en savoir plus sur votre service « ${service} ».`,
    fromPage: (name: string) => `Bonjour Weltaare, je vous écris depuis la page « ${name} » de votre site.`,
    contact: 'Contact',
    blog: 'Blog',
  },
  en: {
    prefix: '/en',
    chat: 'Chat on WhatsApp',
    header: 'Chat with us on WhatsApp',
    chatAbout: (service: string) => `Chat about “${service}” on WhatsApp`,
    aboutService: (service: string) => `Hello Weltaare, I would like to know more about your “${service}” service.`,
    fromPage: (name: string) => `Hello Weltaare, I am writing from the “${name}” page of your website.`,
    contact: 'Contact',
    blog: 'Blog',
  },
} as const;

/** The seeded settings' WhatsApp number, as wa.me wants it. */
const WA_NUMBER = '224620000000';

/** The seeded hosting service as the page of `lang` shows it (the English page has its own slug). */
async function hostingIn(request: APIRequestContext, lang: Lang): Promise<Service> {
  const servicesIn = async (language: Lang) =>
    ((await (await request.get(`/api/services?lang=${language}`)).json()) as { data: Service[] }).data;
  const { id } = (await servicesIn('fr')).find((service) => service.slug === 'hosting')!;
  return (await servicesIn(lang)).find((service) => service.id === id)!;
}

/** The message a WhatsApp link types in for the visitor. */
async function messageOf(link: ReturnType<Page['getByRole']>): Promise<string> {
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${WA_NUMBER}`);
  return href.searchParams.get('text') ?? '';
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(
    `${lang}: a service page opens WhatsApp with a message naming the service, and the tap is counted`,
    atBothSizes('the phone header has a WhatsApp link that a desktop hides'),
    async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const hosting = await hostingIn(request, lang);
      const hostingId = hosting.id;
      const hostingTaps = async () =>
        (
          await adminApi<{ whatsapp_leads: WhatsAppLeads }>(request, 'GET', '/admin/dashboard')
        ).whatsapp_leads.by_service.find((row) => row.service_id === hostingId)?.count ?? 0;
      const before = await hostingTaps();

      await visit(page, `${texts.prefix}/services/${hosting.slug}`);
      const hero = page.getByRole('link', { name: texts.chat, exact: true });
      expect(await messageOf(hero)).toBe(texts.aboutService(hosting.name));
      const closing = page.getByRole('link', { name: texts.chatAbout(hosting.name) });
      expect(await messageOf(closing)).toBe(texts.aboutService(hosting.name));
      const header = page.getByRole('banner').getByRole('link', { name: texts.header });
      if (isPhone(page)) {
        await expect(header).toBeVisible();
        expect(await messageOf(header)).toBe(texts.aboutService(hosting.name));
      } else {
        await expect(header).toBeHidden();
      }
      await expectNoAxeViolations(page);

      // wa.me is not reached from the test machine: the new tab gets a stand-in page.
      await page
        .context()
        .route('https://wa.me/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
        );
      const beacon = page.waitForRequest((sent) => sent.url().endsWith('/api/whatsapp-clicks'));
      const [chat] = await Promise.all([page.waitForEvent('popup'), hero.click()]);
      expect(JSON.parse((await beacon).postData() ?? '{}')).toEqual({
        placement: 'service',
        service_id: hostingId,
        language: lang,
        path: `${texts.prefix}/services/${hosting.slug}`,
      });
      await chat.close();
      // Counted without any cookie of ours: the dashboard's figure for the service grows.
      await expect.poll(hostingTaps).toBeGreaterThan(before);
      expect(errors).toEqual([]);
    },
  );

  test(
    `${lang}: the contact page and the phone header name the page in the message`,
    atBothSizes('the phone header has a WhatsApp link that a desktop hides'),
    async ({ page }) => {
      await visit(page, `${texts.prefix}/contact`);
      const contact = page.getByRole('main').getByRole('link', { name: texts.chat, exact: true });
      expect(await messageOf(contact)).toBe(texts.fromPage(texts.contact));

      await visit(page, `${texts.prefix}/blog`);
      const header = page.getByRole('banner').getByRole('link', { name: texts.header });
      if (isPhone(page)) expect(await messageOf(header)).toBe(texts.fromPage(texts.blog));
      else await expect(header).toBeHidden();
      // Only a link: no WhatsApp script or frame on the page.
      expect(await page.locator('script[src*="whatsapp"], iframe[src*="whatsapp"]').count()).toBe(0);
    },
  );
}
