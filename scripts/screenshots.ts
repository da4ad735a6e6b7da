// Screenshots of pages at 375 px and 1280 px for a visual check: npx tsx scripts/screenshots.ts <base-url> </path,/path?lang=en> [out-dir]
// With SHOT_EMAIL and SHOT_PASSWORD set, the pages are taken signed in to the back office.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const base = process.argv[2] ?? 'http://127.0.0.1:3200';
const paths = (process.argv[3] ?? '/').split(',');
let token: string | null = null;
if (process.env.SHOT_EMAIL) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.SHOT_EMAIL, password: process.env.SHOT_PASSWORD }),
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
}
for (const p of paths)
  for (const [name, width] of [
    ['phone', 375],
    ['desktop', 1280],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, locale: 'fr-FR' });
    if (token) await page.addInitScript((value) => globalThis.localStorage.setItem('auth_token', value), token);
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `${process.argv[4] ?? '/tmp'}/shot-${p.replace(/[^a-z0-9]/gi, '_')}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
await browser.close();
