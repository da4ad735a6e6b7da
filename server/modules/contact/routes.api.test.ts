import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let nextIp = 1;
/** Each test posts from its own address so the rate limit of one does not leak into another. */
const post = (payload: unknown, options: { url?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: options.url ?? '/api/contact',
    payload: payload as object,
    remoteAddress: options.ip ?? `10.0.0.${nextIp++}`,
  });

const validPayload = {
  name: 'Mamadou Diallo',
  email: 'mamadou@example.com',
  subject: 'Développement web',
  message: 'Bonjour, nous voulons un site vitrine pour notre boutique à Kaloum.',
  phone: '+224 620 12 34 56',
  company: 'Boutique Kaloum',
  service_type: 'other',
  preferred_contact_method: 'email',
};

describe('POST /api/contact', () => {
  it('stores the message and queues the staff notification before answering 201', async () => {
    const response = await post(validPayload);
    expect(response.statusCode).toBe(201);
    const json = body<{ id: number }>(response);
    expect(json.success).toBe(true);
    expect(json.message).toContain('24 heures');

    const [stored] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, json.data.id));
    expect(stored).toMatchObject({
      name: 'Mamadou Diallo',
      email: 'mamadou@example.com',
      status: 'new',
      language: 'fr',
    });

    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-notification'));
    const mail = mails.find((row) => row.textBody.includes(`#${json.data.id}`));
    expect(mail).toMatchObject({
      toAddress: 'contact@weltaare.com',
      replyTo: 'mamadou@example.com',
      status: 'pending',
    });
    expect(mail?.textBody).toContain('Boutique Kaloum');
  });

  it('queues the visitor an acknowledgement in their language, with their first name and how to reach the company, and nothing else they wrote', async () => {
    const acknowledgementTo = async (email: string) =>
      (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-acknowledgement'))).filter(
        (mail) => mail.toAddress === email,
      );
    await post({ ...validPayload, email: 'fatou@example.com' });
    const [french] = await acknowledgementTo('fatou@example.com');
    expect(french).toMatchObject({ status: 'pending', replyTo: 'contact@weltaare.com' });
    expect(french?.subject).toBe('Nous avons bien reçu votre message\u00a0: Weltaare');
    expect(french?.textBody).toContain('Bonjour Mamadou,');
    expect(french?.textBody).toContain('nous vous répondons sous 24 heures');
    expect(french?.textBody).toMatch(/Téléphone\s:\s\+224/);
    expect(french?.textBody).toContain('http://localhost:3000/');
    for (const typed of ['Diallo', 'Développement web', validPayload.message, 'Boutique Kaloum', '620 12 34 56']) {
      expect(french?.textBody).not.toContain(typed);
    }

    await post(
      {
        ...validPayload,
        email: 'john@example.com',
        subject: 'General Inquiry',
        name: 'John Smith',
        message: 'Hello, do you build online shops?',
      },
      { url: '/api/contact?lang=en' },
    );
    const [english] = await acknowledgementTo('john@example.com');
    expect(english?.subject).toBe('We have received your message: Weltaare');
    expect(english?.textBody).toContain('Hello John,');
    expect(english?.textBody).toContain('Phone: +224');
    expect(english?.textBody).toContain('http://localhost:3000/en');
    expect(english?.textBody).not.toMatch(/Bonjour|Sujet|Téléphone|Smith|General Inquiry|online shops/);
    // Without a chosen service the subject is the spec's "General Inquiry" on the wire, written in French for staff.
    const notifications = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.replyTo, 'john@example.com'));
    expect(notifications[0]?.subject).toBe('[Contact] Demande générale : John Smith');
    expect(notifications[0]?.textBody).toContain('Hello, do you build online shops?');
  });

  it('accepts the minimal payload the contact form builds (optional fields omitted)', async () => {
    const response = await post({
      name: 'Aïssatou Bah',
      email: 'aissatou@example.com',
      subject: 'General Inquiry',
      message: 'Question générale',
      preferred_contact_method: 'email',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers in English when asked', async () => {
    const response = await post(validPayload, { url: '/api/contact?lang=en' });
    expect(body(response).message).toContain('within 24 hours');
  });

  it('reports every missing field with the spec messages in French', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('Les données envoyées sont invalides');
    expect(json.errors).toEqual({
      name: ['Le nom est obligatoire'],
      email: ['L’email est obligatoire'],
      subject: ['Le sujet est obligatoire'],
      message: ['Le message est obligatoire'],
    });
  });

  it('reports an invalid email and blank name in English', async () => {
    const response = await post(
      { ...validPayload, name: '   ', email: 'not-an-email' },
      { url: '/api/contact?lang=en' },
    );
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ name: ['Name is required'], email: ['Invalid email format'] });
  });

  it('refuses unknown fields, a bad contact method and an oversize message', async () => {
    const response = await post({
      ...validPayload,
      admin: true,
      preferred_contact_method: 'pigeon',
      message: 'x'.repeat(5001),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body(response).errors ?? {}).sort()).toEqual(['admin', 'message', 'preferred_contact_method']);
  });

  it('stores nothing when the input is invalid', async () => {
    const before = await ctx.database.db.select().from(contactMessages);
    await post({ ...validPayload, email: 'bad' });
    const after = await ctx.database.db.select().from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it('limits one address to 10 messages per window and says when to retry', async () => {
    const ip = '192.168.50.1';
    for (let i = 0; i < 10; i += 1) expect((await post(validPayload, { ip })).statusCode).toBe(201);
    const limited = await post(validPayload, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(limited)).toEqual({ success: false, message: 'Trop de requêtes, veuillez réessayer plus tard' });
    expect((await post(validPayload, { ip: '192.168.50.2' })).statusCode).toBe(201);
  });

  it('applies the configured FORM_RATE_LIMIT instead of the default', async () => {
    const strict = await createTestApp({ formRateLimit: 2 });
    try {
      const send = () =>
        strict.app.inject({ method: 'POST', url: '/api/contact', payload: validPayload, remoteAddress: '172.16.0.9' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
