import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage, LeadEvent } from '#contract/schemas/message.ts';
import type { ClientQuote, Quote, QuoteSettings } from '#contract/schemas/quote.ts';
import { contactMessages, mailOutbox, quotes, users } from '../../db/schema.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const LINES = { lines: [{ label: 'Application mobile de commande', quantity: 1, unit_price_gnf: 8_000_000 }] };
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function lead(name: string, language: 'fr' | 'en', assigneeId: number | null = null) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`,
      subject: 'Une application',
      message: 'Une application pour mes commandes.',
      language,
      stage: 'contacted',
      assigneeId,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** A quote sent to a new lead, and the secret of its page. */
async function sentQuote(language: 'fr' | 'en', assigneeId: number | null = null, name = 'Kadiatou Diallo') {
  const id = await lead(name, language, assigneeId);
  const draft = body<Quote>(await editor.call('POST', `/api/admin/messages/${id}/quotes`, LINES)).data;
  const sent = body<Quote>(await editor.call('POST', `/api/admin/quotes/${draft.id}/send`)).data;
  const token = sent.client_url.split('/quote/')[1]!;
  return { leadId: id, quote: sent, token };
}

const visit = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

describe('the client’s quote page', () => {
  it('shows a sent quote by the secret of its link, in its language; a draft or an unknown secret is not found', async () => {
    const { quote, token } = await sentQuote('fr');
    expect(quote.client_url).toBe(`http://localhost:3000/quote/${token}`);
    const shown = await visit('GET', `/api/quotes/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(body<ClientQuote>(shown).data).toMatchObject({
      number: quote.number,
      version: 1,
      language: 'fr',
      state: 'open',
      client_name: 'Kadiatou Diallo',
      company_name: 'Weltaare',
      total_gnf: 8_000_000,
      deposit_gnf: 4_000_000,
      valid_until: quote.valid_until,
      newer_token: null,
    });

    const id = await lead('Brouillon Seul', 'fr');
    const draft = body<Quote>(await editor.call('POST', `/api/admin/messages/${id}/quotes`, LINES)).data;
    const draftToken = draft.client_url.split('/quote/')[1]!;
    const hidden = await visit('GET', `/api/quotes/${draftToken}?lang=en`);
    expect(hidden.statusCode).toBe(404);
    expect(body(hidden).message).toBe('This quote cannot be found: check the link in your email');
    expect((await visit('GET', `/api/quotes/${'a'.repeat(48)}`)).statusCode).toBe(404);
    expect((await visit('GET', '/api/quotes/short')).statusCode).toBe(422);
  });

  it('its PDF, as sent, names the page where it is answered', async () => {
    const { quote, token } = await sentQuote('en', null, 'Sarah Green');
    const pdf = await visit('GET', `/api/quotes/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const [page] = await pdfText(pdf.rawPayload);
    expect(spaced(page!)).toContain(quote.number);
    expect(page).toContain(`http://localhost:3000/en/quote/${token}`);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your quote ${quote.number} — Weltaare`));
    expect(mail?.textBody).toContain(
      `You can read, accept or decline it online: http://localhost:3000/en/quote/${token}`,
    );
  });

  it('accepted once: the lead is won, its history says so, its assignee is told in their language', async () => {
    const [assignee] = await ctx.database.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.id, editor.user.id))
      .returning();
    const { leadId, quote, token } = await sentQuote('fr', assignee!.id, 'Mamadou Barry');
    const accepted = await visit('POST', `/api/quotes/${token}/decision`, {
      decision: 'accept',
      note: 'Merci, on démarre.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(body(accepted).message).toBe('Devis accepté');
    expect(body<ClientQuote>(accepted).data).toMatchObject({ state: 'accepted', decided_at: expect.any(String) });

    const again = await visit('POST', `/api/quotes/${token}/decision`, { decision: 'refuse' });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Ce devis a déjà reçu une réponse ou a été remplacé');

    const lead = body<AdminMessage>(await editor.call('GET', `/api/admin/messages/${leadId}`)).data;
    expect(lead.stage).toBe('won');
    const history = body<LeadEvent[]>(await editor.call('GET', `/api/admin/messages/${leadId}/history`)).data;
    expect(history.slice(0, 2).map((event) => [event.kind, event.author, event.details])).toEqual([
      ['stage', 'Mamadou Barry', { from: 'quote_sent', to: 'won' }],
      ['quote', 'Mamadou Barry', { decision: 'accepted', number: quote.number, version: 1 }],
    ]);
    expect(history[1]?.body).toBe('Merci, on démarre.');
    const staffQuote = body<Quote>(await editor.call('GET', `/api/admin/quotes/${quote.id}`)).data;
    expect(staffQuote).toMatchObject({ status: 'accepted', decision_note: 'Merci, on démarre.' });

    const [told] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-decision'));
    expect(told).toMatchObject({
      toAddress: assignee!.email,
      subject: `Quote accepted: ${quote.number} — Mamadou Barry`,
    });
    expect(spaced(told!.textBody)).toContain(`Mamadou Barry accepted quote ${quote.number} (GNF 8,000,000).`);
    expect(told!.textBody).toContain('Their message:\nMerci, on démarre.');
    expect(told!.textBody).toContain(`http://localhost:3000/admin/messages?message=${leadId}&lang=en`);
  });

  it('refused: the lead keeps its stage; with nobody assigned, the company’s address is told in French', async () => {
    const { leadId, quote, token } = await sentQuote('fr', null, 'Fanta Camara');
    const refused = await visit('POST', `/api/quotes/${token}/decision?lang=en`, {
      decision: 'refuse',
      note: 'Trop cher.',
    });
    expect(refused.statusCode).toBe(200);
    expect(body(refused).message).toBe('Quote declined');
    expect(body<AdminMessage>(await editor.call('GET', `/api/admin/messages/${leadId}`)).data.stage).toBe('quote_sent');
    const [told] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Devis refusé\u00a0: ${quote.number} — Fanta Camara`));
    expect(told?.toAddress).toBe('contact@weltaare.com');
    expect(told?.textBody).toContain('Son message\u00a0:\nTrop cher.');
    const wrong = await visit('POST', `/api/quotes/${token}/decision`, { decision: 'maybe' });
    expect(wrong.statusCode).toBe(422);
  });

  it('past its last valid day it can no longer be accepted; a replaced version points to the newer one', async () => {
    const { quote, token } = await sentQuote('en', null, 'John Smith');
    await ctx.database.db
      .update(quotes)
      .set({ sentAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(quotes.id, quote.id));
    expect(body<ClientQuote>(await visit('GET', `/api/quotes/${token}`)).data.state).toBe('expired');
    const late = await visit('POST', `/api/quotes/${token}/decision?lang=en`, { decision: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe('This quote has expired: contact us for a new proposal');

    const second = body<Quote>(await editor.call('POST', `/api/admin/quotes/${quote.id}/revise`)).data;
    expect((await editor.call('POST', `/api/admin/quotes/${second.id}/send`)).statusCode).toBe(200);
    const replaced = body<ClientQuote>(await visit('GET', `/api/quotes/${token}`)).data;
    expect(replaced).toMatchObject({ state: 'replaced', newer_token: second.client_url.split('/quote/')[1] });
    expect((await visit('POST', `/api/quotes/${token}/decision`, { decision: 'accept' })).statusCode).toBe(409);
  });
});

describe('two people on one draft', () => {
  it('a save or a send made from an older edit is refused with who saved it; of two saves at once, one passes', async () => {
    const id = await lead('Aissatou Sow', 'fr');
    const created = await editor.call('POST', `/api/admin/messages/${id}/quotes`, LINES);
    expect(created.headers.etag).toBe('"1"');
    const draft = body<Quote>(created).data;
    const change = (price: number) => ({ lines: [{ ...LINES.lines[0]!, unit_price_gnf: price }] });

    const both = await Promise.all([
      editor.call('PUT', `/api/admin/quotes/${draft.id}`, change(7_000_000), { 'if-match': '"1"' }),
      admin.call('PUT', `/api/admin/quotes/${draft.id}`, change(9_000_000), { 'if-match': '"1"' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = both.find((answer) => answer.statusCode === 409)!;
    const won = both.find((answer) => answer.statusCode === 200)!;
    expect(body(lost).message).toMatch(/^Quelqu’un a enregistré cet élément/);
    expect(body<{ version: number; current: Quote }>(lost).data).toMatchObject({
      version: 2,
      current: { total_gnf: body<Quote>(won).data.total_gnf },
    });

    const stale = await editor.call('POST', `/api/admin/quotes/${draft.id}/send`, undefined, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(body<Quote>(await editor.call('GET', `/api/admin/quotes/${draft.id}`)).data.status).toBe('draft');
    const sent = await editor.call('POST', `/api/admin/quotes/${draft.id}/send`, undefined, { 'if-match': '"2"' });
    expect(sent.statusCode).toBe(200);
  });
});

describe('quote settings', () => {
  it('staff set the conditions, deposit and validity new quotes start from, in both languages', async () => {
    const read = await editor.call('GET', '/api/admin/quote-settings');
    expect(body<QuoteSettings>(read).data).toMatchObject({ deposit_percent: 50, valid_days: 30 });
    const version = body<{ version: number }>(read).data.version;
    const missing = await editor.call('PUT', '/api/admin/quote-settings', {
      terms: { fr: 'Conditions', en: '' },
      deposit_percent: 30,
      valid_days: 15,
    });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toEqual({ 'terms.en': ['Le texte en anglais est obligatoire'] });

    const saved = await editor.call('PUT', '/api/admin/quote-settings', {
      version,
      terms: { fr: 'Acompte de 30 % à la commande.', en: '30% deposit on order.' },
      deposit_percent: 30,
      valid_days: 15,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const english = await lead('Grace Hopper', 'en');
    const quote = body<Quote>(await editor.call('POST', `/api/admin/messages/${english}/quotes`, LINES)).data;
    expect(quote).toMatchObject({
      deposit_percent: 30,
      valid_days: 15,
      terms: '30% deposit on order.',
      deposit_gnf: 2_400_000,
    });
  });
});
