import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../../db/schema.ts';
import { TEST_SECRET, body, createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { signConfirmationToken } from './confirmation-token.ts';
import { VISITOR_MAILS_PER_MAILBOX_PER_DAY } from '../../mail/outbox.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const CHECK_INBOX_FR = 'Merci ! Vérifiez votre boîte mail : suivez le lien reçu pour confirmer votre inscription.';
const CHECK_INBOX_EN = 'Thank you! Check your inbox: follow the link we sent to confirm your subscription.';

let nextIp = 1;
/**
 * Each request comes from its own address so the rate limit never interferes; what a subscription
 * does after its answer is awaited before the test reads the database.
 */
async function subscribe(payload: unknown, options: { url?: string; ip?: string } = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: options.url ?? '/api/newsletter',
    payload: payload as object,
    remoteAddress: options.ip ?? `10.2.0.${nextIp++}`,
  });
  await ctx.app.newsletter.settled();
  return response;
}

const confirm = (payload: object, lang = 'fr') =>
  ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm?lang=${lang}`, payload });

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

const confirmationsTo = (email: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'newsletter-confirmation')))
    .orderBy(mailOutbox.id);

/** The link a confirmation mail carries. */
const linkIn = (text: string) => {
  const found = /https?:\/\/\S+/.exec(text.split('\n').find((line) => line.includes('/newsletter/confirm?')) ?? '');
  if (!found) throw new Error(`no confirmation link in: ${text}`);
  return new URL(found[0]);
};

describe('POST /api/newsletter: double opt-in', () => {
  it('stores a new address as pending and queues the confirmation mail in French, with a signed link under PUBLIC_URL', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'lecteur@example.com' },
      headers: { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' },
      remoteAddress: '10.2.1.1',
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.newsletter.settled();
    expect(body(response)).toEqual({ success: true, message: CHECK_INBOX_FR, data: { email: 'lecteur@example.com' } });

    const [row] = await rowsFor('lecteur@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'fr', confirmedAt: null, unsubscribedAt: null });

    const mails = await confirmationsTo('lecteur@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirmez votre inscription à la newsletter Weltaare');
    expect(mails[0]?.textBody).toContain('Pour confirmer votre inscription, ouvrez ce lien :');
    expect(mails[0]?.htmlBody).toContain('Confirmer mon inscription');
    const link = linkIn(mails[0]?.textBody ?? '');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/newsletter/confirm');
    expect(link.searchParams.get('email')).toBe('lecteur@example.com');
    expect(link.searchParams.get('token')).toBe(signConfirmationToken(TEST_SECRET, 'lecteur@example.com'));
    expect(mails[0]?.htmlBody).not.toContain('evil.example.net');
  });

  it('writes the mail and its link in English for an English visitor', async () => {
    const response = await subscribe({ email: 'reader.en@example.com' }, { url: '/api/newsletter?lang=en' });
    expect(body(response).message).toBe(CHECK_INBOX_EN);
    const [mail] = await confirmationsTo('reader.en@example.com');
    expect(mail?.subject).toBe('Confirm your subscription to the Weltaare newsletter');
    expect(mail?.textBody).toContain('To confirm your subscription, open this link:');
    expect(linkIn(mail?.textBody ?? '').pathname).toBe('/en/newsletter/confirm');
    const [row] = await rowsFor('reader.en@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'en' });
  });

  it('confirms with the mailed link; the same link again still says confirmed', async () => {
    const email = 'confirme@example.com';
    await subscribe({ email });
    const [mail] = await confirmationsTo(email);
    const link = linkIn(mail?.textBody ?? '');
    const payload = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };

    const first = await confirm(payload);
    expect(first.statusCode).toBe(200);
    expect(body(first)).toEqual({
      success: true,
      message: 'Votre inscription à la newsletter est confirmée',
      data: { email, state: 'confirmed' },
    });
    const [row] = await rowsFor(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(payload, 'en');
    expect(body(again)).toMatchObject({
      message: 'Your newsletter subscription is confirmed',
      data: { state: 'confirmed' },
    });

    // Subscribing a confirmed address sends nothing more and answers the same.
    const known = await subscribe({ email });
    expect(body(known).message).toBe(CHECK_INBOX_FR);
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('refuses a forged, altered or borrowed link with 404, in French and English, and confirms nothing', async () => {
    const email = 'attente@example.com';
    await subscribe({ email });
    const valid = signConfirmationToken(TEST_SECRET, email);
    const tampered = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      signConfirmationToken('another-secret', email),
      signConfirmationToken(TEST_SECRET, 'someone.else@example.com'),
      // An unsubscribe token is not a confirmation token.
      signUnsubscribeToken(TEST_SECRET, email),
      tampered,
      `${valid}A`,
      'not-a-token',
    ];
    for (const token of attempts) {
      const response = await confirm({ email, token });
      expect(response.statusCode, token).toBe(404);
      expect(body(response), token).toEqual({
        success: false,
        message: 'Ce lien n’est pas valide : il a peut-être été modifié ou copié incomplètement',
      });
    }
    const english = await confirm({ email, token: tampered }, 'en');
    expect(body(english).message).toBe('This link is not valid: it may have been altered or copied incompletely');
    const missing = await confirm({ email }, 'en');
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toEqual({ token: ['Invalid value'] });

    const [row] = await rowsFor(email);
    expect(row?.status).toBe('pending');
  });

  it('re-sends the mail to a pending address, a few times a day at most, answering alike each time', async () => {
    const email = 'relance@example.com';
    const answers: string[] = [];
    for (let i = 0; i < VISITOR_MAILS_PER_MAILBOX_PER_DAY + 2; i += 1) {
      const response = await subscribe({ email: i % 2 ? email.toUpperCase() : email });
      expect(response.statusCode).toBe(200);
      answers.push(body(response).message);
    }
    expect(new Set(answers)).toEqual(new Set([CHECK_INBOX_FR]));
    expect(await confirmationsTo(email)).toHaveLength(VISITOR_MAILS_PER_MAILBOX_PER_DAY);
    expect(await rowsFor(email)).toHaveLength(1);

    // An unknown address over the same count answers exactly alike: nobody learns who subscribed.
    const unknown = await subscribe({ email: 'inconnu@example.com' });
    expect(unknown.body).toBe((await subscribe({ email })).body.replace(email, 'inconnu@example.com'));
  });

  it('mails one mailbox 3 confirmations a day, whatever the +tag or letter case of its address', async () => {
    const addresses = ['victim+1@example.com', 'Victim+2@Example.com', 'VICTIM@example.com', 'victim+3@example.com'];
    for (const email of [...addresses, 'victim+4@example.com']) {
      expect(body(await subscribe({ email })).message).toBe(CHECK_INBOX_FR);
    }
    const mails = await ctx.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'newsletter-confirmation'), sql`lower(${mailOutbox.toAddress}) like 'victim%'`))
      .orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.to)).toEqual(addresses.slice(0, VISITOR_MAILS_PER_MAILBOX_PER_DAY));
    // Each address is still recorded, pending, for staff to see.
    for (const email of [...addresses, 'victim+4@example.com']) {
      expect((await rowsFor(email))[0]?.status, email).toBe('pending');
    }
  });

  it('limits one visitor to 10 subscriptions per 15 minutes, in French and English', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) {
      expect((await subscribe({ email: `flot${i}@example.com` }, { ip })).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: 'flot-extra@example.com' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(body(refused).success).toBe(false);
    expect(body(refused).message).toMatch(/^Trop de/);
    const english = await subscribe({ email: 'flot-extra@example.com' }, { ip, url: '/api/newsletter?lang=en' });
    expect(english.statusCode).toBe(429);
    expect(body(english).message).toMatch(/^Too many/);
  });

  it('reports a missing or invalid email in French and English and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(newsletterSubscribers)).length;
    const response = await subscribe({});
    expect(response.statusCode).toBe(422);
    expect(body(response)).toEqual({
      success: false,
      message: 'Les données envoyées sont invalides',
      errors: { email: ['L’email est obligatoire'] },
    });
    expect(body(await subscribe({}, { url: '/api/newsletter?lang=en' })).errors).toEqual({
      email: ['Email is required'],
    });
    expect(body(await subscribe({ email: 'pas-un-email' })).errors).toEqual({ email: ['Format d’email invalide'] });
    const english = await subscribe({ email: 'not-an-email@' }, { url: '/api/newsletter?lang=en' });
    expect(body(english)).toEqual({
      success: false,
      message: 'The submitted data is invalid',
      errors: { email: ['Invalid email format'] },
    });
    const extra = await subscribe({ email: 'extra@example.com', status: 'confirmed' });
    expect(extra.statusCode).toBe(422);
    expect(body(extra).errors).toEqual({ status: ['Champ non autorisé'] });
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toHaveLength(before);
  });
});

describe('unconfirmed addresses', () => {
  it('are purged after 30 days; confirmed, unsubscribed and recent pending ones stay', async () => {
    const { db } = ctx.database;
    const old = new Date(Date.now() - 31 * 86_400_000);
    const recent = new Date(Date.now() - 29 * 86_400_000);
    await db.insert(newsletterSubscribers).values([
      { email: 'vieux-attente@example.com', status: 'pending', requestedAt: old },
      { email: 'recent-attente@example.com', status: 'pending', requestedAt: recent },
      { email: 'vieux-confirme@example.com', status: 'confirmed', requestedAt: old, confirmedAt: old },
      { email: 'vieux-parti@example.com', status: 'unsubscribed', requestedAt: old, unsubscribedAt: old },
    ]);
    // Two servers purging at once erase the row once, and neither fails.
    const [first, second] = await Promise.all([
      ctx.app.newsletter.purgeUnconfirmed(),
      ctx.app.newsletter.purgeUnconfirmed(),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await rowsFor('vieux-attente@example.com')).toHaveLength(0);
    for (const kept of ['recent-attente@example.com', 'vieux-confirme@example.com', 'vieux-parti@example.com']) {
      expect(await rowsFor(kept), kept).toHaveLength(1);
    }

    // Its genuine link, followed later, says the request expired (and subscribes nobody).
    const link = {
      email: 'vieux-attente@example.com',
      token: signConfirmationToken(TEST_SECRET, 'vieux-attente@example.com'),
    };
    const late = await confirm(link);
    expect(late.statusCode).toBe(200);
    expect(body(late).data).toEqual({ email: 'vieux-attente@example.com', state: 'expired' });
    expect(await rowsFor('vieux-attente@example.com')).toHaveLength(0);
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the signed link; subscribing again asks for a new confirmation', async () => {
    const email = 'partant@example.com';
    await subscribe({ email });
    await confirm({ email, token: signConfirmationToken(TEST_SECRET, email) });

    const response = await unsubscribe(email, signUnsubscribeToken(TEST_SECRET, email));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      message: 'Vous êtes désinscrit de la newsletter',
      data: { email },
    });
    const [unsubscribed] = await rowsFor(email);
    expect(unsubscribed?.status).toBe('unsubscribed');
    expect(unsubscribed?.unsubscribedAt).toBeInstanceOf(Date);

    // The old confirmation link does not bring an unsubscribed address back.
    const old = await confirm({ email, token: signConfirmationToken(TEST_SECRET, email) });
    expect(body(old).data).toMatchObject({ state: 'expired' });

    const again = await subscribe({ email }, { url: '/api/newsletter?lang=en' });
    expect(body(again).message).toBe(CHECK_INBOX_EN);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', unsubscribedAt: null, language: 'en' });
    expect(await confirmationsTo(email)).toHaveLength(2);
  });

  it('unsubscribes whatever the letter case of the address in the link', async () => {
    await subscribe({ email: 'Casse.Mixte@Example.com' });
    const linkEmail = 'casse.mixte@example.com';
    const response = await unsubscribe(linkEmail, signUnsubscribeToken(TEST_SECRET, linkEmail));
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor(linkEmail);
    expect(row?.status).toBe('unsubscribed');
  });

  it('answers 404 for a wrong token and leaves the subscription alone', async () => {
    const email = 'reste@example.com';
    await subscribe({ email });
    const valid = signUnsubscribeToken(TEST_SECRET, email);
    const tampered = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      signUnsubscribeToken('another-secret', email),
      signUnsubscribeToken(TEST_SECRET, 'someone.else@example.com'),
      signConfirmationToken(TEST_SECRET, email),
      tampered,
      `${valid}A`,
      'not-a-token',
    ];
    for (const token of attempts) {
      const response = await unsubscribe(email, token);
      expect(response.statusCode, token).toBe(404);
      expect(body(response).success, token).toBe(false);
    }
    const [row] = await rowsFor(email);
    expect(row?.status).toBe('pending');
  });

  it('answers 422 when the link lacks its email or token', async () => {
    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?email=reste@example.com' });
    expect(noToken.statusCode).toBe(422);
    expect(body(noToken).success).toBe(false);

    const badEmail = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?email=nope&token=abc' });
    expect(badEmail.statusCode).toBe(422);
    expect(body(badEmail).errors).toEqual({ email: ['Format d’email invalide'] });
  });
});
