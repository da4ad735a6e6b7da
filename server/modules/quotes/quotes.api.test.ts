import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '#contract/schemas/quote.ts';
import { contactMessages, services } from '../../db/schema.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
let webDevelopment: number;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
  const [service] = await ctx.database.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.slug, 'web-development'));
  webDevelopment = service!.id;
});
afterAll(() => ctx.close());

async function lead(language: 'fr' | 'en', name = 'Mariama Bah') {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      company: 'Boutique Bah',
      subject: 'Un site pour ma boutique',
      message: 'Il me faut un site et son hébergement.',
      language,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const QUOTE = () => ({
  lines: [
    { service_id: webDevelopment, quantity: 1, unit_price_gnf: 2_500_000 },
    { label: 'Hébergement d’un an', quantity: 12, unit_price_gnf: 150_000 },
  ],
  discount_gnf: 200_000,
});

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('quotes', () => {
  it('drafts a quote for a lead in its language: the service named, whole-franc totals, a 50 % deposit, 30 days', async () => {
    const id = await lead('fr');
    const created = await editor.call('POST', `/api/admin/messages/${id}/quotes`, QUOTE());
    expect(created.statusCode, created.body).toBe(201);
    const quote = body<Quote>(created).data;
    expect(quote).toMatchObject({
      message_id: id,
      number: expect.stringMatching(new RegExp(`^DEV-${new Date().getUTCFullYear()}-\\d{4}$`)),
      version: 1,
      status: 'draft',
      language: 'fr',
      lines: [
        {
          service_id: webDevelopment,
          label: 'Développement web',
          quantity: 1,
          unit_price_gnf: 2_500_000,
          total_gnf: 2_500_000,
        },
        { service_id: null, label: 'Hébergement d’un an', quantity: 12, unit_price_gnf: 150_000, total_gnf: 1_800_000 },
      ],
      subtotal_gnf: 4_300_000,
      discount_gnf: 200_000,
      total_gnf: 4_100_000,
      deposit_percent: 50,
      deposit_gnf: 2_050_000,
      valid_days: 30,
      valid_until: null,
    });
    expect(quote.terms).toMatch(/^Devis établi en francs guinéens/);
    const listed = body<Quote[]>(await editor.call('GET', `/api/admin/messages/${id}/quotes`)).data;
    expect(listed.map((entry) => entry.id)).toEqual([quote.id]);
  });

  it('numbers quotes per year without a gap or a repeat, however many are written at once', async () => {
    const id = await lead('fr', 'Ibrahima Sow');
    const made = await Promise.all(
      Array.from({ length: 6 }, () => editor.call('POST', `/api/admin/messages/${id}/quotes`, QUOTE())),
    );
    expect(made.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const sequences = made.map((response) => Number(body<Quote>(response).data.number.slice(-4))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(6);
    expect(sequences.at(-1)! - sequences[0]!).toBe(5);
  });

  it('revises a quote as its next version with the same number; only the newest is revised, only a draft changes', async () => {
    const id = await lead('fr', 'Alpha Diallo');
    const first = body<Quote>(await editor.call('POST', `/api/admin/messages/${id}/quotes`, QUOTE())).data;
    const second = await editor.call('POST', `/api/admin/quotes/${first.id}/revise`);
    expect(second.statusCode).toBe(201);
    expect(body<Quote>(second).data).toMatchObject({
      number: first.number,
      version: 2,
      status: 'draft',
      total_gnf: 4_100_000,
    });
    const again = await editor.call('POST', `/api/admin/quotes/${first.id}/revise?lang=en`);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('A newer version of this quote already exists');

    const changed = await editor.call('PUT', `/api/admin/quotes/${body<Quote>(second).data.id}`, {
      ...QUOTE(),
      discount_gnf: 0,
      deposit_percent: 30,
    });
    expect(changed.statusCode).toBe(200);
    expect(body<Quote>(changed).data).toMatchObject({ version: 2, total_gnf: 4_300_000, deposit_gnf: 1_290_000 });
  });

  it('refuses a quote it could not honour, field by field, in the visitor’s language', async () => {
    const id = await lead('fr', 'Fanta Camara');
    const english = await editor.call('POST', `/api/admin/messages/${id}/quotes?lang=en`, {
      lines: [
        { label: 'Logo', quantity: 0, unit_price_gnf: 1.5 },
        { quantity: 1, unit_price_gnf: 10 },
      ],
    });
    expect(english.statusCode).toBe(422);
    expect(body(english).errors).toEqual({
      'lines.0.quantity': ['Enter a whole quantity of at least 1'],
      'lines.0.unit_price_gnf': ['Enter a whole number, zero or more'],
      'lines.1.label': ['Choose a service or describe the line'],
    });
    const empty = await editor.call('POST', `/api/admin/messages/${id}/quotes`, { lines: [] });
    expect(body(empty).errors).toEqual({ lines: ['Ajoutez au moins une ligne au devis'] });
    const tooMuch = await editor.call('POST', `/api/admin/messages/${id}/quotes`, {
      lines: [{ label: 'Logo', quantity: 1, unit_price_gnf: 500_000 }],
      discount_gnf: 600_000,
    });
    expect(body(tooMuch).errors).toEqual({ discount_gnf: ['La remise ne peut pas dépasser le montant des lignes'] });
    const unknown = await editor.call('POST', `/api/admin/messages/${id}/quotes`, {
      lines: [{ service_id: 999_999, quantity: 1, unit_price_gnf: 10 }],
    });
    expect(body(unknown).errors).toEqual({ 'lines.0.service_id': ['Ce service n’existe pas'] });
    expect((await editor.call('POST', '/api/admin/messages/999999/quotes', QUOTE())).statusCode).toBe(404);
    expect(body<Quote[]>(await editor.call('GET', `/api/admin/messages/${id}/quotes`)).data).toEqual([]);
  });

  it('draws the PDF in the quote’s language, its text read back: lines, totals, deposit, conditions, the company', async () => {
    const french = body<Quote>(
      await editor.call('POST', `/api/admin/messages/${await lead('fr')}/quotes`, QUOTE()),
    ).data;
    const pdf = await editor.call('GET', `/api/admin/quotes/${french.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${french.number}-v1.pdf"`);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const [text] = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Devis ${french.number}`,
      'version 1',
      'Valable 30 jours à compter de l’envoi',
      'Mariama Bah',
      'Boutique Bah',
      'Désignation Qté Prix unitaire Total',
      'Développement web 1 2 500 000 GNF 2 500 000 GNF',
      '12 150 000 GNF 1 800 000 GNF',
      'Sous-total 4 300 000 GNF',
      'Remise −200 000 GNF',
      'Total 4 100 000 GNF',
      'Acompte à la commande (50 %) 2 050 000 GNF',
      'Solde à la livraison 2 050 000 GNF',
      'Conditions',
      'Weltaare SARLU, au capital de',
    ]) {
      expect(spaced(text!), expected).toContain(expected);
    }

    const english = body<Quote>(
      await editor.call('POST', `/api/admin/messages/${await lead('en', 'Sarah Green')}/quotes`, QUOTE()),
    ).data;
    expect(english.lines[0]?.label).toBe('Web development');
    const [englishText] = await pdfText((await editor.call('GET', `/api/admin/quotes/${english.id}/pdf`)).rawPayload);
    for (const expected of [
      `Quote ${english.number}`,
      'Description Qty Unit price Total',
      'Web development 1 GNF 2,500,000 GNF 2,500,000',
      'Deposit on order (50%) GNF 2,050,000',
      'Valid for 30 days from sending',
    ]) {
      expect(spaced(englishText!), expected).toContain(expected);
    }
  });
});
