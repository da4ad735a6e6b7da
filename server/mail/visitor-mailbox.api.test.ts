import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { contactMessages, jobApplications, mailOutbox, newsletterSubscribers, testimonials } from '../db/schema.ts';
import { insertJob } from '../test-support/job-applications.ts';
import { pdfFile } from '../test-support/cv-files.ts';
import { multipart } from '../test-support/media-uploads.ts';
import { parseMail, TestSmtpServer, waitFor } from '../test-support/smtp-server.ts';
import { body, createTestApp, openAnotherInstance, type TestContext } from '../test-support/test-app.ts';
import { VISITOR_MAILS_PER_MAILBOX_PER_DAY } from './outbox.ts';

const smtp = new TestSmtpServer();
let ctx: TestContext;

beforeAll(async () => {
  await smtp.start();
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  await insertJob(ctx.database.db, 'mailbox-job');
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const COMPANY = 'contact@weltaare.com';
/** What a stranger's mailbox must never receive from us: words a visitor typed. */
const SPAM = {
  subject: 'Gagnez 10 000 000 GNF ici',
  message: 'Cliquez sur http://arnaque.example/gain pour recevoir votre prix, offre limitée.',
};

let nextIp = 0;
const ip = () => `10.31.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function contact(email: string, options: { name?: string; lang?: 'fr' | 'en'; app?: App } = {}) {
  return (options.app ?? ctx.app).inject({
    method: 'POST',
    url: `/api/contact?lang=${options.lang ?? 'fr'}`,
    payload: { name: options.name ?? 'Aminata Camara', email, ...SPAM },
    remoteAddress: ip(),
  });
}

function testimonial(email: string, lang: 'fr' | 'en' = 'fr') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/testimonials?lang=${lang}`,
    payload: { client_name: 'Aminata Camara', client_email: email, content: SPAM.message, consent: true },
    remoteAddress: ip(),
  });
}

