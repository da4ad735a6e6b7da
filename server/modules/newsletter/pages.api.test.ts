import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../../db/schema.ts';
import { TEST_SECRET, createTestApp, type TestContext } from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';
import { signConfirmationToken } from './confirmation-token.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

let vite: VitePages;
let ctx: TestContext;

beforeAll(async () => {
  vite = await openVitePages();
  // In memory as in production: these pages must never be kept for the next visitor.
  ctx = await createTestApp({ pages: { ...vite.pages, keepInMemory: true } });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await vite.close();
});

let nextIp = 1;
async function subscribe(email: string, lang: 'fr' | 'en') {
  await ctx.app.inject({
    method: 'POST',
    url: `/api/newsletter?lang=${lang}`,
    payload: { email },
    remoteAddress: `10.3.0.${nextIp++}`,
  });
  await ctx.app.newsletter.settled();
}
const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const statusOf = async (email: string) =>
  (
    await ctx.database.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
  )[0]?.status;

/** The path and query of the link in the confirmation mail queued for this address. */
async function mailedConfirmationLink(email: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'newsletter-confirmation')));
  const line = mail?.textBody.split('\n').find((each) => each.includes('/newsletter/confirm?')) ?? '';
  const url = new URL(line.trim());
  expect(url.origin).toBe('http://localhost:3000');
  return `${url.pathname}${url.search}`;
}

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const title = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const query = (email: string, token: string) => new URLSearchParams({ email, token }).toString();
/** The page's button, as a browser without JavaScript posts it: to the page's own address, from our origin. */
const press = (url: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: '',
  });

