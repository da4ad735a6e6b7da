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

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('admin settings', () => {
  it('returns the company settings in both languages', async () => {
    const settings = body<SiteSettings>(await call('GET', '/api/admin/settings')).data;
    expect(settings.company.share_capital_gnf).toBe(1_000_000);
    expect(settings.contact.address).toHaveProperty('fr');
    expect(settings.stats.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['100+', '50+', '5+', '15+']);
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
