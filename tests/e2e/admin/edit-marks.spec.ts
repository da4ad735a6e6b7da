import { type Browser, expect, type Page, test } from '@playwright/test';
import { servicesKind } from '#contract/content-kinds/services.ts';
import type { Language } from '#contract/languages.ts';
import {
  adminApi,
  apiLogin,
  apiWithToken,
  createStaff,
  signIn,
  type StaffCredentials,
  uniqueName,
} from '../support/admin-session.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl, deleteItems, localizedGroup } from '../support/content-kind-cases.ts';

// Two editors on one service (ADR 0038, editing marks): the second sees who edits it since when,
// reads only, takes over; the first is told at their next heartbeat, a minute later on a fake clock.

const TEXTS = {
  fr: {
    editing: (name: string) => `${name} modifie cet élément depuis`,
    takenOver: (name: string) => `${name} a pris la main sur cet élément à`,
    readOnly: 'Lecture seule',
    reading: /^Lecture seule : vos modifications ne peuvent pas être enregistrées/,
    takeOver: 'Prendre la main',
    takeBack: 'Reprendre la main',
    back: 'Retour à la liste',
    save: 'Enregistrer',
    name: 'Nom',
  },
  en: {
    editing: (name: string) => `${name} is editing this item since`,
    takenOver: (name: string) => `${name} took over this item at`,
    readOnly: 'Read only',
    reading: /^Read only: your changes cannot be saved/,
    takeOver: 'Take over',
    takeBack: 'Take it back',
    back: 'Back to the list',
    save: 'Save',
    name: 'Name',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The time of an instant as the admin shows it on the company's clock (Conakry is UTC all year). */
function shownTime(iso: string, language: Language): RegExp {
  const date = new Date(iso);
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  if (language === 'fr') return new RegExp(`^${String(date.getUTCHours()).padStart(2, '0')}:${minutes}$`);
  const hours = date.getUTCHours() % 12 || 12;
  return new RegExp(`^${hours}:${minutes}\\s${date.getUTCHours() < 12 ? 'AM' : 'PM'}$`);
}

/** An editor's own browser, at the size of the project under test, signed in, its clock faked. */
async function editorPage(browser: Browser, staff: StaffCredentials) {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: 'fr-FR' });
  const page = await context.newPage();
  // The heartbeat runs every minute: the test moves the clock instead of waiting.
  await page.clock.install();
  const token = await signIn(page, staff);
  return { page, token, errors: collectConsoleErrors(page), close: () => context.close() };
}

/** Opens the service's form and waits for the answer about its editing mark. */
async function openForm(page: Page, id: number, language: Language) {
  const claimed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/services/${id}/edit-mark`) && response.request().method() === 'PUT',
  );
  await page.goto(adminUrl(`/admin/services/edit/${id}`, language));
  const answer = (await (await claimed).json()) as { data: { held: boolean; since: string } };
  return answer.data;
}

const nameInput = (page: Page, language: Language) =>
  localizedGroup(page, TEXTS[language].name, language).getByRole('textbox').first();

/** One minute later on the page's clock: its heartbeat runs and its answer is applied. */
async function nextHeartbeat(page: Page, id: number) {
  const beat = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/services/${id}/edit-mark`) && response.request().method() === 'PUT',
  );
  await page.clock.fastForward('01:01');
  return ((await (await beat).json()) as { data: { taken_over: { at: string } | null } }).data;
}

// The services each test made, deleted after it: the services list's own tests read the seeded ones.
const made: number[] = [];
test.afterEach(async ({ request }) => {
  await deleteItems(request, await apiLogin(request), servicesKind, made.splice(0));
});

