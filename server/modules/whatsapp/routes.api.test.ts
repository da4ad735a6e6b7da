import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, whatsAppClicks } from '../../db/schema.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
let hostingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
  const [hosting] = await ctx.database.db.select().from(services).where(eq(services.slug, 'hosting'));
  hostingId = hosting!.id;
});
afterAll(() => ctx.close());

let nextIp = 1;
/** As navigator.sendBeacon sends a string: text/plain, from its own address unless told. */
const beacon = (payload: unknown, ip = `10.7.0.${nextIp++}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/whatsapp-clicks',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: ip,
  });

interface Leads {
  days: number;
  total: number;
  by_service: { service_id: number | null; name: string | null; count: number }[];
}
const leadsIn = async (language: 'fr' | 'en') =>
  body<{ whatsapp_leads: Leads }>(await editor.call('GET', `/api/admin/dashboard?lang=${language}`)).data
    .whatsapp_leads;

describe('POST /api/whatsapp-clicks', () => {
  it('counts a tap sent as a beacon, per service, on the dashboard in the reader’s language', async () => {
    const before = await leadsIn('fr');
    const hostingBefore = before.by_service.find((row) => row.service_id === hostingId)?.count ?? 0;

    const tap = { placement: 'service', service_id: hostingId, path: '/services/hosting', language: 'fr' };
    expect((await beacon(tap)).statusCode).toBe(204);
    expect((await beacon({ ...tap, path: '/en/services/hosting', language: 'en' })).statusCode).toBe(204);
    expect((await beacon({ placement: 'header', path: '/blog', language: 'fr' })).statusCode).toBe(204);

    const french = await leadsIn('fr');
    expect(french.days).toBe(30);
    expect(french.total).toBe(before.total + 3);
    expect(french.by_service).toContainEqual({
      service_id: hostingId,
      name: 'Hébergement et déploiement',
      count: hostingBefore + 2,
    });
    expect(french.by_service.find((row) => row.service_id === null)?.name).toBeNull();
    const english = await leadsIn('en');
    expect(english.by_service.find((row) => row.service_id === hostingId)?.name).toBe('Hosting and deployment');
  });

  it('accepts a JSON body too, and keeps an unknown service as none rather than failing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp-clicks',
      payload: { placement: 'contact', service_id: 999_999, path: '/contact', language: 'fr' },
      remoteAddress: '10.7.1.1',
    });
    expect(response.statusCode).toBe(204);
    const [kept] = await ctx.database.db.select().from(whatsAppClicks).where(eq(whatsAppClicks.placement, 'contact'));
    expect(kept).toMatchObject({ serviceId: null, path: '/contact', language: 'fr' });
  });

  it('refuses what is not a tap with a 4xx in the visitor’s language, keeping nothing', async () => {
    const before = (await leadsIn('fr')).total;
    const broken = await beacon('{not json');
    expect(broken.statusCode).toBe(400);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp-clicks?lang=en',
      payload: { placement: 'footer', path: 'https://elsewhere.example', language: 'fr', cookie: 'x' },
      remoteAddress: '10.7.1.2',
    });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).success).toBe(false);
    expect(body(wrong).message).toMatch(/[A-Za-z]/);
    expect(JSON.stringify(body(wrong))).not.toMatch(/Valeur invalide/);
    expect((await leadsIn('fr')).total).toBe(before);
  });

  it('stops counting a page that taps more than a person would', async () => {
    const tap = { placement: 'header', path: '/', language: 'fr' };
    const answers = [];
    for (let index = 0; index < 31; index++) answers.push((await beacon(tap, '10.7.2.1')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
