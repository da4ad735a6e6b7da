import { expect, test } from '@playwright/test';
import { adminApi, createStaff, signIn, uniqueName } from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';

/*
 * One contact message per project (the public form allows 10 per 15 minutes per address; see
 * contact.spec.ts and messages.spec.ts for the others), testimonials through the admin API.
 */

interface Dashboard {
  counts: Record<string, number>;
  messages_per_week: { week: string; count: number }[];
}

test('shows the counts, the weekly chart, recent messages and pending testimonials', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Kadiatou Tableau');
  const subject = `Site vitrine ${name}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: 'dashboard-visitor@example.com', subject, message: 'Bonjour, pouvez-vous me rappeler ?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const pendingName = uniqueName('Alpha En attente');
  const pending = await adminApi<{ id: number }>(page.request, 'POST', '/admin/testimonials', {
    client_name: pendingName,
    content: { fr: 'Un accompagnement sérieux du début à la fin.' },
  });
  await adminApi(page.request, 'POST', '/admin/backups');

  await signIn(page);
  // The counts the screen received: other specs change services meanwhile, so a later read may differ.
  const dashboardAnswer = page.waitForResponse((response) => response.url().endsWith('/api/admin/dashboard'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle('Tableau de bord · Administration Weltaare');
  // The end-to-end server has its PUBLIC_URL but no SMTP_URL: mail waits in the outbox.
  const warnings = page.getByRole('region', { name: 'Configuration à compléter' });
  await expect(warnings.getByRole('listitem')).toHaveText([
    /^SMTP_URL n’est pas défini\s*: aucun e-mail ne part .* Définissez SMTP_URL \(smtp:\/\/ ou smtps:\/\/\), puis redémarrez le serveur\.$/,
  ]);

  const unreadCard = page.getByRole('link', { name: /^Messages non lus \d+$/ });
  await expect(unreadCard).toHaveAttribute('href', '/admin/messages?status=new');
  const pendingCard = page.getByRole('link', { name: /^Témoignages en attente \d+$/ });
  await expect(pendingCard).toHaveAttribute('href', '/admin/testimonials');
  for (const label of [
    'Abonnés newsletter',
    'Services actifs',
    'Projets publiés',
    'Articles publiés',
    'Offres ouvertes',
  ])
    await expect(page.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toBeVisible();
  const api = ((await (await dashboardAnswer).json()) as { data: Dashboard }).data;
  await expect(page.getByRole('link', { name: `Services actifs ${api.counts.services}` })).toBeVisible();

  const chart = page.getByRole('img', { name: 'Messages reçus par semaine' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('g[data-week]')).toHaveCount(8);
  const thisWeek = Number(await chart.locator('g[data-week]').last().getAttribute('data-count'));
  expect(thisWeek).toBeGreaterThanOrEqual(1);
  await expect(
    page
      .locator('p')
      .filter({ hasText: /message\(s\) reçu\(s\) sur les 8 dernières semaines ; la plus chargée : semaine du / }),
  ).toBeVisible();
  await page.getByText('Voir les données du graphique').click();
  const table = page.getByRole('table', { name: 'Messages reçus par semaine, sur les 8 dernières semaines' });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await expect(table.locator('tbody tr').last().locator('td')).toHaveText(String(thisWeek));

  const recent = page.getByRole('region', { name: 'Messages récents' });
  await expect(recent.getByRole('link', { name: 'Voir tous les messages' })).toHaveAttribute('href', '/admin/messages');
  const messageLink = recent.getByRole('link', { name: `Lire le message de ${name} : ${subject}` });
  await expect(messageLink).toBeVisible();
  const queue = page.getByRole('region', { name: 'Témoignages en attente' });
  await expect(queue.getByRole('link', { name: 'Modérer les témoignages' })).toHaveAttribute(
    'href',
    '/admin/testimonials',
  );
  await expect(queue.getByRole('link', { name: `Modérer le témoignage de ${pendingName}` })).toHaveAttribute(
    'href',
    `/admin/testimonials/edit/${pending.id}`,
  );
  // Another spec may back up meanwhile: whichever archive is the newest, it is a few kilobytes.
  const backups = page.getByRole('region', { name: 'Sauvegardes' });
  await expect(backups.getByRole('listitem')).toHaveText(/^Dernière sauvegarde\s:\s.+\s\(\d+\sko\)\.$/);
  await expect(backups.getByRole('link', { name: 'Voir les sauvegardes' })).toHaveAttribute('href', '/admin/backups');
  await expectNoAxeViolations(page);

  await messageLink.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Bonjour, pouvez-vous me rappeler ?')).toBeVisible();
  expect(errors).toEqual([]);
  await adminApi(page.request, 'DELETE', `/admin/testimonials/${pending.id}`);
});

test('speaks English on request', async ({ page }) => {
  await adminApi(page.request, 'POST', '/admin/backups');
  await signIn(page);
  await page.goto('/admin?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Configuration to complete' }).getByRole('listitem')).toHaveText([
    /^SMTP_URL is not set: no mail leaves .* all of it waits in the outbox\. Set SMTP_URL/,
  ]);
  await expect(page.getByRole('link', { name: /^Unread messages \d+$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Messages received per week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent messages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending testimonials' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backups' }).getByRole('listitem')).toHaveText(
    /^Last backup:\s.+\s\(\d+\skB\)\.$/,
  );
  await page.getByText('Show the chart data').click();
  await expect(page.getByRole('columnheader', { name: 'Week of' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an editor sees the dashboard', async ({ page }) => {
  const editor = await createStaff(page.request, 'editor');
  await signIn(page, editor);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Messages reçus par semaine' })).toBeVisible();
  await expect(page.getByText('Impossible de charger le tableau de bord.')).toHaveCount(0);
  // The backups are an admin's screen: an editor reads when the last one was made, without the link.
  const backups = page.getByRole('region', { name: 'Sauvegardes' });
  await expect(backups).toBeVisible();
  await expect(backups.getByRole('link')).toHaveCount(0);
});
