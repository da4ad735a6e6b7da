import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, signIn, uniqueName } from '../support/admin-session.ts';
import { rowLinkedTo, toast } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';
import { atBothSizes } from '../support/sizes.ts';

// Deleting an item that has pages of its own: staff may send its addresses on (ADR 0059), so that a
// shared link or a search result leads somewhere rather than to "page not found".
const TEXTS = {
  fr: {
    delete: (name: string) => `Supprimer ${name}`,
    field: 'Envoyer ses visiteurs vers (facultatif)',
    invalid:
      'Écrivez une adresse du site commençant par «\u202f/\u202f» (sans «\u202f?\u202f» ni «\u202f#\u202f»), ou une adresse web complète',
    confirm: 'Supprimer',
    deleted: (name: string) => `«\u202f${name}\u202f» supprimé`,
  },
  en: {
    delete: (name: string) => `Delete ${name}`,
    field: 'Send its visitors to (optional)',
    invalid: 'Write an address of the site starting with “/” (without “?” or “#”), or a full web address',
    confirm: 'Delete',
    deleted: (name: string) => `“${name}” deleted`,
  },
} as const;

interface Post {
  id: number;
  slug: string;
  slug_en: string;
}

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];

  test(
    `${language}: a deleted article's addresses in both languages lead where staff chose`,
    atBothSizes('the delete dialog and its address field on a phone and on a desktop'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const title = uniqueName('Article retiré');
      const post = await adminApi<Post>(page.request, 'POST', '/admin/blog', {
        title: { fr: title, en: `${title} (en)` },
        slug_en: `withdrawn-article-${randomUUID().slice(0, 8)}`,
        excerpt: { fr: 'Résumé.', en: 'Summary.' },
        body: { fr: '<p>Texte.</p>', en: '<p>Text.</p>' },
        author_name: 'Équipe',
        status: 'published',
      });
      const addresses = [`/blog/${post.slug}`, `/en/blog/${post.slug_en}`];
      for (const address of addresses) expect((await page.request.get(address)).status(), address).toBe(200);

      await signIn(page);
      await page.goto(adminUrl('/admin/blog', language, { search: title }));
      await rowLinkedTo(page, title)
        .getByRole('button', { name: text.delete(title) })
        .click();
      const dialog = page.getByRole('alertdialog');
      const field = dialog.getByLabel(text.field);
      // Not an address: said at once, and the deletion waits for a good one.
      await field.fill('blog sans barre');
      await expect(dialog.getByText(text.invalid)).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.confirm })).toBeDisabled();
      await field.fill('/blog');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(toast(page, text.deleted(title))).toBeVisible();
      await expect(rowLinkedTo(page, title)).toHaveCount(0);

      for (const address of addresses) {
        const answer = await page.request.get(address, { maxRedirects: 0 });
        expect(answer.status(), address).toBe(301);
        expect(answer.headers().location, address).toBe('/blog');
      }
      expect(errors).toEqual([]);
    },
  );
}

test('an article deleted with no address given leaves its page answering "not found"', async ({ page }) => {
  const title = uniqueName('Article effacé');
  const post = await adminApi<Post>(page.request, 'POST', '/admin/blog', {
    title: { fr: title },
    excerpt: { fr: 'Résumé.' },
    body: { fr: '<p>Texte.</p>' },
    author_name: 'Équipe',
    status: 'published',
  });
  await signIn(page);
  await page.goto(adminUrl('/admin/blog', 'fr', { search: title }));
  await rowLinkedTo(page, title)
    .getByRole('button', { name: TEXTS.fr.delete(title) })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: TEXTS.fr.confirm }).click();
  await expect(toast(page, TEXTS.fr.deleted(title))).toBeVisible();
  expect((await page.request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status()).toBe(404);
});
