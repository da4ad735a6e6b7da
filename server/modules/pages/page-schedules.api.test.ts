import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';

/* A page's change scheduled for a later minute (ADR 0071): kept aside, then saved at its minute in its author's name. */

let ctx: TestContext;
let other: TestContext;
let editor: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance of the site on the same database: its clock runs too.
  other = await createTestApp({ database: ctx.database });
  await createUser(ctx.database, { email: 'agenda@weltaare.test', password: 'agenda long password', role: 'editor' });
  editor = await loginAs(ctx.app, 'agenda@weltaare.test', 'agenda long password');
}, 60_000);
afterAll(async () => {
  await other.app.close();
  await ctx.close();
});

interface Section {
  type: string;
  title?: { fr: string; en: string };
  [name: string]: unknown;
}
interface AdminPage {
  id: number;
  key: string;
  sections: Section[];
  version: number;
  seo_title: { fr: string; en?: string } | null;
  [name: string]: unknown;
}
interface Schedule {
  publish_at: string;
  base_version: number;
  author: { id: number | null; name: string } | null;
  changed_fields: string[];
  changes: { sections?: Section[] };
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers: object = {}) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${editor}`, ...headers } });
const sitePage = async (key: string) => {
  const listed = body<AdminPage[]>(await call('GET', '/api/admin/pages?per_page=50')).data;
  const page = listed.find((item) => item.key === key);
  if (!page) throw new Error(`no ${key} page`);
  return page;
};
/** The page whole with a new header title, scheduled for `publishAt`, from the version it was read at. */
const schedule = (page: AdminPage, title: { fr: string; en: string }, publishAt: Date, language = 'fr') => {
  const { id, version, created_at: _created, updated_at: _updated, ...fields } = page;
  const sections = structuredClone(page.sections);
  const header = sections.find((section) => section.type === 'page_header');
  if (!header) throw new Error('no page header');
  header.title = title;
  return call(
    'PUT',
    `/api/admin/pages/${id}/schedule`,
    { ...fields, sections, publish_at: publishAt.toISOString() },
    { 'if-match': `"${version}"`, 'accept-language': language },
  );
};
const publicTitle = async (key: string, language: string) => {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/pages/${key}?lang=${language}` });
  const { sections } = body<{ sections: Section[] }>(answer).data;
  return sections.find((section) => section.type === 'page_header')?.title;
};
const inAMinute = () => new Date(Date.now() + 60_000);

describe('a page’s scheduled change', () => {
  it('is kept aside until its minute, then saved in its author’s name, once, whichever instance comes first', async () => {
    const about = await sitePage('about');
    const before = await publicTitle('about', 'fr');
    const soon = new Date(Date.now() + 1500);
    const scheduled = await schedule(about, { fr: 'Qui nous sommes', en: 'Who we are' }, soon);
    expect(scheduled.statusCode).toBe(200);
    const kept = body<Schedule>(scheduled).data;
    expect(kept).toMatchObject({ base_version: about.version, changed_fields: ['sections'] });
    expect(kept.author?.name).toBeTruthy();

    // Nothing changes before the minute: the public page, the page's version.
    expect(await publicTitle('about', 'fr')).toBe(before);
    expect((await sitePage('about')).version).toBe(about.version);
    expect(body<Schedule | null>(await call('GET', `/api/admin/pages/${about.id}/schedule`)).data).toMatchObject({
      changed_fields: ['sections'],
    });

    // At its minute, with nobody acting.
    await expect.poll(() => publicTitle('about', 'fr'), { timeout: 20_000 }).toBe('Qui nous sommes');
    expect(await publicTitle('about', 'en')).toBe('Who we are');
    const saved = await sitePage('about');
    expect(saved.version).toBe(about.version + 1);
    expect(body<null>(await call('GET', `/api/admin/pages/${about.id}/schedule`)).data).toBeNull();
    const revisions = body<{ author: { name: string } | null; changed_fields: string[] }[]>(
      await call('GET', `/api/admin/pages/${about.id}/revisions`),
    ).data;
    expect(revisions[0]).toMatchObject({ author: { name: kept.author?.name }, changed_fields: ['sections'] });
    // Both instances' clocks came: it was written once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const written = await ctx.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'scheduled_update'), eq(auditLog.entityId, String(about.id))));
    expect(written).toHaveLength(1);
  });

  it('keeps only what it changes: a field saved in between stays as saved', async () => {
    const careers = await sitePage('careers');
    const soon = new Date(Date.now() + 2500);
    expect((await schedule(careers, { fr: 'Travaillez avec nous', en: 'Work with us' }, soon)).statusCode).toBe(200);
    // Meanwhile someone writes the search-engine title.
    const { id, version, created_at: _created, updated_at: _updated, ...fields } = careers;
    const seo = { fr: 'Recrutement Weltaare', en: 'Weltaare hiring' };
    const saved = await call(
      'PUT',
      `/api/admin/pages/${id}`,
      { ...fields, seo_title: seo },
      { 'if-match': `"${version}"` },
    );
    expect(saved.statusCode).toBe(200);

    await expect.poll(() => publicTitle('careers', 'fr'), { timeout: 20_000 }).toBe('Travaillez avec nous');
    expect((await sitePage('careers')).seo_title).toEqual(seo);
  });

  it('is refused in the editor’s language for a past minute, an older version or no change, and can be withdrawn', async () => {
    const contact = await sitePage('contact');
    const past = await schedule(
      contact,
      { fr: 'Écrivez-nous', en: 'Write to us' },
      new Date(Date.now() - 60_000),
      'en',
    );
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ errors: { publish_at: ['Choose a date and time still to come'] } });

    const header = contact.sections.find((section) => section.type === 'page_header');
    const unchanged = await schedule(contact, header!.title!, inAMinute());
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json()).toMatchObject({
      errors: { publish_at: ['Rien à programmer\u00a0: la page du formulaire est celle qui est en ligne'] },
    });

    const stale = await schedule(
      { ...contact, version: contact.version + 5 },
      { fr: 'Écrivez-nous', en: 'Write to us' },
      inAMinute(),
    );
    expect(stale.statusCode).toBe(409);

    const badSection = await call(
      'PUT',
      `/api/admin/pages/${contact.id}/schedule`,
      { sections: [{ type: 'page_header', title: { fr: '', en: '' } }], publish_at: inAMinute().toISOString() },
      { 'if-match': `"${contact.version}"` },
    );
    expect(badSection.statusCode).toBe(422);
    expect(JSON.stringify(badSection.json())).toContain('sections.0.title.fr');

    const later = inAMinute();
    expect((await schedule(contact, { fr: 'Écrivez-nous', en: 'Write to us' }, later)).statusCode).toBe(200);
    expect(
      body<{ page_id: number; publish_at: string }[]>(await call('GET', '/api/admin/pages/schedules')).data,
    ).toContainEqual({
      page_id: contact.id,
      publish_at: later.toISOString(),
    });
    expect((await call('DELETE', `/api/admin/pages/${contact.id}/schedule`)).statusCode).toBe(200);
    expect(body<null>(await call('GET', `/api/admin/pages/${contact.id}/schedule`)).data).toBeNull();
    expect((await call('DELETE', `/api/admin/pages/${contact.id}/schedule`)).statusCode).toBe(404);
    // Only staff who edit pages see or schedule them.
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/pages/${contact.id}/schedule` });
    expect(anonymous.statusCode).toBe(401);
  });
});
