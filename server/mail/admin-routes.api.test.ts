import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOutboxMail, AdminOutboxMailDetail } from '#contract/schemas/mail-outbox.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { auditLog, mailOutbox } from '../db/schema.ts';
import { mailParts, parseMail, TestSmtpServer, waitFor } from '../test-support/smtp-server.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  TEST_SECRET,
  type TestContext,
} from '../test-support/test-app.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { createMailOutbox, type OutgoingMail } from './outbox.ts';

const HTML_MAIL: OutgoingMail = {
  kind: 'newsletter-confirmation',
  to: 'aissatou@example.com',
  replyTo: 'contact@weltaare.com',
  subject: 'Confirmez votre inscription',
  text: 'Bonjour Aïssatou,\n\nConfirmez votre inscription : https://weltaare.com/confirm',
  html: '<p>Bonjour <strong>Aïssatou</strong>,</p><script>alert("x")</script><p>Confirmez votre inscription.</p>',
};

const auditOf = (database: Database, entityId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)));

describe('admin mail outbox: open, resend, delete (no SMTP)', () => {
  let ctx: TestContext;
  let admin: SignedInStaff;
  let editor: SignedInStaff;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = await signInStaff(ctx, 'admin');
    editor = await signInStaff(ctx, 'editor');
  });
  afterAll(() => ctx.close());

  const enqueue = async (mail: OutgoingMail = HTML_MAIL) => {
    const row = await createMailOutbox(ctx.database.db).enqueue(mail);
    if (!row) throw new Error('nothing queued');
    return row;
  };

  it('opens a mail with its recipient, reply address, text and HTML exactly as queued', async () => {
    const row = await enqueue();
    const response = await admin.call('GET', `/api/admin/mail-outbox/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(body<AdminOutboxMailDetail>(response).data).toMatchObject({
      id: row.id,
      kind: 'newsletter-confirmation',
      to: 'aissatou@example.com',
      reply_to: 'contact@weltaare.com',
      subject: 'Confirmez votre inscription',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
      text: HTML_MAIL.text,
      html: HTML_MAIL.html,
    });

    const textOnly = await enqueue({ ...HTML_MAIL, html: undefined });
    const plain = body<AdminOutboxMailDetail>(await admin.call('GET', `/api/admin/mail-outbox/${textOnly.id}`));
    expect(plain.data.html).toBeNull();
    expect(plain.data.attachments).toEqual([]);

    // A quote's PDF: named with its type and size, its bytes staying in the database.
    const pdf = Buffer.from('%PDF-1.7 a quote of 41 bytes, more or less');
    const withFile = await enqueue({
      ...HTML_MAIL,
      attachments: [
        { filename: 'DEV-2026-0007-v1.pdf', content_type: 'application/pdf', content_base64: pdf.toString('base64') },
      ],
    });
    const attached = body<AdminOutboxMailDetail>(await admin.call('GET', `/api/admin/mail-outbox/${withFile.id}`));
    expect(attached.data.attachments).toEqual([
      { filename: 'DEV-2026-0007-v1.pdf', content_type: 'application/pdf', bytes: pdf.length },
    ]);

    const missing = await admin.call('GET', '/api/admin/mail-outbox/999999?lang=en');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Resource not found');
  });

  it('refuses to send again a mail that has not gone out, in the visitor’s language', async () => {
    const row = await enqueue();
    const queued = async () => (await ctx.database.db.select().from(mailOutbox)).length;
    const before = await queued();
    const french = await admin.call('POST', `/api/admin/mail-outbox/${row.id}/resend`);
    expect(french.statusCode).toBe(409);
    expect(body(french)).toMatchObject({
      success: false,
      message: 'Cet email n’est pas encore parti : relancez son envoi plutôt que de le renvoyer',
    });
    const english = await admin.call('POST', `/api/admin/mail-outbox/${row.id}/resend?lang=en`);
    expect(body(english).message).toBe(
      'This mail has not gone out yet: retry its delivery instead of sending it again',
    );
    expect((await admin.call('POST', '/api/admin/mail-outbox/999999/resend')).statusCode).toBe(404);
    expect(await queued()).toBe(before);
  });

  it('deletes a mail, audited with what it was; a second delete is a 404', async () => {
    const row = await enqueue();
    const deleted = await admin.call('DELETE', `/api/admin/mail-outbox/${row.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toMatchObject({ success: true, message: 'Élément supprimé', data: { id: row.id } });
    expect((await admin.call('GET', `/api/admin/mail-outbox/${row.id}`)).statusCode).toBe(404);
    const list = body<AdminOutboxMail[]>(await admin.call('GET', '/api/admin/mail-outbox?per_page=100'));
    expect(list.data.map((mail) => mail.id)).not.toContain(row.id);
    expect((await admin.call('DELETE', `/api/admin/mail-outbox/${row.id}`)).statusCode).toBe(404);

    const entries = (await auditOf(ctx.database, row.id)).filter((entry) => entry.entityType === 'mail_outbox');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'delete',
      userId: admin.user.id,
      details: { to: 'aissatou@example.com', subject: 'Confirmez votre inscription', status: 'pending' },
    });
  });

  it('is for admins only', async () => {
    const row = await enqueue();
    const calls: [HttpMethod, string][] = [
      ['GET', `/api/admin/mail-outbox/${row.id}`],
      ['POST', `/api/admin/mail-outbox/${row.id}/resend`],
      ['DELETE', `/api/admin/mail-outbox/${row.id}`],
    ];
    for (const [method, url] of calls) {
      expect((await editor.call(method, url)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await admin.call('GET', `/api/admin/mail-outbox/${row.id}`)).statusCode).toBe(200);
  });
});

