import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { visit } from './support/language.ts';
import { atBothSizes } from './support/sizes.ts';

/*
 * Events (issue 32): the seeded workshop and webinar to come, the open day past
 * (server/db/seed/content/events.ts), as a visitor meets them in each language.
 */

const TEXTS = {
  fr: {
    list: '/evenements',
    h1: 'Formations, ateliers et portes ouvertes',
    upcoming: 'À venir',
    past: 'Événements passés',
    workshop: 'Atelier\u00a0: créer le site vitrine de son entreprise',
    workshopPath: '/evenements/atelier-creer-son-site-vitrine',
    webinar: 'Webinaire\u00a0: encaisser par Orange Money et MTN MoMo sur son site',
    openDay: 'Portes ouvertes chez Weltaare',
    openDayPath: '/evenements/portes-ouvertes-weltaare',
    place: 'Bureaux Weltaare, Kaloum, Conakry',
    online: 'En ligne',
    back: 'Tous les événements',
    calendar: 'Ajouter à mon agenda',
    register: 'S’inscrire',
    registerButton: 'Je m’inscris',
    past_notice: 'Cet événement est passé. Retrouvez les prochains sur la page des événements.',
    messageLabel: /^Message/,
    message:
      /^Bonjour, je souhaite m’inscrire à l’événement «\u202fAtelier\u00a0: créer le site vitrine de son entreprise\u202f» du /,
    otherLanguage: { path: '/en/events/workshop-build-your-business-website', hreflang: 'en' },
  },
  en: {
    list: '/en/events',
    h1: 'Trainings, workshops and open days',
    upcoming: 'Upcoming',
    past: 'Past events',
    workshop: 'Workshop: build your business website',
    workshopPath: '/en/events/workshop-build-your-business-website',
    webinar: 'Webinar: take Orange Money and MTN MoMo payments on your website',
    openDay: 'Weltaare open day',
    openDayPath: '/en/events/weltaare-open-day',
    place: 'Weltaare offices, Kaloum, Conakry',
    online: 'Online',
    back: 'All events',
    calendar: 'Add to my calendar',
    register: 'Register',
    registerButton: 'Register',
    past_notice: 'This event is over. Find the next ones on the events page.',
    messageLabel: /^Message/,
    message: /^Hello, I would like to register for the event “Workshop: build your business website” on /,
    otherLanguage: { path: '/evenements/atelier-creer-son-site-vitrine', hreflang: 'fr' },
  },
} as const;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

for (const language of ['fr', 'en'] as const) {
  const text = TEXTS[language];

  test(
    `${language}: the events page lists what comes next, the soonest first, and what has been below`,
    atBothSizes('the cards are a grid on a desktop and a column on a phone'),
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await visit(page, text.list);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
      const upcoming = section(page, text.upcoming).getByRole('heading', { level: 3 });
      const titles = await upcoming.allTextContents();
      expect(titles.indexOf(text.workshop)).toBeGreaterThanOrEqual(0);
      expect(titles.indexOf(text.workshop)).toBeLessThan(titles.indexOf(text.webinar));
      expect(titles).not.toContain(text.openDay);
      await expect(section(page, text.past).getByRole('heading', { level: 3, name: text.openDay })).toBeVisible();
      const workshopCard = section(page, text.upcoming).getByRole('article').filter({ hasText: text.workshop });
      await expect(workshopCard.getByText(text.place)).toBeVisible();
      const webinarCard = section(page, text.upcoming).getByRole('article').filter({ hasText: text.webinar });
      await expect(webinarCard.getByRole('listitem').nth(1)).toContainText(text.online);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    },
  );

  test(`${language}: an event's page says when and where, offers its calendar file and registers by the contact form`, async ({
    page,
  }) => {
    await visit(page, text.list);
    await page.getByRole('link', { name: text.workshop, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${text.workshopPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.workshop);
    await expect(page.getByRole('main').getByText(text.place).first()).toBeVisible();
    await expect(page.locator(`link[rel="alternate"][hreflang="${text.otherLanguage.hreflang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${text.otherLanguage.path}$`),
    );

    // Search engines read it as an Event, at its own address, starting when the page says.
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    );
    const event = structured.find((data) => data['@type'] === 'Event');
    expect(event).toMatchObject({
      name: text.workshop,
      url: expect.stringMatching(new RegExp(`${text.workshopPath}$`)),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: text.place },
    });
    const datetime = await page.getByRole('main').locator('time').first().getAttribute('datetime');
    expect(event?.startDate).toBe(datetime);

    // The calendar file is the same event, for the phone's agenda.
    const calendar = page.getByRole('link', { name: text.calendar });
    const href = await calendar.getAttribute('href');
    expect(href).toBe(`${text.workshopPath}/agenda.ics`);
    // Followed as a visitor does: the browser downloads it.
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = await page.request.get(href!, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain(`SUMMARY:${text.workshop.replace(',', '\\,')}\r\n`);
    expect(ics).toContain(`DTSTART:${new Date(datetime!).toISOString().replace(/[-:]|\.\d{3}/g, '')}\r\n`);
    await expectNoAxeViolations(page);

    await expect(page.getByRole('heading', { level: 2, name: text.register })).toBeVisible();
    await page.getByRole('link', { name: text.registerButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${language === 'fr' ? '' : '/en'}/contact\\?message=`));
    await expect(page.getByRole('textbox', { name: text.messageLabel })).toHaveValue(text.message);
  });

  test(`${language}: a past event says it is over and takes no registration`, async ({ page }) => {
    await visit(page, text.openDayPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.openDay);
    await expect(page.getByRole('status').filter({ hasText: text.past_notice })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.register })).toHaveCount(0);
    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`${text.list}$`));
    await expectNoAxeViolations(page);
  });
}

test('an unknown event is not found, and an event keeps its address in each language', async ({ page }) => {
  expect((await page.request.get('/evenements/pas-un-evenement')).status()).toBe(404);
  expect((await page.request.get('/en/events/not-an-event/agenda.ics')).status()).toBe(404);
  // The French slug on the English page leads to the English address.
  const response = await page.request.get('/en/events/atelier-creer-son-site-vitrine', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/events/workshop-build-your-business-website');
});
