import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsletterIssue, NewsletterPreview } from '#contract/schemas/newsletter.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoContent } from '../../db/seed/seed-demo-content.ts';
import { mailOutbox, newsletterDeliveries, newsletterSubscribers } from '../../db/schema.ts';
import { parseMail, TestSmtpServer, waitFor } from '../../test-support/smtp-server.ts';
import { body, type SignedInStaff, signInStaff, TEST_SECRET } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

const smtp = new TestSmtpServer();
let app: App;
let database: Database;
let editor: SignedInStaff;

/** Two subscribers per batch; the timer never fires on its own: the test drives every batch. */
const BATCH = { size: 2, intervalMs: 3_600_000 };

const CONFIRMED = [
  { email: 'awa@example.com', language: 'fr' },
  { email: 'ibrahima@example.com', language: 'fr' },
  { email: 'grace@example.com', language: 'en' },
  { email: 'mariama@example.com', language: 'fr' },
  { email: 'john@example.com', language: 'en' },
] as const;
const NOT_CONFIRMED = ['attente@example.com', 'attente2@example.com', 'parti@example.com'];

const DRAFT = {
  subject: { fr: 'Les nouvelles de mai', en: 'News for May' },
  body: {
    fr: '<h2>Bonjour</h2><p>Notre <a href="/services">nouveau service</a> &amp; plus.</p><script>alert(1)</script>',
    en: '<h2>Hello</h2><p>Our <a href="/en/services">new service</a> and more.</p>',
  },
};

beforeAll(async () => {
  await smtp.start();
  database = await openTestDatabase();
  await seedDemoContent(database.db);
  app = await buildApp({
    database,
    publicUrl: 'http://localhost:3000',
    appSecret: TEST_SECRET,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailFrom: 'Weltaare <no-reply@weltaare.test>',
    newsletterBatch: BATCH,
  });
  await app.ready();
  editor = await signInStaff({ app, database, close: () => Promise.resolve() }, 'editor');
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.stop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  editor.call(method, url, payload);
const issueOf = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return body<AdminNewsletterIssue>(response).data;
};
const newsletterMailsTo = (emails: string[]) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.toAddress, emails), eq(mailOutbox.kind, 'newsletter')));
const deliveriesOf = (issueId: number) =>
  database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, issueId));

