import { expect, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';
import { atBothSizes } from '../support/sizes.ts';

const TEXTS = {
  fr: { name: 'Nom', changed: 'Modifiée le', sortBy: 'Trier par', reversed: 'Nom (ordre inverse)' },
  en: { name: 'Name', changed: 'Changed on', sortBy: 'Sort by', reversed: 'Name (reversed)' },
} as const;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];

  test(
    `${language}: column headers sort the list both ways, in French alphabetical order, and say so`,
    atBothSizes('a desktop sorts by column headers, a phone by the sort menu alone'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const marker = uniqueName('ZQ').replace(' ', '');
      for (const name of ['Pourquoi nous', 'Étudier à l’étranger', 'Design'])
        await adminApi(page.request, 'POST', '/admin/solutions', {
          name: { fr: `${name} ${marker}`, en: `${name} ${marker}` },
          summary: { fr: 'Résumé.', en: 'Summary.' },
          body: { fr: '<p>Texte.</p>', en: '<p>Text.</p>' },
        });
      await signIn(page);
      await page.goto(adminUrl('/admin/solutions', language, { search: marker }));
      // The name's link, after the selection box.
      const names = page.locator('tbody tr td:nth-child(2) a');
      await expect(names).toHaveCount(3);

      const nameHeader = page.getByRole('columnheader', { name: text.name, exact: true });
      await expect(nameHeader).not.toHaveAttribute('aria-sort');
      await nameHeader.getByRole('button').click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(/sort=name/);
      await expect(names).toHaveText([`Design ${marker}`, `Étudier à l’étranger ${marker}`, `Pourquoi nous ${marker}`]);

      await nameHeader.getByRole('button').click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(names).toHaveText([`Pourquoi nous ${marker}`, `Étudier à l’étranger ${marker}`, `Design ${marker}`]);
      await expect(page.getByLabel(text.sortBy).locator('option:checked')).toHaveText(text.reversed);

      if (page.viewportSize()!.width >= 768) {
        const changed = page.getByRole('columnheader', { name: text.changed, exact: true });
        await changed.getByRole('button').click();
        await expect(changed).toHaveAttribute('aria-sort', 'descending');
        await expect(nameHeader).not.toHaveAttribute('aria-sort');
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    },
  );
}
