import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
const base = 'http://127.0.0.1:3300';
const out = 'docs/screenshots/issue-35';
const quotes = JSON.parse(process.argv[2]!);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@e2e.weltaare.test', password: 'e2e admin password 2026' }) }).then((r) => r.json());
async function shot(path: string, name: string, width: number, height: number, locale: string, admin = false, act?: (page: import('@playwright/test').Page) => Promise<void>, top = 0) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, locale });
  if (admin) await page.addInitScript((value) => globalThis.localStorage.setItem('auth_token', value), login.data.token);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (act) await act(page);
  const buffer = await page.screenshot({ fullPage: true });
  const meta = await sharp(buffer).metadata();
  await sharp(buffer).extract({ left: 0, top, width: meta.width!, height: Math.min(meta.height! - top, height) }).toFile(`${out}/${name}.png`);
  await page.close();
}
const fr = new URL(quotes.fr.url).pathname;
const en = new URL(quotes.en.url).pathname;
const which = process.argv[3] ?? 'all';
if (which === 'all') {
  await shot(fr, 'quote-page-fr-phone', 375, 2000, 'fr-FR');
  await shot(en, 'quote-page-en-desktop', 1280, 1500, 'en-GB');
}
await shot(`/admin/messages?message=${quotes.fr.lead}`, 'lead-quotes-fr-desktop', 1280, 1300, 'fr-FR', true, async (page) => {
  await page.getByRole('button', { name: 'Nouveau devis' }).click();
  await page.getByRole('group', { name: 'Ligne 1' }).getByLabel('Service').selectOption({ label: 'Hébergement et déploiement' });
  await page.waitForTimeout(300);
}, 780);
await shot(`/admin/messages?message=${quotes.en.lead}&lang=en`, 'lead-quotes-en-phone', 375, 2000, 'en-GB', true, async (page) => {
  await page.getByRole('button', { name: 'New quote' }).click();
  await page.getByRole('group', { name: 'Line 1' }).getByLabel('Service').selectOption({ label: 'Mobile apps' });
  await page.waitForTimeout(300);
}, 1500);
if (which === 'all') {
  await shot(fr, 'quote-accepted-fr-phone', 375, 900, 'fr-FR', false, async (page) => {
    await page.getByLabel('Un message pour nous (facultatif)').fill('Parfait, on démarre lundi.');
    await page.getByRole('button', { name: 'Accepter le devis' }).click();
    await page.getByRole('heading', { name: 'Devis accepté' }).waitFor();
  });
  for (const [path, name, locale] of [
    ['/services/money-transfer', 'service-money-transfer-fr-phone', 'fr-FR'],
    ['/en/services/money-transfer', 'service-money-transfer-en-phone', 'en-GB'],
    ['/services/study-abroad', 'service-study-abroad-fr-phone', 'fr-FR'],
    ['/en/services/study-abroad', 'service-study-abroad-en-phone', 'en-GB'],
    ['/services/web-development', 'service-web-development-fr-phone', 'fr-FR'],
  ] as const) await shot(path, name, 375, 1218, locale);
}
await browser.close();