describe('a newsletter', () => {
  let issue: AdminNewsletterIssue;

  it('cannot be sent while nobody has confirmed, in French and English', async () => {
    const draft = await issueOf(await call('POST', '/api/admin/newsletter/issues', DRAFT));
    const french = await call('POST', `/api/admin/newsletter/issues/${draft.id}/send`);
    expect(french.statusCode).toBe(409);
    expect(body(french)).toEqual({
      success: false,
      message: 'Aucun abonné confirmé : personne ne recevrait cette newsletter',
    });
    const english = await call('POST', `/api/admin/newsletter/issues/${draft.id}/send?lang=en`);
    expect(body(english).message).toBe('No confirmed subscriber: nobody would receive this newsletter');
    expect((await call('DELETE', `/api/admin/newsletter/issues/${draft.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/newsletter/issues/${draft.id}`)).statusCode).toBe(404);

    await database.db
      .insert(newsletterSubscribers)
      .values([
        ...CONFIRMED.map((each) => ({ ...each, status: 'confirmed' as const, confirmedAt: new Date() })),
        { email: NOT_CONFIRMED[0] ?? '', status: 'pending' as const },
        { email: NOT_CONFIRMED[1] ?? '', status: 'pending' as const, language: 'en' },
        { email: NOT_CONFIRMED[2] ?? '', status: 'unsubscribed' as const, unsubscribedAt: new Date() },
      ]);
  });

  it('is written in both languages, its body sanitized; a missing French subject is refused in both languages', async () => {
    const refused = await call('POST', '/api/admin/newsletter/issues', { ...DRAFT, subject: { fr: ' ', en: 'x' } });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({ 'subject.fr': ['Le texte en français est obligatoire'] });
    const english = await call('POST', '/api/admin/newsletter/issues?lang=en', {
      ...DRAFT,
      body: { fr: '<script>x</script>' },
    });
    expect(english.statusCode).toBe(422);
    expect(body(english).errors).toEqual({ 'body.fr': ['The French text is required'] });

    issue = await issueOf(await call('POST', '/api/admin/newsletter/issues', DRAFT));
    expect(issue).toMatchObject({
      status: 'draft',
      subject: DRAFT.subject,
      progress: { total: 0, queued: 0, sent: 0 },
    });
    expect(issue.body.fr).not.toContain('script');
    const edited = await issueOf(
      await call('PUT', `/api/admin/newsletter/issues/${issue.id}`, {
        ...DRAFT,
        subject: { fr: 'Les nouvelles de juin', en: 'News for June' },
      }),
    );
    expect(edited.subject.fr).toBe('Les nouvelles de juin');
  });

  it('previews the mail a subscriber of each language gets, links made absolute, with the unsubscribe link', async () => {
    const preview = async (language: 'fr' | 'en') => {
      const response = await call('POST', '/api/admin/newsletter/issues/preview', { ...DRAFT, language });
      expect(response.statusCode).toBe(200);
      return body<NewsletterPreview>(response).data;
    };
    const french = await preview('fr');
    expect(french.subject).toBe('Les nouvelles de mai');
    expect(french.html).toContain('href="http://localhost:3000/services"');
    expect(french.html).toContain('Se désinscrire');
    expect(french.html).not.toContain('<script');
    expect(french.text).toContain('nouveau service (http://localhost:3000/services) & plus.');
    const english = await preview('en');
    expect(english.subject).toBe('News for May');
    expect(english.html).toContain('<html lang="en"');
    expect(english.text).toMatch(/To unsubscribe: http:\/\/localhost:3000\/en\/newsletter\/unsubscribe\?/);
  });

  it('sends a test to the staff member only, in each language', async () => {
    const response = await call('POST', `/api/admin/newsletter/issues/${issue.id}/test`);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      message: 'Un email de test part vers votre adresse',
      data: { to: 'editor@weltaare.test' },
    });
    const tests = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter-test'));
    expect(tests.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['editor@weltaare.test', '[Test] Les nouvelles de juin'],
      ['editor@weltaare.test', '[Test] News for June'],
    ]);
    expect(await newsletterMailsTo(CONFIRMED.map((each) => each.email))).toHaveLength(0);
  });

  it('goes out in batches to confirmed subscribers only, pauses, resumes, and reaches each one exactly once', async () => {
    const started = await issueOf(await call('POST', `/api/admin/newsletter/issues/${issue.id}/send`));
    expect(started).toMatchObject({ status: 'sending', progress: { total: 5, queued: 2 } });
    expect((await deliveriesOf(issue.id)).length).toBe(2);

    await app.newsletterIssues.sendBatch();
    expect((await issueOf(await call('GET', `/api/admin/newsletter/issues/${issue.id}`))).progress).toMatchObject({
      total: 5,
      queued: 4,
    });

    const paused = await issueOf(await call('POST', `/api/admin/newsletter/issues/${issue.id}/pause`));
    expect(paused.status).toBe('paused');
    expect(await app.newsletterIssues.sendBatch()).toBeNull();
    expect((await deliveriesOf(issue.id)).length).toBe(4);
    const locked = await call('PUT', `/api/admin/newsletter/issues/${issue.id}?lang=en`, DRAFT);
    expect(locked.statusCode).toBe(409);
    expect(body(locked).message).toBe('This newsletter is being sent or has been sent: it can no longer be changed');
    expect(body(await call('POST', `/api/admin/newsletter/issues/${issue.id}/send`)).message).toBe(
      'Cette newsletter est en cours d’envoi ou envoyée : elle ne peut plus être modifiée',
    );
    expect((await call('POST', `/api/admin/newsletter/issues/${issue.id}/pause`)).statusCode).toBe(409);

    const resumed = await issueOf(await call('POST', `/api/admin/newsletter/issues/${issue.id}/resume`));
    expect(resumed).toMatchObject({ status: 'sent', progress: { total: 5, queued: 5 } });
    expect(resumed.finished_at).not.toBeNull();
    expect(await app.newsletterIssues.sendBatch()).toBeNull();

    const mails = await newsletterMailsTo(CONFIRMED.map((each) => each.email));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(CONFIRMED.map((each) => each.email).sort());
    expect(await newsletterMailsTo(NOT_CONFIRMED)).toHaveLength(0);
    const grace = mails.find((mail) => mail.toAddress === 'grace@example.com');
    expect(grace?.subject).toBe('News for June');
    expect(mails.find((mail) => mail.toAddress === 'awa@example.com')?.subject).toBe('Les nouvelles de juin');
  });

  it('never queues one subscriber twice, even with several senders at once (unique per newsletter and subscriber)', async () => {
    const second = await issueOf(await call('POST', '/api/admin/newsletter/issues', DRAFT));
    await call('POST', `/api/admin/newsletter/issues/${second.id}/send`);
    await Promise.all([
      app.newsletterIssues.sendBatch(),
      app.newsletterIssues.sendBatch(),
      app.newsletterIssues.sendBatch(),
    ]);
    for (let round = 0; round < 5; round += 1) await app.newsletterIssues.sendBatch();
    const deliveries = await deliveriesOf(second.id);
    expect(deliveries).toHaveLength(CONFIRMED.length);
    expect(new Set(deliveries.map((each) => each.subscriberId)).size).toBe(CONFIRMED.length);
    expect((await issueOf(await call('GET', `/api/admin/newsletter/issues/${second.id}`))).status).toBe('sent');

    const [first] = deliveries;
    await expect(
      database.db
        .insert(newsletterDeliveries)
        .values({ newsletterId: second.id, subscriberId: first?.subscriberId ?? 0 }),
    ).rejects.toThrow();
  });

  it('leaves by SMTP with the unsubscribe link and the RFC 8058 headers, which unsubscribe in one click', async () => {
    await app.mail.sender.run();
    const [delivery] = await database.db
      .select({ outboxId: newsletterDeliveries.outboxId })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(and(eq(newsletterDeliveries.newsletterId, issue.id), eq(newsletterSubscribers.email, 'john@example.com')));
    const received = await waitFor(async () => smtp.mailOf(delivery?.outboxId ?? 0));
    expect(received.to).toEqual(['john@example.com']);
    const { headers } = parseMail(received.raw);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = headers.get('list-unsubscribe') ?? '';
    expect(header).toMatch(
      /^<http:\/\/localhost:3000\/en\/newsletter\/unsubscribe\?email=john%40example\.com&token=[\w-]+>$/,
    );
    expect(received.raw).toContain('Unsubscribe');

    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, delivery?.outboxId ?? 0));
    expect(row?.headers).toEqual({
      'List-Unsubscribe': header,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(row?.textBody).toContain(header.slice(1, -1));

    const progress = (await issueOf(await call('GET', `/api/admin/newsletter/issues/${issue.id}`))).progress;
    expect(progress).toEqual({ total: 5, queued: 5, sent: 5 });

    // The header's address, posted as a mail program does, unsubscribes.
    const link = new URL(header.slice(1, -1));
    await app.newsletter.unsubscribe({
      email: link.searchParams.get('email') ?? '',
      token: link.searchParams.get('token') ?? '',
    });
    const [john] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'john@example.com'));
    expect(john?.status).toBe('unsubscribed');
  });

  it('lists the newsletters with their progress, for staff only', async () => {
    const list = body<AdminNewsletterIssue[]>(await call('GET', '/api/admin/newsletter/issues'));
    expect(list.data.map((each) => each.status)).toEqual(['sent', 'sent']);
    expect(list.meta?.total).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/api/admin/newsletter/issues' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/newsletter/issues/${issue.id}/send` })).statusCode,
    ).toBe(401);
  });
});
