import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { auditLog, mailOutbox } from '../db/schema.ts';
import { seedDemoContent } from '../db/seed/seed-demo-content.ts';
import { TEST_SECRET, type TestContext, body, createTestApp, createUser, loginAs } from '../test-support/test-app.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { parseMail, TestSmtpServer, waitFor } from '../test-support/smtp-server.ts';
import type { AdminOutboxMail } from '#contract/schemas/mail-outbox.ts';
import { MAX_ATTEMPTS } from './mail-sender.ts';

const COMPANY_ADDRESS = 'contact@weltaare.com';
const MAIL_FROM = 'Weltaare <no-reply@weltaare.test>';

let nextIp = 1;
function postContact(app: App, message: string) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.20.0.${nextIp++}`,
    payload: {
      name: 'Mamadou Diallo',
      email: 'mamadou@example.com',
      subject: 'Site vitrine',
      message,
      preferred_contact_method: 'email',
    },
  });
}

async function outboxRowOf(database: Database, contactId: number) {
  const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-notification'));
  return rows.find((row) => row.textBody.includes(`#${contactId}`));
}

describe('mail sender with SMTP_URL, against a real SMTP server', () => {
  const smtp = new TestSmtpServer();
  let app: App;
  let database: Database;
  let adminToken: string;

  beforeAll(async () => {
    await smtp.start();
    database = await openTestDatabase();
    await seedDemoContent(database.db);
    app = await buildApp({
      database,
      publicUrl: 'http://localhost:3000',
      appSecret: TEST_SECRET,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: MAIL_FROM,
    });
    await app.ready();
    await createUser(database, { email: 'admin@weltaare.test', password: 'admin long password', role: 'admin' });
    adminToken = await loginAs(app, 'admin@weltaare.test', 'admin long password');
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.stop();
  });

  const admin = (method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}` } });

  it('notifies the company address right after a contact message, replying to the visitor', async () => {
    const message = 'Bonjour, nous voulons un site vitrine pour notre boutique à Kaloum.';
    const response = await postContact(app, message);
    expect(response.statusCode).toBe(201);
    const contactId = body<{ id: number }>(response).data.id;

    const row = await waitFor(async () => {
      const found = await outboxRowOf(database, contactId);
      return found?.status === 'sent' ? found : null;
    });
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    const mail = smtp.mailOf(row.id);
    expect(mail?.to).toEqual([COMPANY_ADDRESS]);
    expect(mail?.from).toBe('no-reply@weltaare.test');
    const { headers, text } = parseMail(mail?.raw ?? '');
    expect(headers.get('reply-to')).toBe('mamadou@example.com');
    expect(headers.get('to')).toBe(COMPANY_ADDRESS);
    expect(headers.get('from')).toBe(MAIL_FROM);
    expect(headers.get('subject')).toBe('[Contact] Site vitrine : Mamadou Diallo');
    expect(text).toContain(`Nouveau message #${contactId} reçu depuis le site`);
    expect(text).toContain(message);
  });

  it('keeps the mail pending with the error when SMTP is down, and delivers it once SMTP is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const response = await postContact(app, 'Message envoyé pendant une panne du serveur de mail.');
    expect(response.statusCode).toBe(201);
    const contactId = body<{ id: number }>(response).data.id;

    const failed = await waitFor(async () => {
      const found = await outboxRowOf(database, contactId);
      return found && found.attempts > 0 ? found : null;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    // First retry one minute later (the database's clock).
    const [{ delay } = { delay: 0 }] = await database.db
      .select({ delay: sql<number>`extract(epoch from (${mailOutbox.nextAttemptAt} - now()))::float8` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed.id));
    expect(Number(delay)).toBeGreaterThan(40);
    expect(Number(delay)).toBeLessThanOrEqual(60);

    const listed = body<AdminOutboxMail[]>(await admin('GET', '/api/admin/mail-outbox?per_page=5'));
    // The visitor's acknowledgement waits beside it, queued first (whether it goes decides a line of the notification).
    expect(listed.data.map((mail) => mail.kind).slice(0, 2)).toEqual([
      'contact-notification',
      'contact-acknowledgement',
    ]);
    expect(listed.data[0]).toMatchObject({
      id: failed.id,
      kind: 'contact-notification',
      to: COMPANY_ADDRESS,
      status: 'pending',
      attempts: 1,
      sent_at: null,
    });
    expect(listed.data[0]?.last_error).toBeTruthy();
    expect(listed.meta?.total).toBeGreaterThanOrEqual(2);

    // SMTP comes back. Once the minute has passed (moved back here rather than waited for), the
    // next sweep, the one the next visitor's message starts, delivers the waiting mail as well.
    await smtp.start(port);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, failed.id));
    const next = await postContact(app, 'Un autre message, après la panne.');
    const nextId = body<{ id: number }>(next).data.id;
    const [sent, nextSent] = await waitFor(async () => {
      const rows = [await outboxRowOf(database, contactId), await outboxRowOf(database, nextId)];
      return rows.every((row) => row?.status === 'sent') ? rows : null;
    });
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(nextSent).toMatchObject({ attempts: 1, lastError: null });
    expect(smtp.mailOf(failed.id)).toBeDefined();
    expect(smtp.mailOf(nextSent?.id ?? 0)).toBeDefined();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, marking the mail failed (kept, retryable)`, async () => {
    const port = smtp.port;
    await smtp.stop();
    const response = await postContact(app, 'Dernier essai.');
    const contactId = body<{ id: number }>(response).data.id;
    const first = await waitFor(async () => {
      const found = await outboxRowOf(database, contactId);
      return found && found.attempts > 0 ? found : null;
    });
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, first.id));
    expect((await admin('POST', `/api/admin/mail-outbox/${first.id}/retry`)).statusCode).toBe(200);
    const gaveUp = await waitFor(async () => {
      const found = await outboxRowOf(database, contactId);
      return found?.status === 'failed' ? found : null;
    });
    expect(gaveUp.attempts).toBe(MAX_ATTEMPTS);
    expect(gaveUp.lastError).toBeTruthy();

    // The admin retries it once SMTP works again: it goes out at once.
    await smtp.start(port);
    const retried = await admin('POST', `/api/admin/mail-outbox/${first.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(body<AdminOutboxMail>(retried).data).toMatchObject({ status: 'pending', attempts: MAX_ATTEMPTS });
    await waitFor(async () => (await outboxRowOf(database, contactId))?.status === 'sent');
    expect(smtp.mailOf(first.id)).toBeDefined();

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'mail_outbox'));
    expect(audits.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['retry', String(first.id)],
      ['retry', String(first.id)],
    ]);
    expect((await admin('POST', `/api/admin/mail-outbox/${first.id}/retry`)).statusCode).toBe(409);
    expect((await admin('POST', '/api/admin/mail-outbox/999999/retry')).statusCode).toBe(404);
  });
});

