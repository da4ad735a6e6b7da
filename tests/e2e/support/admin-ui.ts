import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** The back-office navigation; on a phone it sits behind the menu button, which this opens first. */
export async function openAdminNavigation(page: Page) {
  const menu = page.getByRole('button', { name: /Ouvrir le menu|Open menu/ });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: /Navigation de l’administration|Admin navigation/ });
}

/** The toast with exactly this text (the latest, when a test triggers the same one twice). */
export function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();
}

/** The body rows of the screen's table. */
export function tableRows(page: Page) {
  return page.getByRole('table').locator('tbody tr');
}

/** The table row whose link (to the item's form) reads exactly `name`. */
export function rowLinkedTo(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** A small real PNG for the upload fields, ready for `setInputFiles`. */
export async function pngFile(name: string, size = { width: 60, height: 40 }, background = '#3366cc') {
  const buffer = await sharp({ create: { ...size, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * Uploads a file from an image field's file input: the window that asks for the alt text opens,
 * gets `alt` (when given) and sends the file.
 */
export async function uploadImage(
  page: Page,
  fileInput: Locator,
  file: Awaited<ReturnType<typeof pngFile>>,
  alt?: { fr?: string; en?: string },
) {
  await fileInput.setInputFiles(file);
  const dialog = page.getByRole('dialog', {
    name: /Décrire l’image avant de l’envoyer|Describe the image before sending it/,
  });
  if (alt?.fr) await dialog.getByLabel(/Texte alternatif \(français\)|Alternative text \(French\)/).fill(alt.fr);
  if (alt?.en) await dialog.getByLabel(/Texte alternatif \(anglais\)|Alternative text \(English\)/).fill(alt.en);
  await dialog.getByRole('button', { name: /^(Téléverser|Upload)$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The value beside a label in a record's details (`<dt>`/`<dd>`), in the screen's article. */
export function detailOf(page: Page, label: string) {
  return page
    .getByRole('article')
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
