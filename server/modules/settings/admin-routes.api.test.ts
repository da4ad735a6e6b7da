import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings, SiteSettings } from '#contract/schemas/settings.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database, { email: 'boss@weltaare.test', password: 'boss long password', role: 'admin' });
  token = await loginAs(ctx.app, 'boss@weltaare.test', 'boss long password');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('admin settings', () => {
  it('returns the company settings in both languages', async () => {
    const settings = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    expect(settings.company.share_capital_gnf).toBe(1_000_000);
    expect(settings.contact.address).toHaveProperty('fr');
    expect(settings.stats.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['100+', '50+', '5+', '4']);
    expect(settings.stats.map((stat) => stat.counted)).toEqual([false, false, false, true]);
  });

  it('a counted figure is the number of published items of its kind: the team’s, the projects', async () => {
    const publicStat = async (key: string) =>
      body<PublicSettings>(await ctx.app.inject({ method: 'GET', url: '/api/settings' })).data.stats.find(
        (stat) => stat.key === key,
      )?.value;
    expect(await publicStat('team')).toBe(4);
    const added = await call('POST', '/api/admin/team', {
      name: 'Nouvelle Recrue',
      role: { fr: 'Développeuse', en: 'Developer' },
      bio: { fr: 'Arrivée cette semaine.', en: 'Joined this week.' },
      active: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await publicStat('team')).toBe(5);
    const id = body<{ id: number }>(added).data.id;
    const deactivated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/team/${id}`,
      payload: { active: false },
      headers: { authorization: `Bearer ${token}`, 'if-match': String(added.headers.etag) },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await publicStat('team')).toBe(4);

    const settings = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    const projects = (await ctx.app.inject({ method: 'GET', url: '/api/projects?per_page=1' })).json<{
      meta: { total: number };
    }>().meta.total;
    const counting = {
      ...settings,
      stats: settings.stats.map((stat) => (stat.key === 'projects' ? { ...stat, counted: true } : stat)),
    };
    expect((await call('PUT', '/api/admin/settings', counting)).statusCode).toBe(200);
    expect(await publicStat('projects')).toBe(projects);

    // Years are no content: they cannot be counted.
    const refused = await call('PUT', '/api/admin/settings', {
      ...settings,
      stats: settings.stats.map((stat) => (stat.key === 'years' ? { ...stat, counted: true } : stat)),
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({
      'stats.2.counted': ['Ce chiffre ne se compte pas dans le contenu du site'],
    });
    const current = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    const restored = await call('PUT', '/api/admin/settings', { ...current, stats: settings.stats });
    expect(restored.statusCode).toBe(200);
  });

  it('saves a change that the public site shows at once', async () => {
    const settings = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    const changed = {
      ...settings,
      contact: { ...settings.contact, phone: '+224 622 11 22 33' },
      stats: settings.stats.map((stat) => (stat.key === 'projects' ? { ...stat, value: 120 } : stat)),
    };
    expect((await call('PUT', '/api/admin/settings', changed)).statusCode).toBe(200);
    const publicSettings = body<PublicSettings>(await ctx.app.inject({ method: 'GET', url: '/api/settings' })).data;
    expect(publicSettings.contact.phone).toBe('+224 622 11 22 33');
    expect(publicSettings.stats[0]?.value).toBe(120);
  });

  it('refuses invalid settings and keeps the stored ones', async () => {
    const settings = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    const response = await call('PUT', '/api/admin/settings', {
      ...settings,
      contact: { ...settings.contact, email: 'not an email', latitude: 200 },
      stats: settings.stats.slice(0, 2),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body(response).errors ?? {}).sort()).toEqual(['contact.email', 'contact.latitude', 'stats']);
    const after = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    expect(after.contact.email).toBe(settings.contact.email);
  });

  it('says what is wrong with each field, in the language asked for', async () => {
    const settings = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    const invalid = {
      ...settings,
      company: { ...settings.company, name: '  ', share_capital_gnf: -5 },
      contact: { ...settings.contact, phone: 'call us', whatsapp: '620 00 00 00', longitude: -200 },
      hours: { ...settings.hours, weekdays: { open: '25:00', close: '18:00' } },
      social: { ...settings.social, facebook: 'facebook.com/weltaare', x: '' },
    };
    const french = body(await call('PUT', '/api/admin/settings', invalid)).errors;
    expect(french).toEqual({
      'company.name': ['Ce champ est obligatoire'],
      'company.share_capital_gnf': ['Entrez un nombre entier positif'],
      'contact.phone': ['Numéro de téléphone invalide'],
      // A click-to-chat link has no country to guess from.
      'contact.whatsapp': ['Numéro international attendu : + puis l’indicatif du pays, par exemple +224 620 00 00 00'],
      'contact.longitude': ['La longitude doit être entre -180 et 180'],
      'hours.weekdays.open': ['Heure invalide (HH:MM)'],
      'social.facebook': ['Adresse web invalide'],
    });
    const english = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings?lang=en',
      payload: invalid,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body(english).errors?.['hours.weekdays.open']).toEqual(['Invalid time (HH:MM)']);
    expect(body(english).errors?.['social.facebook']).toEqual(['Invalid web address']);
    expect(body(english).errors?.['contact.whatsapp']).toEqual([
      'An international number is expected: + then the country code, for example +224 620 00 00 00',
    ]);
  });
});