async function apply(email: string, lang: 'fr' | 'en' = 'fr') {
  const { payload, headers } = await multipart([
    { name: 'name', value: 'Aminata Camara' },
    { name: 'email', value: email },
    { name: 'message', value: SPAM.message },
    { name: 'consent', value: 'on' },
    { name: 'cv', value: pdfFile(email), fileName: 'cv.pdf', type: 'application/pdf' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/careers/mailbox-job/applications?lang=${lang}`,
    payload,
    headers,
    remoteAddress: ip(),
  });
}

async function subscribe(email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email },
    remoteAddress: ip(),
  });
  await ctx.app.newsletter.settled();
  return response;
}

const VISITOR_KINDS = [
  'contact-acknowledgement',
  'testimonial-acknowledgement',
  'job-application-acknowledgement',
  'newsletter-confirmation',
];

/** The mails queued to a visitor's address whose lower-cased form starts with this prefix. */
const visitorMailsTo = (prefix: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.kind, VISITOR_KINDS), sql`lower(${mailOutbox.toAddress}) like ${`${prefix}%`}`))
    .orderBy(mailOutbox.id);

/** The staff's notification about this message (its id is in its first line). */
async function notificationOf(kind: string, id: number) {
  const mails = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, COMPANY)));
  return mails.find((mail) => mail.textBody.split('\n')[0]?.includes(`#${id} `));
}

/** The mail as the SMTP server received it, once the sender has delivered it. */
const delivered = async (outboxId: number) => parseMail((await waitFor(async () => smtp.mailOf(outboxId))).raw);

describe('mails to an address a visitor typed', () => {
  it('repeat nothing the visitor wrote but a first name cut at 40 characters, in their language', async () => {
    const longName = `${'Maimouna'.repeat(6)} Bangoura`;
    expect((await contact('ack-contact@example.com', { name: longName })).statusCode).toBe(201);
    expect((await testimonial('ack-testimonial@example.com', 'en')).statusCode).toBe(201);
    expect((await apply('ack-application@example.com')).statusCode).toBe(201);

    const [contactAck] = await visitorMailsTo('ack-contact@');
    const contactMail = await delivered(contactAck!.id);
    expect(contactMail.headers.get('subject')).toBe('Nous avons bien reçu votre message : Weltaare');
    expect(contactMail.text).toContain(`Bonjour ${'Maimouna'.repeat(5)},\n`);
    expect(contactMail.text).toContain('nous vous répondons sous 24 heures');
    expect(contactMail.text).toMatch(/Téléphone\s:\s\+224/);

    const [testimonialAck] = await visitorMailsTo('ack-testimonial@');
    const testimonialMail = await delivered(testimonialAck!.id);
    expect(testimonialMail.headers.get('subject')).toBe('Thank you for your testimonial: Weltaare');
    expect(testimonialMail.text).toContain('Hello Aminata,\n');

    const [applicationAck] = await visitorMailsTo('ack-application@');
    const applicationMail = await delivered(applicationAck!.id);
    expect(applicationMail.headers.get('subject')).toBe('Votre candidature : Poste mailbox-job');
    expect(applicationMail.text).toContain('Bonjour Aminata,\n');

    for (const mail of [contactMail, testimonialMail, applicationMail]) {
      const whole = `${mail.headers.get('subject')}\n${mail.text}`;
      expect(whole).not.toContain(SPAM.subject);
      expect(whole).not.toContain('arnaque.example');
      expect(whole).not.toContain('Cliquez');
      expect(whole).not.toContain('Camara');
      expect(whole).not.toContain('Bangoura');
    }
    // Staff still read the whole message, as the visitor wrote it.
    const [stored] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ack-contact@example.com'));
    expect(stored).toMatchObject({ name: longName, subject: SPAM.subject, message: SPAM.message });
  });

  it(`reach one mailbox ${VISITOR_MAILS_PER_MAILBOX_PER_DAY} times a day, whatever the form, the +tag or the letter case; the rest is stored for staff`, async () => {
    expect((await contact('Victim+1@example.com')).statusCode).toBe(201);
    expect((await testimonial('victim+2@EXAMPLE.com')).statusCode).toBe(201);
    expect((await apply('VICTIM@example.com')).statusCode).toBe(201);

    // The fourth of each form answers the same success and is stored, with no mail to the victim.
    const fourth = await contact('Victim+x@example.com');
    expect(fourth.statusCode).toBe(201);
    expect(body(fourth).message).toContain('24 heures');
    const contactId = body<{ id: number }>(fourth).data.id;
    const [message] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, contactId));
    expect(message).toMatchObject({ email: 'Victim+x@example.com', subject: SPAM.subject, message: SPAM.message });
    expect((await notificationOf('contact-notification', contactId))?.textBody).toContain(
      `Accusé de réception non envoyé : cette boîte mail a déjà reçu ${VISITOR_MAILS_PER_MAILBOX_PER_DAY} emails du site ces dernières 24 heures.`,
    );

    const late = await testimonial('victim+y@example.com', 'en');
    expect(late.statusCode).toBe(201);
    const testimonialId = body<{ id: number }>(late).data.id;
    expect(await ctx.database.db.select().from(testimonials).where(eq(testimonials.id, testimonialId))).toHaveLength(1);
    expect((await notificationOf('testimonial-notification', testimonialId))?.textBody).toContain(
      'Accusé de réception non envoyé',
    );

    const application = await apply('victim+z@example.com', 'en');
    expect(application.statusCode).toBe(201);
    const applicationId = body<{ id: number }>(application).data.id;
    expect(
      await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId)),
    ).toHaveLength(1);
    expect((await notificationOf('job-application-notification', applicationId))?.textBody).toContain(
      'Accusé de réception non envoyé',
    );

    const subscribed = await subscribe('victim+news@example.com');
    expect(subscribed.statusCode).toBe(200);
    const [subscriber] = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'victim+news@example.com'));
    expect(subscriber?.status).toBe('pending');

    const queued = await visitorMailsTo('victim');
    expect(queued.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ['contact-acknowledgement', 'Victim+1@example.com'],
      ['testimonial-acknowledgement', 'victim+2@EXAMPLE.com'],
      ['job-application-acknowledgement', 'VICTIM@example.com'],
    ]);
    for (const mail of queued) await delivered(mail.id);
    await ctx.app.mail.sender.trigger();
    expect(smtp.received.filter((mail) => mail.to.some((to) => /^victim/i.test(to)))).toHaveLength(3);

    // Another mailbox is not affected, nor are the staff's notifications (one per message above).
    expect((await contact('victim@example.org')).statusCode).toBe(201);
    expect(await visitorMailsTo('victim@example.org')).toHaveLength(1);

    // A day later the mailbox may hear from us again.
    await ctx.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(mailOutbox.id, [queued[0]!.id]));
    expect((await contact('victim+later@example.com')).statusCode).toBe(201);
    expect((await visitorMailsTo('victim+later@')).map((mail) => mail.kind)).toEqual(['contact-acknowledgement']);
  });

  it('are counted once when several servers take messages for one mailbox at the same moment', async () => {
    const other = await openAnotherInstance(ctx.database, undefined);
    try {
      const posts = Array.from({ length: 8 }, (_, i) =>
        contact(`burst+${i}@example.com`, { app: i % 2 ? other : ctx.app }),
      );
      const answers = await Promise.all(posts);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
      const stored = await ctx.database.db
        .select()
        .from(contactMessages)
        .where(sql`${contactMessages.email} like 'burst+%'`);
      expect(stored).toHaveLength(8);
      expect(await visitorMailsTo('burst')).toHaveLength(VISITOR_MAILS_PER_MAILBOX_PER_DAY);
    } finally {
      await other.close();
    }
  });
});
