import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configurationWarnings } from '../../configuration-warnings.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';
import { weekStart } from './service.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
  token = await loginAs(ctx.app, 'editor@weltaare.test', 'editor long password');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Fodé Bangoura', email: 'fode@example.com', subject: 'Site web', message: 'Bonjour' },
  });
});
afterAll(() => ctx.close());

interface Dashboard {
  counts: Record<string, number>;
  recent_messages: { name: string }[];
  pending_testimonials: { status: string }[];
  messages_per_week: { week: string; count: number }[];
  missing_english: { kind: string; id: number; name: string; fields: string[] }[];
}

const dashboardNow = async () =>
  body<Dashboard>(
    await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${token}` } }),
  ).data;

describe('GET /api/admin/dashboard', () => {
  it('counts content, lists recent messages and pending testimonials, and charts messages per week', async () => {
    const dashboard = body<Dashboard>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).data;
    expect(dashboard.counts.services).toBe(8);
    expect(dashboard.counts.new_messages).toBe(1);
    expect(dashboard.counts.pending_testimonials).toBe(dashboard.pending_testimonials.length);
    expect(dashboard.recent_messages[0]?.name).toBe('Fodé Bangoura');
    expect(dashboard.pending_testimonials.every((testimonial) => testimonial.status === 'pending')).toBe(true);
    expect(dashboard.messages_per_week).toHaveLength(8);
    expect(dashboard.messages_per_week.at(-1)?.count).toBe(1);
    expect(dashboard.messages_per_week.slice(0, 7).every((week) => week.count === 0)).toBe(true);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart(new Date('2026-11-22T10:00:00Z'), 0).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-16T00:00:00Z'), 1).toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });

  it('lists the items whose written fields lack English, and drops one once translated', async () => {
    const before = await dashboardNow();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/solutions',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: { fr: 'Paie des agents', en: 'Staff payroll' },
        summary: { fr: 'Les salaires versés par Orange Money.' },
        body: { fr: '<p>Chaque mois.</p>', en: '<p>Every month.</p>' },
        features: [{ fr: 'Bulletins de paie', en: '' }],
      },
    });
    const { id } = body<{ id: number }>(created).data;
    const listed = (await dashboardNow()).missing_english.find(
      (entry) => entry.kind === 'solutions' && entry.id === id,
    );
    expect(listed).toEqual({ kind: 'solutions', id, name: 'Paie des agents', fields: ['summary', 'features'] });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/solutions/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        summary: { fr: 'Les salaires versés par Orange Money.', en: 'Salaries paid through Orange Money.' },
        features: [{ fr: 'Bulletins de paie', en: 'Payslips' }],
      },
    });
    expect((await dashboardNow()).missing_english).toEqual(before.missing_english);
  });
});

describe('the warnings to the operator', () => {
  /** The dashboard of an instance started with `environment`, on the same database (the editor's token holds). */
  async function warningsStartedWith(environment: Record<string, string>) {
    const instance = await createTestApp({
      database: ctx.database,
      configurationWarnings: configurationWarnings(loadConfig(environment)),
    });
    try {
      const response = await instance.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return body<{ warnings: unknown[] }>(response).data.warnings;
    } finally {
      await instance.close();
    }
  }

  it('names PUBLIC_URL when production runs without it, and SMTP_URL when mail cannot leave', async () => {
    expect(await warningsStartedWith({ NODE_ENV: 'production', PORT: '8080' })).toEqual([
      { code: 'public_url_unset', params: { variable: 'PUBLIC_URL', current: 'http://localhost:8080' } },
      { code: 'smtp_url_unset', params: { variable: 'SMTP_URL' } },
    ]);
  });

  it('warns only about mail on a development machine, where this machine is the public address', async () => {
    expect(await warningsStartedWith({ NODE_ENV: 'development' })).toEqual([
      { code: 'smtp_url_unset', params: { variable: 'SMTP_URL' } },
    ]);
  });

  it('has nothing to say once both are set', async () => {
    const complete = { NODE_ENV: 'production', PUBLIC_URL: 'https://weltaare.com', SMTP_URL: 'smtp://mail:25' };
    expect(await warningsStartedWith(complete)).toEqual([]);
  });
});
