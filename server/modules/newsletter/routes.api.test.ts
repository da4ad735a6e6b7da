import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema.ts';
import { TEST_SECRET, body, createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let nextIp = 1;
/** Each request comes from its own address so the rate limit never interferes. */
const subscribe = (payload: unknown, options: { url?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: options.url ?? '/api/newsletter',
    payload: payload as object,
    remoteAddress: options.ip ?? `10.2.0.${nextIp++}`,
  });

const unsubscribe = (email: string, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/newsletter/unsubscribe?${new URLSearchParams({ email, token }).toString()}`,
  });

/** Every row for this address, whatever its letter case. */
const rowsFor = (email: string) =>
  ctx.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);

describe('POST /api/newsletter', () => {
  it('subscribes a new address with 200 and a confirmation in French', async () => {
    const response = await subscribe({ email: 'lecteur@example.com' });
    expect(response.statusCode).toBe(200);
    const json = body<{ email: string }>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('Merci ! Votre inscription à la newsletter est confirmée.');
    expect(json.data).toEqual({ email: 'lecteur@example.com' });

    const rows = await rowsFor('lecteur@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'lecteur@example.com',
      status: 'subscribed',
      language: 'fr',
      unsubscribedAt: null,
    });
  });

  it('confirms in English and remembers the language when asked', async () => {
    const response = await subscribe({ email: 'reader.en@example.com' }, { url: '/api/newsletter?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe('Thank you! Your newsletter subscription is confirmed.');
    const [row] = await rowsFor('reader.en@example.com');
    expect(row?.language).toBe('en');
  });

  it('answers a known address exactly as a new one (nobody learns who is subscribed), and keeps a single row', async () => {
    const email = 'fidele@example.com';
    const first = await subscribe({ email });
    expect(first.statusCode).toBe(200);

    const again = await subscribe({ email });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(body(again).success).toBe(true);
    expect(body(again).message).toBe('Merci ! Votre inscription à la newsletter est confirmée.');

    const otherCase = await subscribe({ email: 'Fidele@EXAMPLE.com' });
    expect(otherCase.statusCode).toBe(200);
    expect(body(otherCase).success).toBe(true);

    const padded = await subscribe({ email: '  fidele@example.com  ' });
    expect(padded.statusCode).toBe(200);

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('subscribed');
  });

  it('reports a missing email with the spec message', async () => {
    const response = await subscribe({});
    expect(response.statusCode).toBe(422);
    const json = body(response);
    expect(json.success).toBe(false);
    expect(json.message).toBe('Les données envoyées sont invalides');
    expect(json.errors).toEqual({ email: ["L'email est obligatoire"] });

    const blank = await subscribe({ email: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(body(blank).errors).toEqual({ email: ["L'email est obligatoire"] });

    const english = await subscribe({}, { url: '/api/newsletter?lang=en' });
    expect(body(english).errors).toEqual({ email: ['Email is required'] });
  });

  it('reports an invalid email and stores nothing', async () => {
    const before = await ctx.database.db.select().from(newsletterSubscribers);
    const response = await subscribe({ email: 'pas-un-email' });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ email: ["Format d'email invalide"] });

    const english = await subscribe({ email: 'not-an-email@' }, { url: '/api/newsletter?lang=en' });
    expect(english.statusCode).toBe(422);
    expect(body(english)).toEqual({
      success: false,
      message: 'The submitted data is invalid',
      errors: { email: ['Invalid email format'] },
    });

    const after = await ctx.database.db.select().from(newsletterSubscribers);
    expect(after).toHaveLength(before.length);
  });

  it('refuses an unknown extra field', async () => {
    const response = await subscribe({ email: 'extra@example.com', status: 'unsubscribed' });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ status: ['Champ non autorisé'] });
    expect(await rowsFor('extra@example.com')).toHaveLength(0);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the signed link, and a later subscription re-subscribes', async () => {
    const email = 'partant@example.com';
    expect((await subscribe({ email })).statusCode).toBe(200);

    const response = await unsubscribe(email, signUnsubscribeToken(TEST_SECRET, email));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ success: true, data: { email } });

    const [unsubscribed] = await rowsFor(email);
    expect(unsubscribed?.status).toBe('unsubscribed');
    expect(unsubscribed?.unsubscribedAt).toBeInstanceOf(Date);

    const again = await subscribe({ email }, { url: '/api/newsletter?lang=en' });
    expect([200, 201]).toContain(again.statusCode);
    expect(body(again).success).toBe(true);
    expect(body(again).message).toBe('Thank you! Your newsletter subscription is confirmed.');

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', unsubscribedAt: null, language: 'en' });
  });

  it('unsubscribes whatever the letter case of the address in the link', async () => {
    expect((await subscribe({ email: 'Casse.Mixte@Example.com' })).statusCode).toBe(200);
    const linkEmail = 'casse.mixte@example.com';
    const response = await unsubscribe(linkEmail, signUnsubscribeToken(TEST_SECRET, linkEmail));
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor(linkEmail);
    expect(row?.status).toBe('unsubscribed');
  });

  it('answers 404 for a wrong token and leaves the subscription alone', async () => {
    const email = 'reste@example.com';
    expect((await subscribe({ email })).statusCode).toBe(200);

    const valid = signUnsubscribeToken(TEST_SECRET, email);
    const forged = signUnsubscribeToken('another-secret', email);
    const otherAddress = signUnsubscribeToken(TEST_SECRET, 'someone.else@example.com');
    const tampered = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, otherAddress, tampered, `${valid}A`, 'not-a-token']) {
      const response = await unsubscribe(email, token);
      expect(response.statusCode, token).toBe(404);
      expect(body(response), token).toEqual({ success: false, message: 'Ressource introuvable' });
    }

    const [row] = await rowsFor(email);
    expect(row?.status).toBe('subscribed');
  });

  it('answers 422 when the link lacks its email or token', async () => {
    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?email=reste@example.com' });
    expect(noToken.statusCode).toBe(422);
    expect(body(noToken).success).toBe(false);

    const badEmail = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?email=nope&token=abc' });
    expect(badEmail.statusCode).toBe(422);
    expect(body(badEmail).errors).toEqual({ email: ["Format d'email invalide"] });
  });
});
