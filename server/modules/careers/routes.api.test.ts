import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import { jobPosts } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar day (YYYY-MM-DD, GMT) this many days from today. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const DEVELOPER_CLOSES_ON = dayFromToday(60);
const COMMUNICATION_CLOSES_ON = dayFromToday(30);

/** The seeded open posts (server/db/seed/content/job-posts.ts), newest first once beforeAll dates them. */
const OPEN = ['charge-de-communication-digitale', 'developpeur-full-stack-javascript', 'stage-design-graphique'];
const CLOSED = 'technicien-support-informatique';

beforeAll(async () => {
  ctx = await createTestApp();
  // The seed gives every post the same creation time and fixed closing dates: pin them so
  // the order is decided by created_at and the test does not depend on the calendar.
  const dates: Record<string, { createdAt: Date; closesOn?: string }> = {
    'developpeur-full-stack-javascript': { createdAt: new Date('2026-09-01T08:00:00Z'), closesOn: DEVELOPER_CLOSES_ON },
    'charge-de-communication-digitale': {
      createdAt: new Date('2026-10-01T08:00:00Z'),
      closesOn: COMMUNICATION_CLOSES_ON,
    },
    'stage-design-graphique': { createdAt: new Date('2026-08-01T08:00:00Z') },
    [CLOSED]: { createdAt: new Date('2026-11-01T08:00:00Z') },
  };
  for (const [slug, values] of Object.entries(dates)) {
    await ctx.database.db.update(jobPosts).set(values).where(eq(jobPosts.slug, slug));
  }
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

const slugs = (list: PublicJobPost[]) => list.map((job) => job.slug);

/** Inserts job posts for one test and removes them afterwards. */
async function withJobs(values: (typeof jobPosts.$inferInsert)[], run: () => Promise<void>) {
  const rows = await ctx.database.db.insert(jobPosts).values(values).returning({ id: jobPosts.id });
  try {
    await run();
  } finally {
    await ctx.database.db.delete(jobPosts).where(
      inArray(
        jobPosts.id,
        rows.map((row) => row.id),
      ),
    );
  }
}

const extraJob = (slug: string, overrides: Partial<typeof jobPosts.$inferInsert>) => ({
  slug,
  title: { fr: `Poste ${slug}`, en: `Job ${slug}` },
  summary: { fr: 'Résumé', en: 'Summary' },
  body: { fr: '<p>Corps</p>', en: '<p>Body</p>' },
  location: { fr: 'Conakry, Guinée', en: 'Conakry, Guinea' },
  employmentType: 'full-time' as const,
  createdAt: new Date('2020-01-01T00:00:00Z'),
  ...overrides,
});

describe('GET /api/careers', () => {
  it('lists open job posts newest first, without pagination, in French by default', async () => {
    const response = await get('/api/careers');
    expect(response.statusCode).toBe(200);
    const json = body<PublicJobPost[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(slugs(json.data)).toEqual(OPEN);
    expect(json).not.toHaveProperty('meta');

    expect(json.data[1]).toEqual({
      id: expect.any(Number),
      slug: 'developpeur-full-stack-javascript',
      slugs: { fr: 'developpeur-full-stack-javascript', en: 'full-stack-javascript-developer' },
      title: 'Développeur·se full stack JavaScript',
      summary: expect.stringContaining('Rejoignez l’équipe technique'),
      body: expect.stringContaining('<h2>Vos missions</h2>'),
      location: 'Dubreka, Guinée (hybride)',
      employment_type: 'full-time',
      closes_on: DEVELOPER_CLOSES_ON,
      // Its page's JobPosting says since when the post is open.
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      seo_title: null,
      seo_description: null,
      seo_image: null,
    });
    expect(json.data[2]?.closes_on).toBeNull();
    expect(json.data.map((job) => job.employment_type)).toEqual(['contract', 'full-time', 'internship']);
  });

  it('never lists a closed post', async () => {
    const response = await get('/api/careers');
    expect(slugs(body<PublicJobPost[]>(response).data)).not.toContain(CLOSED);
    expect(response.body).not.toContain('Technicien');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicJobPost[]>(await get('/api/careers?lang=en'));
    const byHeader = body<PublicJobPost[]>(await get('/api/careers', { 'accept-language': 'en-GB,en;q=0.8' }));
    expect(byQuery.data.map((job) => job.title)).toEqual([
      'Digital communication officer',
      'Full-stack JavaScript developer',
      'Graphic design internship',
    ]);
    expect(byHeader.data).toEqual(byQuery.data);
    expect(byQuery.data[0]?.body).toContain('<h2>Your responsibilities</h2>');
    // The location is English too, no "Guinée" on an English page.
    expect(byQuery.data.map((job) => job.location)).toEqual([
      'Conakry, Guinea',
      'Dubreka, Guinea (hybrid)',
      'Dubreka, Guinea',
    ]);
  });

  it('falls back to French for a post with no English text', async () => {
    await withJobs(
      [
        extraJob('poste-en-francais', {
          title: { fr: 'Poste en français seulement' },
          summary: { fr: 'Résumé français' },
          body: { fr: '<p>Corps français</p>' },
        }),
      ],
      async () => {
        const job = body<PublicJobPost[]>(await get('/api/careers?lang=en')).data.at(-1);
        expect(job?.title).toBe('Poste en français seulement');
        expect(job?.body).toBe('<p>Corps français</p>');
      },
    );
  });

  it('hides an open post once its last day to apply has passed', async () => {
    await withJobs(
      [
        extraJob('date-limite-hier', { closesOn: dayFromToday(-1) }),
        extraJob('date-limite-aujourdhui', { closesOn: dayFromToday(0) }),
        extraJob('date-limite-demain', { closesOn: dayFromToday(1) }),
      ],
      async () => {
        const listed = slugs(body<PublicJobPost[]>(await get('/api/careers')).data);
        expect(listed).toContain('date-limite-aujourdhui');
        expect(listed).toContain('date-limite-demain');
        expect(listed).not.toContain('date-limite-hier');
        expect((await get('/api/careers/date-limite-hier')).statusCode).toBe(404);
        expect((await get('/api/careers/date-limite-aujourdhui')).statusCode).toBe(200);
      },
    );
  });

  it('drops a post as soon as it is closed, and shows it again once reopened', async () => {
    const slug = 'stage-design-graphique';
    await ctx.database.db.update(jobPosts).set({ status: 'closed' }).where(eq(jobPosts.slug, slug));
    try {
      expect(slugs(body<PublicJobPost[]>(await get('/api/careers')).data)).not.toContain(slug);
      expect((await get(`/api/careers/${slug}`)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(jobPosts).set({ status: 'open' }).where(eq(jobPosts.slug, slug));
    }
    expect(slugs(body<PublicJobPost[]>(await get('/api/careers')).data)).toContain(slug);
  });

  it('ignores unknown query parameters and an unsupported language', async () => {
    const json = body<PublicJobPost[]>(await get('/api/careers?lang=de&page=abc'));
    expect(slugs(json.data)).toEqual(OPEN);
    expect(json.data[0]?.title).toBe('Chargé·e de communication digitale');
  });
});

describe('GET /api/careers/:slug', () => {
  it('returns an open post with its body', async () => {
    const response = await get('/api/careers/charge-de-communication-digitale');
    expect(response.statusCode).toBe(200);
    const json = body<PublicJobPost>(response);
    expect(json.success).toBe(true);
    expect(json.data.title).toBe('Chargé·e de communication digitale');
    expect(json.data.employment_type).toBe('contract');
    expect(json.data.closes_on).toBe(COMMUNICATION_CLOSES_ON);
    expect(json.data.body).toContain('<h2>Vos missions</h2>');
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicJobPost>(await get('/api/careers/stage-design-graphique?lang=en')).data;
    const byHeader = body<PublicJobPost>(
      await get('/api/careers/stage-design-graphique', { 'accept-language': 'en' }),
    ).data;
    expect(byQuery.title).toBe('Graphic design internship');
    expect(byHeader).toEqual(byQuery);
  });

  it('hides a closed post', async () => {
    const response = await get(`/api/careers/${CLOSED}`);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ success: false, message: 'Ressource introuvable' });
  });

  it('answers 404 in the envelope for an unknown slug, in the visitor language', async () => {
    const unknown = await get('/api/careers/does-not-exist');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ success: false, message: 'Ressource introuvable' });

    const english = await get('/api/careers/does-not-exist', { 'accept-language': 'en' });
    expect(body(english)).toEqual({ success: false, message: 'Resource not found' });
  });

  it('rejects a blank slug with 422 and a field error', async () => {
    const response = await get('/api/careers/%20');
    expect(response.statusCode).toBe(422);
    expect(body(response)).toEqual({
      success: false,
      message: 'Les données envoyées sont invalides',
      errors: { slug: ['Valeur invalide'] },
    });
  });
});
