import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';

const TEXTS = {
  fr: { button: 'Exporter en CSV', done: 'Export CSV téléchargé' },
  en: { button: 'Export CSV', done: 'CSV export downloaded' },
} as const;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  test(`${language}: the inbox exports the messages its search shows, as CSV with its accents and no formula`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const marker = uniqueName('Export').replace(' ', '-');
    for (const name of ['Mariama Diallo', '=SOMME(A1:A9)'])
      expect(
        (
          await page.request.post('/api/contact', {
            data: { name, email: 'client@example.com', subject: `Devis ${marker}`, message: 'Bonjour, un devis svp.' },
          })
        ).status(),
      ).toBe(201);
    await signIn(page);
    await page.goto(adminUrl('/admin/messages', language, { search: marker }));
    await expect(page.locator('tbody tr')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: TEXTS[language].button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('contact-messages.csv');
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFFreceived_at,name,email,phone,company,service,subject,message,status,language,stage,source,assignee,follow_up_on',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`Mariama Diallo,client@example.com`);
    expect(csv).toContain(`'=SOMME(A1:A9)`);
    expect(lines.every((line, index) => index === 0 || line.includes(`Devis ${marker}`))).toBe(true);
    await expect(toast(page, TEXTS[language].done)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