describe('the confirmation page', () => {
  it('only asks when the mailed link is opened, confirms on the button, in French, never kept in memory', async () => {
    const email = 'page-fr@example.com';
    await subscribe(email, 'fr');
    const link = await mailedConfirmationLink(email);
    expect(link.startsWith('/newsletter/confirm?')).toBe(true);

    // A mail scanner opens links: opening changes nothing, however often.
    for (let i = 0; i < 2; i += 1) {
      const asked = await page(link);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toContain('text/html');
      expect(asked.headers['cache-control']).toBe('no-store');
      expect(heading(asked.body)).toBe('Confirmer votre inscription');
      expect(title(asked.body)).toBe('Confirmer votre inscription | Weltaare');
      expect(asked.body).toContain(`confirmez que l’adresse ${email} doit recevoir notre newsletter`);
      expect(asked.body).toMatch(/<form method="post"><button type="submit"[^>]*>Confirmer<\/button><\/form>/);
      expect(asked.body).toContain('<html lang="fr"');
      expect(asked.body).toContain('<meta name="robots" content="noindex"/>');
      expect(await statusOf(email)).toBe('pending');
    }

    const confirmed = await press(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(heading(confirmed.body)).toBe('Inscription confirmée');
    expect(title(confirmed.body)).toBe('Inscription confirmée | Weltaare');
    expect(confirmed.body).toContain(`L’adresse ${email} recevra désormais notre newsletter`);
    expect(await statusOf(email)).toBe('confirmed');

    // Opened again later, the link says it is done and offers no button.
    const again = await page(link);
    expect(heading(again.body)).toBe('Inscription confirmée');
    expect(again.body).not.toContain('<form method="post">');
    expect((await press(link)).statusCode).toBe(200);
  });

  it('asks, then confirms, in English under /en', async () => {
    const email = 'page-en@example.com';
    await subscribe(email, 'en');
    const link = await mailedConfirmationLink(email);
    expect(link.startsWith('/en/newsletter/confirm?')).toBe(true);
    const asked = await page(link);
    expect(asked.statusCode).toBe(200);
    expect(heading(asked.body)).toBe('Confirm your subscription');
    expect(asked.body).toContain(`confirm that ${email} should receive our newsletter`);
    expect(asked.body).toMatch(/<button type="submit"[^>]*>Confirm<\/button>/);
    expect(asked.body).toContain('<html lang="en"');
    expect(await statusOf(email)).toBe('pending');

    const confirmed = await press(link);
    expect(confirmed.statusCode).toBe(200);
    expect(heading(confirmed.body)).toBe('Subscription confirmed');
    expect(title(confirmed.body)).toBe('Subscription confirmed | Weltaare');
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('says the request expired, on opening and on the button, once the address has left', async () => {
    const email = 'page-gone@example.com';
    await subscribe(email, 'fr');
    const link = await mailedConfirmationLink(email);
    const unsubscribed = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?${query(email, signUnsubscribeToken(TEST_SECRET, email))}`,
    });
    expect(unsubscribed.statusCode).toBe(200);
    const asked = await page(link);
    expect(asked.statusCode).toBe(200);
    expect(heading(asked.body)).toBe('Ce lien a expiré');
    expect(asked.body).not.toContain('<form method="post">');
    expect(heading((await press(`/en${link}`)).body)).toBe('This link has expired');
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('refuses a forged or altered link with a clear page (404), in each language, and confirms nothing', async () => {
    const email = 'page-forge@example.com';
    await subscribe(email, 'fr');
    const forged = signConfirmationToken('not-our-secret', email);
    const french = await page(`/newsletter/confirm?${query(email, forged)}`);
    expect(french.statusCode).toBe(404);
    expect(french.headers['cache-control']).toBe('no-store');
    expect(heading(french.body)).toBe('Lien non valide');
    expect(french.body).toContain('Ce lien n’est pas valide');
    expect(french.body).not.toContain('<form method="post">');
    const pressed = await press(`/newsletter/confirm?${query(email, forged)}`);
    expect(pressed.statusCode).toBe(404);
    expect(heading(pressed.body)).toBe('Lien non valide');

    const altered = signConfirmationToken(TEST_SECRET, 'someone.else@example.com');
    const english = await page(`/en/newsletter/confirm?${query(email, altered)}`);
    expect(english.statusCode).toBe(404);
    expect(heading(english.body)).toBe('Invalid link');
    expect(english.body).toContain('This link is not valid');
    expect((await press(`/en/newsletter/confirm?${query(email, altered)}`)).statusCode).toBe(404);

    const bare = await page('/en/newsletter/confirm');
    expect(bare.statusCode).toBe(404);
    expect(heading(bare.body)).toBe('Invalid link');
    expect(await statusOf(email)).toBe('pending');
  });

  it('refuses the button posted from another site (403) and confirms nothing', async () => {
    const email = 'page-csrf@example.com';
    await subscribe(email, 'fr');
    const link = await mailedConfirmationLink(email);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: '',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await statusOf(email)).toBe('pending');
  });
});

describe('the unsubscribe page', () => {
  async function confirmed(email: string) {
    await subscribe(email, 'fr');
    expect(
      (await press(`/newsletter/confirm?${query(email, signConfirmationToken(TEST_SECRET, email))}`)).statusCode,
    ).toBe(200);
    expect(await statusOf(email)).toBe('confirmed');
    return `?${query(email, signUnsubscribeToken(TEST_SECRET, email))}`;
  }

  it('asks first on GET (mail scanners open links), then unsubscribes with the button, in French', async () => {
    const email = 'depart-fr@example.com';
    const search = await confirmed(email);
    const asked = await page(`/newsletter/unsubscribe${search}`);
    expect(asked.statusCode).toBe(200);
    expect(heading(asked.body)).toBe('Se désinscrire de la newsletter');
    expect(asked.body).toContain('Me désinscrire');
    expect(asked.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await statusOf(email)).toBe('confirmed');

    const done = await ctx.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(heading(done.body)).toBe('Vous êtes désinscrit');
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('unsubscribes with an RFC 8058 one-click POST from a mail program (no Origin, multipart), in English', async () => {
    const email = 'depart-en@example.com';
    const search = await confirmed(email);
    const boundary = 'weltaare-one-click';
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/en/newsletter/unsubscribe${search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(heading(response.body)).toBe('You are unsubscribed');
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('refuses a forged link on GET and POST (404 page) and unsubscribes nobody', async () => {
    const email = 'reste-page@example.com';
    const search = await confirmed(email);
    const forged = `?${query(email, signUnsubscribeToken('not-our-secret', email))}`;
    const asked = await page(`/newsletter/unsubscribe${forged}`);
    expect(asked.statusCode).toBe(404);
    expect(heading(asked.body)).toBe('Lien non valide');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/en/newsletter/unsubscribe${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(404);
    expect(heading(posted.body)).toBe('Invalid link');
    expect(await statusOf(email)).toBe('confirmed');
    expect(search).toContain('token=');
  });
});

describe('the subscription page', () => {
  /** A newsletter form posted without JavaScript (the footer's or a page's): to the subscription page. */
  const post = (url: string, email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'accept-encoding': 'identity',
      },
      payload: new URLSearchParams({ email }).toString(),
      remoteAddress: ip,
    });

  it('subscribes the address posted without JavaScript, which then gets its confirmation mail, in each language', async () => {
    const french = await post('/newsletter/subscribe', 'sans-script@example.com', '10.4.0.1');
    expect(french.statusCode).toBe(200);
    expect(heading(french.body)).toBe('Vérifiez votre boîte mail');
    expect(french.headers['cache-control']).toBe('no-store');
    await ctx.app.newsletter.settled();
    expect(await statusOf('sans-script@example.com')).toBe('pending');
    expect((await mailedConfirmationLink('sans-script@example.com')).startsWith('/newsletter/confirm?')).toBe(true);

    const english = await post('/en/newsletter/subscribe', 'no-script@example.com', '10.4.0.2');
    expect(heading(english.body)).toBe('Check your inbox');
  });

  it('refuses a wrong address with the form again, the address kept, in the visitor’s language; the footer posts there', async () => {
    const refused = await post('/en/newsletter/subscribe', 'not-an-address', '10.4.0.3');
    expect(refused.statusCode).toBe(422);
    expect(heading(refused.body)).toBe('Subscribe to the newsletter');
    expect(refused.body).toContain('The subscription failed. Check the address and try again.');
    expect(refused.body).toContain('value="not-an-address"');
    expect(await statusOf('not-an-address')).toBeUndefined();

    // The footer's form, whatever the order React writes its attributes in.
    const footerForm = (html: string) => /<form[^>]*aria-describedby="newsletter-status"[^>]*>/.exec(html)?.[0] ?? '';
    const french = footerForm((await page('/')).body);
    expect(french).toContain('method="post"');
    expect(french).toContain('action="/newsletter/subscribe"');
    expect(footerForm((await page('/en')).body)).toContain('action="/en/newsletter/subscribe"');
    expect(title((await page('/newsletter/subscribe')).body)).toBe('S’inscrire à la newsletter | Weltaare');
  });
});
