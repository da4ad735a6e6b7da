import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, mailOutbox } from '../../db/schema.ts';
import { type S3Server, startS3Server } from '../../test-support/s3-server.ts';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';
import { pdfFile } from '../../test-support/cv-files.ts';
import { insertJob, sendApplication, submitApplication } from '../../test-support/job-applications.ts';

/** Room for two CVs of 1,900 bytes (93%: staff are warned), not three. */
const LIMIT_BYTES = 4_096;
const CV_BYTES = 1_900;
const NEARLY_FULL = {
  code: 'cv_storage_nearly_full',
  params: { percent: 92, used_mb: 0, limit_mb: 0, variable: 'CV_STORAGE_LIMIT_MB' },
};
const cvOf = (email: string) => {
  const pdf = pdfFile(email);
  return Buffer.concat([pdf, Buffer.alloc(CV_BYTES - pdf.length, ' ')]);
};

const FULL = {
  fr: 'Nous ne pouvons pas recevoir de nouvelles candidatures pour le moment\u00a0: réessayez dans quelques jours ou écrivez-nous par email.',
  en: 'We cannot take new applications right now: please try again in a few days or write to us by email.',
};

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server('weltaare-cv-limit-test');
});
afterAll(async () => s3.close());

describe.each(['disk', 'bucket'] as const)('the CVs’ total size is capped (CVs on the %s)', (storage) => {
  let ctx: TestContext;
  let admin: SignedInStaff;

  beforeAll(async () => {
    ctx = await createTestApp({
      cvStorageLimitBytes: LIMIT_BYTES,
      bucket: storage === 'bucket' ? s3.bucket : undefined,
    });
    admin = await signInStaff(ctx, 'admin');
    await insertJob(ctx.database.db, 'limit-job');
  });
  afterAll(async () => ctx.close());

  /** The dashboard's warnings about the CVs' storage (the configuration's are the dashboard test's). */
  const storageWarnings = async () =>
    body<{ warnings: { code: string }[] }>(await admin.call('GET', '/api/admin/dashboard')).data.warnings.filter(
      (warning) => warning.code.startsWith('cv_storage'),
    );

  it('answers 507 in the visitor’s language past the cap, warns staff from 90%, stores nothing, takes CVs again once room is made', async () => {
    expect(await storageWarnings()).toEqual([]);
    const first = await submitApplication(ctx.app, 'limit-job', `first-${storage}@example.com`, cvOf('first'));
    await submitApplication(ctx.app, 'limit-job', `second-${storage}@example.com`, cvOf('second'));
    expect(await storageWarnings()).toEqual([NEARLY_FULL]);

    const refused = `refused-${storage}@example.com`;
    const french = await sendApplication(ctx.app, 'limit-job', refused, cvOf('third'));
    expect(french.statusCode).toBe(507);
    expect(body(french)).toEqual({ success: false, message: FULL.fr });
    const english = await sendApplication(ctx.app, 'limit-job', refused, cvOf('third'), 'en');
    expect(english.statusCode).toBe(507);
    expect(body(english)).toEqual({ success: false, message: FULL.en });

    const { db } = ctx.database;
    expect(await db.select().from(jobApplications).where(eq(jobApplications.email, refused))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, refused))).toEqual([]);
    if (storage === 'bucket') expect(await s3.keys()).toHaveLength(2);

    // A smaller CV still fits the room left.
    await submitApplication(ctx.app, 'limit-job', `small-${storage}@example.com`, pdfFile('small'));
    expect((await admin.call('DELETE', `/api/admin/job-applications/${first}`)).statusCode).toBe(200);
    const again = await sendApplication(ctx.app, 'limit-job', refused, cvOf('third'), 'en');
    expect(again.statusCode).toBe(201);
    expect(await storageWarnings()).toEqual([
      {
        ...NEARLY_FULL,
        params: {
          ...NEARLY_FULL.params,
          percent: Math.floor(((2 * CV_BYTES + pdfFile('small').length) / LIMIT_BYTES) * 100),
        },
      },
    ]);
  });
});
