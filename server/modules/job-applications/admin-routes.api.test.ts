import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminJobApplication,
  AdminJobApplicationJob,
  AdminJobApplicationSummary,
} from '#contract/schemas/job-application.ts';
import { auditLog, jobApplications } from '../../db/schema.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import { pdfFile } from '../../test-support/cv-files.ts';
import { insertJob, submitApplication } from '../../test-support/job-applications.ts';

let ctx: TestContext;
let editor: SignedInStaff;
let admin: SignedInStaff;
let firstJob: number;
let secondJob: number;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
  admin = await signInStaff(ctx, 'admin');
  firstJob = (await insertJob(ctx.database.db, 'admin-first')).id;
  secondJob = (await insertJob(ctx.database.db, 'admin-second')).id;
});
afterAll(async () => ctx.close());

const auditOf = (id: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, 'job_application'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)),
    );

describe('admin job applications', () => {
  it('answers 401 signed out, the list and the CV alike', async () => {
    const id = await submitApplication(ctx.app, 'admin-first', 'signed-out@example.com');
    for (const url of ['/api/admin/job-applications', `/api/admin/job-applications/${id}/cv`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('lists applications per job and stage, newest first, with the jobs and their counts', async () => {
    const first = await submitApplication(ctx.app, 'admin-first', 'list-a@example.com');
    const second = await submitApplication(ctx.app, 'admin-second', 'list-b@example.com');
    const perJob = body<AdminJobApplicationSummary[]>(
      await editor.call('GET', `/api/admin/job-applications?job_post_id=${secondJob}`),
    );
    expect(perJob.data.map((item) => item.id)).toEqual([second]);
    expect(perJob.data[0]).toMatchObject({
      job_title: 'Poste admin-second',
      stage: 'new',
      name: 'Candidate list-b@example.com',
    });
    const english = body<AdminJobApplicationSummary[]>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/job-applications?job_post_id=${secondJob}&lang=en`,
        headers: { authorization: `Bearer ${editor.token}` },
      }),
    );
    expect(english.data[0]?.job_title).toBe('Job admin-second');
    const searched = body<AdminJobApplicationSummary[]>(
      await editor.call('GET', '/api/admin/job-applications?search=list-a'),
    );
    expect(searched.data.map((item) => item.id)).toEqual([first]);
    expect((await editor.call('GET', '/api/admin/job-applications?stage=maybe')).statusCode).toBe(422);

    const jobs = body<AdminJobApplicationJob[]>(await editor.call('GET', '/api/admin/job-applications/jobs')).data;
    expect(jobs.find((job) => job.job_post_id === secondJob)).toEqual({
      job_post_id: secondJob,
      job_title: 'Poste admin-second',
      total: 1,
      new: 1,
    });
  });

  it('moves an application between stages and keeps notes with their author, both audited', async () => {
    const id = await submitApplication(ctx.app, 'admin-first', 'stages@example.com');
    const staged = await editor.call('PATCH', `/api/admin/job-applications/${id}/stage`, { stage: 'shortlisted' });
    expect(staged.statusCode).toBe(200);
    expect(body<AdminJobApplication>(staged).data.stage).toBe('shortlisted');
    expect((await editor.call('PATCH', `/api/admin/job-applications/${id}/stage`, { stage: 'maybe' })).statusCode).toBe(
      422,
    );
    const noted = await editor.call('POST', `/api/admin/job-applications/${id}/notes`, { body: 'Entretien mardi.' });
    expect(noted.statusCode).toBe(201);
    expect(body<AdminJobApplication>(noted).data.notes).toEqual([
      expect.objectContaining({ body: 'Entretien mardi.', author_name: 'editor' }),
    ]);
    expect((await editor.call('POST', `/api/admin/job-applications/${id}/notes`, { body: '  ' })).statusCode).toBe(422);
    const detail = body<AdminJobApplication>(await admin.call('GET', `/api/admin/job-applications/${id}`)).data;
    expect(detail).toMatchObject({ stage: 'shortlisted', email: 'stages@example.com', message: 'Je suis motivé.' });
    expect(detail.cv).toEqual({
      file_name: 'cv.pdf',
      mime_type: 'application/pdf',
      bytes: pdfFile('stages@example.com').length,
    });
    expect(await auditOf(id, 'stage')).toEqual([
      expect.objectContaining({ details: { from: 'new', to: 'shortlisted' } }),
    ]);
    expect(await auditOf(id, 'note')).toHaveLength(1);
    expect((await editor.call('GET', '/api/admin/job-applications/999999')).statusCode).toBe(404);
  });

  it('gives the CV to signed-in staff only, as a download that is never cached nor sniffed', async () => {
    const id = await submitApplication(ctx.app, 'admin-first', 'download@example.com');
    const response = await editor.call('GET', `/api/admin/job-applications/${id}/cv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(pdfFile('download@example.com'));
    expect(await auditOf(id, 'download')).toHaveLength(1);
  });

  it('deletes an application with its CV', async () => {
    const id = await submitApplication(ctx.app, 'admin-first', 'delete@example.com');
    const [row] = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect((await editor.call('DELETE', `/api/admin/job-applications/${id}`)).statusCode).toBe(200);
    expect(await ctx.app.jobApplications.cvStorage.read(row?.cvKey ?? '')).toBeNull();
    expect((await editor.call('GET', `/api/admin/job-applications/${id}`)).statusCode).toBe(404);
    expect(await auditOf(id, 'delete')).toHaveLength(1);
  });

  it('keeps an application when its job post is deleted, under the title it had', async () => {
    const job = await insertJob(ctx.database.db, 'admin-deleted');
    const id = await submitApplication(ctx.app, 'admin-deleted', 'orphan@example.com');
    expect((await admin.call('DELETE', `/api/admin/careers/${job.id}`)).statusCode).toBe(200);
    const detail = body<AdminJobApplication>(await editor.call('GET', `/api/admin/job-applications/${id}`)).data;
    expect(detail).toMatchObject({ job_post_id: null, job_title: 'Poste admin-deleted' });
  });
});

describe('retention', () => {
  it('deletes applications and their CVs after 3 years, and keeps younger ones', async () => {
    const old = await submitApplication(ctx.app, 'admin-first', 'old@example.com');
    const recent = await submitApplication(ctx.app, 'admin-first', 'recent@example.com');
    const { db } = ctx.database;
    await db
      .update(jobApplications)
      .set({ createdAt: sql`now() - interval '3 years 1 day'` })
      .where(eq(jobApplications.id, old));
    await db
      .update(jobApplications)
      .set({ createdAt: sql`now() - interval '3 years' + interval '1 day'` })
      .where(eq(jobApplications.id, recent));
    const [oldRow] = await db.select().from(jobApplications).where(eq(jobApplications.id, old));
    expect(await ctx.app.jobApplications.purgeExpired()).toBe(1);
    expect(await db.select().from(jobApplications).where(eq(jobApplications.id, old))).toEqual([]);
    expect(await ctx.app.jobApplications.cvStorage.read(oldRow?.cvKey ?? '')).toBeNull();
    expect(await db.select().from(jobApplications).where(eq(jobApplications.id, recent))).toHaveLength(1);
    // A second server running the same chore finds nothing left to delete.
    expect(await ctx.app.jobApplications.purgeExpired()).toBe(0);
  });
});

describe('the dashboard', () => {
  const dashboard = async (language: 'fr' | 'en') =>
    body<AdminDashboard>(await editor.call('GET', `/api/admin/dashboard?lang=${language}`)).data.job_applications;

  it('counts the last 30 days and the new applications of each open job', async () => {
    const job = await insertJob(ctx.database.db, 'dashboard-job');
    await submitApplication(ctx.app, 'dashboard-job', 'dash-1@example.com');
    const staged = await submitApplication(ctx.app, 'dashboard-job', 'dash-2@example.com');
    await editor.call('PATCH', `/api/admin/job-applications/${staged}/stage`, { stage: 'rejected' });
    const before = await dashboard('en');
    expect(before.new_per_open_job.find((entry) => entry.job_post_id === job.id)).toEqual({
      job_post_id: job.id,
      job_title: 'Job dashboard-job',
      new: 1,
    });
    expect(before.new_per_open_job.some((entry) => entry.job_post_id === firstJob)).toBe(true);
    await submitApplication(ctx.app, 'dashboard-job', 'dash-3@example.com');
    const after = await dashboard('fr');
    expect(after.received_last_30_days).toBe(before.received_last_30_days + 1);
  });
});
