import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadEvent } from '#contract/schemas/message.ts';
import type { Quote } from '#contract/schemas/quote.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { mailParts, parseMail, TestSmtpServer, waitFor } from '../../test-support/smtp-server.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

const smtp = new TestSmtpServer();
let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  await smtp.start();
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  editor = await signInStaff(ctx, 'editor');
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

async function lead(values: { name: string; email: string | null; phone?: string; language: 'fr' | 'en' }) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone ?? null,
      subject: 'Un site vitrine',
      message: 'Combien pour un site de cinq pages ?',
      language: values.language,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const LINES = { lines: [{ label: 'Site vitrine de cinq pages', quantity: 1, unit_price_gnf: 3_000_000 }] };
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('sending a quote', () => {
  it('mails the PDF in the lead’s language through the outbox; the lead moves to “Devis envoyé” and keeps the mail', async () => {
    const id = await lead({ name: 'Mariama Bah', email: 'mariama.devis@example.com', language: 'fr' });
    const draft = body<Quote>(await editor.call('POST', `/api/admin/messages/${id}/quotes`, LINES)).data;

    const sent = await editor.call('POST', `/api/admin/quotes/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(body(sent).message).toBe('Devis envoyé');
    const quote = body<Quote>(sent).data;
    expect(quote.status).toBe('sent');
    const validUntil = new Date(Date.parse(quote.sent_at!) + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(quote.valid_until).toBe(validUntil);

    const history = body<LeadEvent[]>(await editor.call('GET', `/api/admin/messages/${id}/history`)).data;
    expect(history.map((event) => event.kind)).toEqual(['reply', 'stage']);
    expect(history[1]?.details).toMatchObject({ from: 'new', to: 'quote_sent' });
    const outboxId = Number(history[0]!.details!.outbox_id);

    const received = await waitFor(async () => smtp.mailOf(outboxId));
    expect(received.to).toEqual(['mariama.devis@example.com']);
    const [text, attachment] = mailParts(received.raw);
    expect(parseMail(received.raw).headers.get('subject')).toBe(`Votre devis ${quote.number}\u00a0— Weltaare`);
    expect(spaced(text!.text)).toContain(
      `Veuillez trouver ci-joint notre devis ${quote.number} d’un montant de 3 000 000 GNF`,
    );
    expect(attachment?.headers.get('content-type')).toMatch(/^application\/pdf; name="?DEV-\d{4}-\d{4}-v1\.pdf"?/);
    const [page] = await pdfText(attachment!.bytes);
    expect(spaced(page!)).toContain('Site vitrine de cinq pages 1 3 000 000 GNF 3 000 000 GNF');
    expect(spaced(page!)).toContain('Acompte à la commande (50 %) 1 500 000 GNF');

    // Sent, it no longer changes; its next version replaces it once sent.
    expect((await editor.call('PUT', `/api/admin/quotes/${draft.id}`, LINES)).statusCode).toBe(409);
    expect((await editor.call('POST', `/api/admin/quotes/${draft.id}/send`)).statusCode).toBe(409);
    const second = body<Quote>(await editor.call('POST', `/api/admin/quotes/${draft.id}/revise`)).data;
    expect((await editor.call('POST', `/api/admin/quotes/${second.id}/send?lang=en`)).statusCode).toBe(200);
    expect(body<Quote>(await editor.call('GET', `/api/admin/quotes/${draft.id}`)).data.status).toBe('replaced');
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'mariama.devis@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre devis ${quote.number}\u00a0— Weltaare`,
      `Votre devis ${quote.number} (version 2)\u00a0— Weltaare`,
    ]);
    expect(mails[1]?.textBody).toContain('Cette version remplace la version 1.');
  });

  it('an English lead gets it in English; a lead with no address is told to be reached otherwise', async () => {
    const id = await lead({ name: 'Sarah Green', email: 'sarah.quote@example.com', language: 'en' });
    const draft = body<Quote>(await editor.call('POST', `/api/admin/messages/${id}/quotes`, LINES)).data;
    expect((await editor.call('POST', `/api/admin/quotes/${draft.id}/send`)).statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sarah.quote@example.com'));
    expect(mail?.subject).toBe(`Your quote ${draft.number} — Weltaare`);
    expect(spaced(mail!.textBody)).toContain('A deposit of GNF 1,500,000 (50%) is due on order.');

    const byPhone = await lead({ name: 'Alpha Condé', email: null, phone: '+224 620 00 00 01', language: 'fr' });
    const unsendable = body<Quote>(await editor.call('POST', `/api/admin/messages/${byPhone}/quotes`, LINES)).data;
    const refused = await editor.call('POST', `/api/admin/quotes/${unsendable.id}/send`);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({ email: ['L’email est obligatoire'] });
    expect(body<Quote>(await editor.call('GET', `/api/admin/quotes/${unsendable.id}`)).data.status).toBe('draft');
  });
});