for (const [first, second] of [
  ['fr', 'en'],
  ['en', 'fr'],
] as const) {
  const a = TEXTS[first];
  const b = TEXTS[second];

  test(`the second editor (${second}) sees the first (${first}) editing a service, reads only, takes over; the first is told`, async ({
    browser,
    request,
  }) => {
    const [aminataAccount, bakaryAccount] = await Promise.all([
      createStaff(request, 'editor'),
      createStaff(request, 'editor'),
    ]);
    const { id } = await adminApi<{ id: number }>(request, 'POST', '/admin/services', {
      name: { fr: uniqueName('Marque'), en: 'Mark' },
      short_description: { fr: 'Court.', en: 'Short.' },
      description: { fr: '<p>Long.</p>', en: '<p>Long.</p>' },
      icon: 'Zap',
    });
    made.push(id);
    const aminata = await editorPage(browser, aminataAccount);
    const bakary = await editorPage(browser, bakaryAccount);

    // Aminata opens it first and holds the mark: her form is hers to edit.
    expect((await openForm(aminata.page, id, first)).held).toBe(true);
    await expect(nameInput(aminata.page, first)).toBeEditable();

    // Bakary sees her name and since when, on the company's clock; his form stays read only.
    const mark = await openForm(bakary.page, id, second);
    expect(mark.held).toBe(false);
    const notice = bakary.page.getByRole('region', { name: new RegExp(`^${escape(b.editing(aminataAccount.name))}`) });
    await expect(notice).toBeVisible();
    await expect(notice.locator('time')).toHaveAttribute('datetime', mark.since);
    await expect(notice.locator('time')).toHaveText(shownTime(mark.since, second));
    await expect(nameInput(bakary.page, second)).toBeDisabled();
    await expect(bakary.page.getByRole('button', { name: b.save, exact: true })).toHaveCount(0);
    await expect(notice.getByRole('link', { name: b.back })).toHaveAttribute('href', /\/admin\/services/);
    await expectNoAxeViolations(bakary.page);

    // He reads only: the choice goes, taking over stays at hand.
    await notice.getByRole('button', { name: b.readOnly, exact: true }).click();
    await expect(notice.getByText(b.reading)).toBeVisible();
    await expect(notice.getByRole('button', { name: b.readOnly, exact: true })).toHaveCount(0);
    await expect(nameInput(bakary.page, second)).toBeDisabled();

    // He takes over: the notice goes and the form is his.
    await notice.getByRole('button', { name: b.takeOver, exact: true }).click();
    await expect(notice).toHaveCount(0);
    await expect(nameInput(bakary.page, second)).toBeEditable();
    await expect(bakary.page.getByRole('button', { name: b.save, exact: true })).toBeVisible();

    // Aminata is told at her next heartbeat, in her language: her form turns read only.
    const told = await nextHeartbeat(aminata.page, id);
    expect(told.taken_over).not.toBeNull();
    const alert = aminata.page.getByRole('alert', {
      name: new RegExp(`^${escape(a.takenOver(bakaryAccount.name))}`),
    });
    await expect(alert).toBeVisible();
    await expect(alert.locator('time')).toHaveText(shownTime(told.taken_over!.at, first));
    await expect(nameInput(aminata.page, first)).toBeDisabled();
    await expect(aminata.page.getByRole('button', { name: a.save, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(aminata.page);

    // She takes it back; Bakary is told in turn and goes back to the list, his form giving nothing back.
    await alert.getByRole('button', { name: a.takeBack, exact: true }).click();
    await expect(alert).toHaveCount(0);
    await expect(nameInput(aminata.page, first)).toBeEditable();
    await nextHeartbeat(bakary.page, id);
    const bakaryAlert = bakary.page.getByRole('alert', {
      name: new RegExp(`^${escape(b.takenOver(aminataAccount.name))}`),
    });
    await bakaryAlert.getByRole('link', { name: b.back }).click();
    await expect(bakary.page).toHaveURL(/\/admin\/services(\?.*)?$/);

    // Aminata leaves for the list: her mark goes with her form, and Bakary, opening it again, has it at once.
    const released = aminata.page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/services/${id}/edit-mark`) && response.request().method() === 'DELETE',
    );
    await aminata.page.getByRole('link', { name: a.back, exact: true }).first().click();
    expect(((await (await released).json()) as { data: { released: boolean } }).data.released).toBe(true);
    expect((await openForm(bakary.page, id, second)).held).toBe(true);
    await expect(nameInput(bakary.page, second)).toBeEditable();
    await expect(bakary.page.getByTestId('edit-mark-notice')).toHaveCount(0);

    // Bakary's page goes away altogether (a reload, a closed tab): the mark goes as the page is hidden.
    await bakary.page.goto(adminUrl('/admin', second));
    await expect
      .poll(
        async () =>
          (await apiWithToken<{ held: boolean }>(request, aminata.token, 'PUT', `/admin/services/${id}/edit-mark`, {}))
            .held,
      )
      .toBe(true);

    expect(aminata.errors).toEqual([]);
    expect(bakary.errors).toEqual([]);
    await Promise.all([aminata.close(), bakary.close()]);
  });
}
