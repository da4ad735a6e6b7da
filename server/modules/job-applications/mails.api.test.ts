import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { parseMail, TestSmtpServer, waitFor } from '../../test-support/smtp-server.ts';
import { createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { insertJob, submitApplication } from '../../test-support/job-applications.ts';

const smtp = new TestSmtpServer();
let ctx: TestContext;

beforeAll(async () => {
  await smtp.start();
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  await insertJob(ctx.database.db, 'smtp-job');
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

describe('the candidate’s acknowledgement', () => {
  it('leaves by SMTP in the candidate’s language once the application is stored', async () => {
    await submitApplication(ctx.app, 'smtp-job-en', 'smtp-candidate@example.com', undefined, 'en');
    const [queued] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'smtp-candidate@example.com'),
          eq(mailOutbox.kind, 'job-application-acknowledgement'),
        ),
      );
    const received = await waitFor(async () => smtp.mailOf(queued!.id));
    expect(received.to).toEqual(['smtp-candidate@example.com']);
    const mail = parseMail(received.raw);
    expect(mail.headers.get('subject')).toBe('Your application: Job smtp-job');
    expect(mail.text).toContain('Thank you for applying for the “Job smtp-job” position.');
    expect(mail.text).toContain('kept for 3 years, then deleted');
  });
});
