import { expect, test } from '@playwright/test';
import { signIn } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';

interface Service {
  id: number;
  slug: string;
  name: string;
}

const TEXTS = {
  fr: { query: '', title: 'Contacts WhatsApp, 30 derniers jours', total: /visiteur\(s\) ont ouvert WhatsApp/ },
  en: { query: '?lang=en', title: 'WhatsApp contacts, last 30 days', total: /visitor\(s\) opened WhatsApp/ },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`${lang}: the dashboard shows WhatsApp taps as leads, per service`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const services = ((await (await page.request.get(`/api/services?lang=${lang}`)).json()) as { data: Service[] })
      .data;
    const design = services.find((service) => service.slug === 'design') ?? services[1]!;
    // What a service page's beacon sends (islands/boot.ts): plain text, no cookie needed.
    const tap = await page.request.post('/api/whatsapp-clicks', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ placement: 'service', service_id: design.id, path: '/services/design', language: lang }),
    });
    expect(tap.status()).toBe(204);

    await signIn(page);
    await page.goto(`/admin${texts.query}`);
    const panel = page.getByRole('region', { name: texts.title });
    await expect(panel).toContainText(texts.total);
    const row = panel.getByRole('listitem').filter({ hasText: design.name });
    await expect(row).toContainText(lang === 'fr' ? /\d+ ouverture\(s\)/ : /\d+ opening\(s\)/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
