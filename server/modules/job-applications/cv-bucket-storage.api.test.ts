import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../db/schema.ts';
import { type S3Server, startS3Server } from '../../test-support/s3-server.ts';
import { type SignedInStaff, type TestContext, createTestApp, signInStaff } from '../../test-support/test-app.ts';
import { pdfFile } from '../../test-support/cv-files.ts';
import { insertJob, submitApplication } from '../../test-support/job-applications.ts';

let s3: S3Server;
let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  s3 = await startS3Server('weltaare-cv-test');
  ctx = await createTestApp({ bucket: s3.bucket });
  editor = await signInStaff(ctx, 'editor');
  await insertJob(ctx.database.db, 'bucket-job');
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

describe('CVs in the media bucket', () => {
  it('stores a CV as a private object no public route serves, gives it to staff, deletes it with the application', async () => {
    const id = await submitApplication(ctx.app, 'bucket-job', 'bucket@example.com');
    const [row] = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    const key = `private/${row?.cvKey}`;
    expect(await s3.keys()).toEqual([key]);
    expect((await s3.object(key))?.data).toEqual(pdfFile('bucket@example.com'));

    for (const url of [`/media/uploads/${key}`, `/media/uploads/${row?.cvKey}`, `/media/uploads/../${key}`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const download = await editor.call('GET', `/api/admin/job-applications/${id}/cv`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdfFile('bucket@example.com'));

    expect((await editor.call('DELETE', `/api/admin/job-applications/${id}`)).statusCode).toBe(200);
    expect(await s3.exists(key)).toBe(false);
  });
});