describe('admin mail outbox: a sent mail goes out again through the sender', () => {
  const smtp = new TestSmtpServer();
  let app: App;
  let database: Database;
  let token: string;

  beforeAll(async () => {
    await smtp.start();
    database = await openTestDatabase();
    app = await buildApp({
      database,
      publicUrl: 'http://localhost:3000',
      appSecret: TEST_SECRET,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Weltaare <no-reply@weltaare.test>',
    });
    await app.ready();
    const staff = await signInStaff({ app, database, close: () => Promise.resolve() }, 'admin');
    token = staff.token;
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.stop();
  });

  const call = (method: HttpMethod, url: string) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const rowOf = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('queues a copy that the sender delivers, keeps the original as sent, and audits it', async () => {
    const pdf = Buffer.from('%PDF-1.7 the quote sent again');
    const original = await createMailOutbox(database.db).enqueue({
      ...HTML_MAIL,
      attachments: [
        { filename: 'DEV-2026-0008-v1.pdf', content_type: 'application/pdf', content_base64: pdf.toString('base64') },
      ],
    });
    if (!original) throw new Error('nothing queued');
    await app.mail.sender.run();
    const sent = await rowOf(original.id);
    expect(sent?.status).toBe('sent');

    const response = await call('POST', `/api/admin/mail-outbox/${original.id}/resend`);
    expect(response.statusCode).toBe(201);
    const copy = body<AdminOutboxMail>(response);
    expect(copy.message).toBe('Une copie de l’email attend son envoi');
    expect(copy.data).toMatchObject({
      kind: 'newsletter-confirmation',
      to: 'aissatou@example.com',
      subject: 'Confirmez votre inscription',
      status: 'pending',
      attempts: 0,
      sent_at: null,
    });
    expect(copy.data.id).not.toBe(original.id);

    const delivered = await waitFor(async () => {
      const row = await rowOf(copy.data.id);
      return row?.status === 'sent' ? row : null;
    });
    expect(delivered).toMatchObject({ attempts: 1, textBody: HTML_MAIL.text, htmlBody: HTML_MAIL.html });
    const received = smtp.mailOf(copy.data.id);
    expect(received?.to).toEqual(['aissatou@example.com']);
    expect(parseMail(received?.raw ?? '').headers.get('subject')).toBe('Confirmez votre inscription');
    // The copy carries the files the original did.
    const attachment = mailParts(received?.raw ?? '').find((part) =>
      part.headers.get('content-type')?.startsWith('application/pdf'),
    );
    expect(attachment?.bytes).toEqual(pdf);
    // The original is left as it was: sent once, at its own time.
    expect(await rowOf(original.id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: sent?.sentAt });

    const [entry] = await auditOf(database, copy.data.id);
    expect(entry).toMatchObject({
      action: 'resend',
      entityType: 'mail_outbox',
      details: { resent_from: original.id, to: 'aissatou@example.com' },
    });
  });
});
