import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent, PublicEvent, PublicEventSummary } from '#contract/content-kinds/events.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number, hour = 9) => {
  const day = new Date(Date.now() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour)).toISOString();
};

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const publicEvents = async (query = '') => body<PublicEventSummary[]>(await publicGet(`/api/events${query}`)).data;

/** The seeded events (server/db/seed/content/events.ts), by start: the open day past, the workshop, the webinar. */
const SEEDED = ['portes-ouvertes-weltaare', 'atelier-creer-son-site-vitrine', 'webinaire-paiements-mobiles'];

const newEvent = (slug: string) => ({
  slug,
  title: { fr: `Formation ${slug}`, en: `Training ${slug}` },
  summary: { fr: 'Deux heures pour apprendre.', en: 'Two hours to learn.' },
  body: { fr: '<p>Programme détaillé.</p>', en: '<p>Full programme.</p>' },
  starts_at: inDays(7),
  ends_at: inDays(7, 11),
  place: { fr: 'Kaloum, Conakry', en: 'Kaloum, Conakry' },
});

describe('events', () => {
  it('lists the published events by start, in the visitor’s language, without their programme', async () => {
    const french = await publicEvents();
    expect(french.map((event) => event.slug).filter((slug) => SEEDED.includes(slug))).toEqual(SEEDED);
    const workshop = french.find((event) => event.slug === 'atelier-creer-son-site-vitrine');
    expect(workshop).toMatchObject({
      title: 'Atelier\u00a0: créer le site vitrine de son entreprise',
      place: 'Bureaux Weltaare, Kaloum, Conakry',
      registration: 'contact',
    });
    expect(workshop).not.toHaveProperty('body');
    expect(workshop).not.toHaveProperty('status');

    const english = await publicEvents('?lang=en');
    const webinar = english.find((event) => event.id === french.find((item) => item.slug === SEEDED[2])?.id);
    expect(webinar).toMatchObject({
      slug: 'webinar-mobile-payments',
      place: null,
      online_url: 'https://meet.weltaare.com/paiements-mobiles',
      registration: 'external',
    });
  });

  it('reads one event by its slug in either language, with its programme', async () => {
    const english = body<PublicEvent>(await publicGet('/api/events/workshop-build-your-business-website?lang=en')).data;
    expect(english).toMatchObject({
      title: 'Workshop: build your business website',
      slug: 'workshop-build-your-business-website',
    });
    expect(english.body).toContain('<h2>Programme</h2>');
    expect(typeof english.updated_at).toBe('string');
    expect((await publicGet('/api/events/no-such-event')).statusCode).toBe(404);
  });

  it('shows an event once it is published, has a start and its scheduled minute has come', async () => {
    const created = await call('POST', '/api/admin/events', newEvent('formation-seo'));
    expect(created.statusCode).toBe(201);
    const event = body<AdminEvent>(created).data;
    expect(event).toMatchObject({ status: 'draft', registration: 'contact', slug_en: null });
    const isPublic = async () => (await publicEvents()).some((item) => item.id === event.id);
    expect(await isPublic()).toBe(false);

    expect((await call('PATCH', `/api/admin/events/${event.id}/publish`)).statusCode).toBe(200);
    expect(await isPublic()).toBe(true);

    // Without a start it cannot be placed among the events: hidden, whatever its status.
    const undated = await call('PUT', `/api/admin/events/${event.id}`, {
      ...newEvent('formation-seo'),
      status: 'published',
      starts_at: null,
      version: body<AdminEvent>(await call('GET', `/api/admin/events/${event.id}`)).data.version,
    });
    expect(undated.statusCode).toBe(200);
    expect(await isPublic()).toBe(false);

    const scheduled = await call('PUT', `/api/admin/events/${event.id}`, {
      ...newEvent('formation-seo'),
      status: 'published',
      publish_at: inDays(2),
      version: body<AdminEvent>(undated).data.version,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(await isPublic()).toBe(false);
  });

  it('refuses a registration link that is not http(s), an unknown way to register and an untitled event', async () => {
    const response = await call('POST', '/api/admin/events', {
      ...newEvent('formation-refusee'),
      title: { en: 'No French title' },
      registration: 'phone',
      registration_url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({
      'title.fr': ['Le texte en français est obligatoire'],
      registration: ['Valeur invalide'],
      registration_url: ['Adresse web invalide'],
    });
    const english = await call('POST', '/api/admin/events?lang=en', {
      ...newEvent('formation-refusee'),
      registration: 'phone',
    });
    expect(body(english).errors).toEqual({ registration: ['Invalid value'] });
  });

  it('searches and sorts the back office’s list, and counts published and drafts', async () => {
    const found = body<AdminEvent[]>(await call('GET', '/api/admin/events?search=webinaire'));
    expect(found.data.map((event) => event.slug)).toEqual(['webinaire-paiements-mobiles']);
    const latest = body<AdminEvent[]>(await call('GET', '/api/admin/events?per_page=1'));
    expect(latest.data[0]?.slug).not.toBe('portes-ouvertes-weltaare');
    const stats = body<{ total: number; published: number; drafts: number }>(
      await call('GET', '/api/admin/events/stats'),
    ).data;
    expect(stats.published).toBeGreaterThanOrEqual(3);
    expect(stats.total).toBe(stats.published + stats.drafts);
  });
});
