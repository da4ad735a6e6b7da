import { expect, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl, labelledControl } from '../support/content-kind-cases.ts';
import { openPage } from '../support/language.ts';

const TEXTS = {
  fr: {
    schedule: 'Publication programmée',
    hint: /^Heure de Conakry\./,
    save: 'Enregistrer',
    saved: (name: string) => `« ${name} » enregistré`,
    badge: /^Programmé · 30 juin 2030, 10:30$/,
    soonBadge: /^Programmé · /,
  },
  en: {
    schedule: 'Scheduled publication',
    hint: /^Conakry time\./,
    save: 'Save',
    saved: (name: string) => `“${name}” saved`,
    badge: /^Scheduled · Jun 30, 2030, 10:30 AM$/,
    soonBadge: /^Scheduled · /,
  },
} as const;

async function createSolution(request: Parameters<typeof adminApi>[0], name: string, publishAt: string | null) {
  return adminApi<{ id: number; slug: string }>(request, 'POST', '/admin/solutions', {
    name: { fr: name, en: name },
    summary: { fr: 'Une offre programmée.', en: 'A scheduled offer.' },
    body: { fr: '<p>Bientôt en ligne.</p>', en: '<p>Online soon.</p>' },
    active: true,
    publish_at: publishAt,
  });
}

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];

  test(`${language}: an editor schedules a solution in Conakry time and the list says so`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('Offre de rentrée');
    const { id } = await createSolution(page.request, name, null);
    await signIn(page);
    await page.goto(adminUrl(`/admin/solutions/edit/${id}`, language));
    const input = labelledControl(page, text.schedule);
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(page.getByText(text.hint)).toBeVisible();
    await input.fill('2030-06-30T10:30');
    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.saved(name))).toBeVisible();
    const stored = await adminApi<{ publish_at: string }>(page.request, 'GET', `/admin/solutions/${id}`);
    expect(stored.publish_at).toBe('2030-06-30T10:30:00.000Z');

    await page.goto(adminUrl('/admin/solutions', language, { search: name }));
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(text.badge)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`${language}: a solution scheduled a few seconds ahead appears on the public page at its minute, with nobody acting`, async ({
    page,
  }) => {
    const name = uniqueName('Offre éclair');
    // Scheduled an hour ahead while the list and the public page are checked (on a slow machine that
    // takes longer than a few seconds), then brought to a few seconds ahead.
    const { id } = await createSolution(page.request, name, new Date(Date.now() + 3_600_000).toISOString());
    await signIn(page);
    await page.goto(adminUrl('/admin/solutions', language, { search: name }));
    await expect(page.getByRole('row').filter({ hasText: name }).getByText(text.soonBadge)).toBeVisible();

    await openPage(page, '/solutions', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await adminApi(page.request, 'PATCH', `/admin/solutions/${id}`, {
      publish_at: new Date(Date.now() + 3_000).toISOString(),
    });
    await expect(async () => {
      await openPage(page, '/solutions', language);
      await expect(page.getByText(name).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  });
}