describe('mail outbox without SMTP_URL', () => {
  let ctx: TestContext;
  let adminToken: string;
  let editorToken: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await createUser(ctx.database, { email: 'admin@weltaare.test', password: 'admin long password', role: 'admin' });
    await createUser(ctx.database, { email: 'editor@weltaare.test', password: 'editor long password', role: 'editor' });
    adminToken = await loginAs(ctx.app, 'admin@weltaare.test', 'admin long password');
    editorToken = await loginAs(ctx.app, 'editor@weltaare.test', 'editor long password');
  }, 180_000);
  afterAll(() => ctx.close());

  it('keeps every notification pending in the outbox, visible to the admin', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postContact(ctx.app, `Message numéro ${i}`);
      expect(response.statusCode).toBe(201);
      ids.push(body<{ id: number }>(response).data.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const id of ids) {
      expect(await outboxRowOf(ctx.database, id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
    }

    // The staff's notifications (each message also queued the visitor's acknowledgement).
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/mail-outbox?per_page=2&page=1&search=${COMPANY_ADDRESS}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    const json = body<AdminOutboxMail[]>(response);
    expect(json.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(json.data.map((mail) => mail.subject)).toEqual([
      '[Contact] Site vitrine : Mamadou Diallo',
      '[Contact] Site vitrine : Mamadou Diallo',
    ]);
    expect(Object.keys(json.data[0] ?? {}).sort()).toEqual(
      [
        'attempts',
        'created_at',
        'id',
        'kind',
        'last_error',
        'next_attempt_at',
        'sent_at',
        'status',
        'subject',
        'to',
      ].sort(),
    );
    expect((json.data[0]?.id ?? 0) > (json.data[1]?.id ?? 0)).toBe(true);

    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/mail-outbox/${json.data[0]?.id}/retry`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(retried.statusCode).toBe(200);
    expect(body<AdminOutboxMail>(retried).data).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('filters the outbox by status and by recipient or subject', async () => {
    const list = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/admin/mail-outbox${query}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
    const [oldest] = await ctx.database.db.select().from(mailOutbox).orderBy(mailOutbox.id).limit(1);
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 mailbox unavailable' })
      .where(eq(mailOutbox.id, oldest?.id ?? 0));

    const failed = body<AdminOutboxMail[]>(await list('?status=failed'));
    expect(failed.data.map((mail) => [mail.id, mail.last_error])).toEqual([[oldest?.id, '550 mailbox unavailable']]);
    // Three notifications and three acknowledgements, the oldest notification failed.
    expect(body(await list('?status=pending')).meta?.total).toBe(5);
    expect(body(await list('?search=mamadou@example.com')).meta?.total).toBe(3);
    expect(body(await list('?search=CONTACT@weltaare')).meta?.total).toBe(3);
    expect(body(await list('?search=Mamadou&status=failed')).meta?.total).toBe(1);
    expect(body(await list('?search=personne')).data).toEqual([]);
    const invalid = await list('?status=lost');
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).errors).toEqual({ status: ['Valeur invalide'] });
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
    const asEditor = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox',
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(asEditor.statusCode).toBe(403);
    const retryAsEditor = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/mail-outbox/1/retry',
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(retryAsEditor.statusCode).toBe(403);
  });
});
