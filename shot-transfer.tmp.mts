import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@e2e.weltaare.test', password: 'e2e admin password 2026' }) });
const token = ((await login.json()) as { data: { token: string } }).data.token;
const zip = Buffer.from(await (await fetch(`${base}/api/admin/content-transfer/export`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
const fs = await import('node:fs');
fs.writeFileSync('/tmp/content.zip', zip);
for (const [lang, width] of [['fr', 375], ['en', 1280], ['fr', 1280], ['en', 375]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
  await page.goto(`${base}/admin/login`);
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.goto(`${base}/admin/content-transfer${lang === 'en' ? '?lang=en' : ''}`);
  await page.waitForTimeout(1500);
  await page.locator('input[type=file]').setInputFiles('/tmp/content.zip');
  await page.getByRole('button', { name: lang === 'fr' ? 'Vérifier le fichier' : 'Check the file' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/transfer-${lang}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
