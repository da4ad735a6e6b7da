import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '#contract/languages.ts';
import { formatLongDate } from '#contract/intl-formats.ts';
import { formatMoney } from '#contract/money-transfer/money.ts';
import type { Quote } from '#contract/schemas/quote.ts';
import type { SiteSettings } from '#contract/schemas/settings.ts';
import { pickLanguage } from '#contract/localized.ts';

/** DejaVu Sans: it has the narrow no-break space French puts between thousands and before "GNF". */
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The site's colours (app.css): brand blue, slate text. */
const BRAND = '#1d4ed8';
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

const TEXTS = {
  fr: {
    title: 'Devis',
    version: (version: number) => `version ${version}`,
    date: 'Date',
    validUntil: 'Valable jusqu’au',
    validFor: (days: number) => `Valable ${days}\u00a0jours à compter de l’envoi`,
    client: 'Client',
    columns: ['Désignation', 'Qté', 'Prix unitaire', 'Total'],
    subtotal: 'Sous-total',
    discount: 'Remise',
    total: 'Total',
    deposit: (percent: number) => `Acompte à la commande (${percent}\u00a0%)`,
    balance: 'Solde à la livraison',
    terms: 'Conditions',
    accept: 'Pour accepter ou refuser ce devis en ligne\u00a0:',
    legal: (company: SiteSettings['company'], capital: string) =>
      `${company.legal_name}, au capital de ${capital}\u00a0— ${company.registration_number}`,
  },
  en: {
    title: 'Quote',
    version: (version: number) => `version ${version}`,
    date: 'Date',
    validUntil: 'Valid until',
    validFor: (days: number) => `Valid for ${days} days from sending`,
    client: 'Client',
    columns: ['Description', 'Qty', 'Unit price', 'Total'],
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    deposit: (percent: number) => `Deposit on order (${percent}%)`,
    balance: 'Balance on delivery',
    terms: 'Terms',
    accept: 'To accept or refuse this quote online:',
    legal: (company: SiteSettings['company'], capital: string) =>
      `${company.legal_name}, share capital ${capital}\u00a0— ${company.registration_number}`,
  },
} as const;

export interface QuoteDocument {
  quote: Quote;
  company: SiteSettings['company'];
  contact: SiteSettings['contact'];
  client: { name: string; company: string | null; email: string | null; phone: string | null };
  /** The client's page, where they accept or refuse it; none while it is a draft. */
  clientUrl: string | null;
  /** The day it is dated: its sending, or today for a draft. */
  date: Date;
}

/**
 * A quote as a PDF in the site's design, in the quote's language, its amounts formatted as the site
 * formats them (Intl, narrow no-break spaces in French): the company's header, the client, the lines,
 * the totals with the deposit, the validity and the conditions.
 */
export function drawQuotePdf({ quote, company, contact, client, clientUrl, date }: QuoteDocument): Promise<Buffer> {
  const language: Language = quote.language;
  const texts = TEXTS[language];
  const money = (gnf: number) => formatMoney(gnf, 'GNF', language);
  const number = `${quote.number}, ${texts.version(quote.version)}`;
  // French puts a no-break space before a colon.
  const labelled = (label: string) => (language === 'fr' ? `${label}\u00a0: ` : `${label}: `);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Title: `${texts.title} ${number}`, Author: company.legal_name, Subject: `${texts.title} ${number}` },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The company's band.
  doc.rect(0, 0, doc.page.width, 90).fill(BRAND);
  doc.fillColor('#ffffff').font('bold').fontSize(22).text(company.name, left, 30);
  doc
    .font('regular')
    .fontSize(9)
    .text(
      [pickLanguage(contact.address, language), contact.city, contact.phone, contact.email].filter(Boolean).join(' · '),
      left,
      60,
      { width },
    );

  // Title, number, dates.
  doc.fillColor(INK).font('bold').fontSize(18).text(`${texts.title} ${quote.number}`, left, 115);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(texts.version(quote.version));
  doc.moveDown(0.5);
  doc.fillColor(INK).text(`${labelled(texts.date)}${formatLongDate(date.toISOString(), language)}`);
  doc.text(
    quote.valid_until
      ? `${labelled(texts.validUntil)}${formatLongDate(quote.valid_until, language)}`
      : texts.validFor(quote.valid_days),
  );

  // The client.
  const clientTop = 115;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(MUTED)
    .text(texts.client.toUpperCase(), left + width / 2, clientTop);
  doc
    .font('regular')
    .fillColor(INK)
    .fontSize(11)
    .text(client.name, { width: width / 2 });
  doc.fontSize(10);
  for (const line of [client.company, client.email, client.phone]) if (line) doc.text(line, { width: width / 2 });

  // The lines.
  const columns = [
    { x: left, width: width * 0.5, align: 'left' as const },
    { x: left + width * 0.5, width: width * 0.1, align: 'right' as const },
    { x: left + width * 0.6, width: width * 0.2, align: 'right' as const },
    { x: left + width * 0.8, width: width * 0.2, align: 'right' as const },
  ];
  let y = Math.max(doc.y, 200) + 16;
  doc.rect(left, y, width, 22).fill('#eff6ff');
  doc.fillColor(BRAND).font('bold').fontSize(9);
  texts.columns.forEach((title, index) => {
    const column = columns[index]!;
    doc.text(title, column.x + 6, y + 7, { width: column.width - 12, align: column.align });
  });
  y += 28;
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const line of quote.lines) {
    const cells = [line.label, String(line.quantity), money(line.unit_price_gnf), money(line.total_gnf)];
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 12 })),
    );
    if (y + height > doc.page.height - 160) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x + 6, y, { width: column.width - 12, align: column.align });
    });
    y += height + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }

  // Totals.
  const totals: [string, string, boolean][] = [
    [texts.subtotal, money(quote.subtotal_gnf), false],
    ...(quote.discount_gnf > 0
      ? [[texts.discount, `−${money(quote.discount_gnf)}`, false] as [string, string, boolean]]
      : []),
    [texts.total, money(quote.total_gnf), true],
    [texts.deposit(quote.deposit_percent), money(quote.deposit_gnf), false],
    [texts.balance, money(quote.total_gnf - quote.deposit_gnf), false],
  ];
  y += 6;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 12 : 10)
      .fillColor(strong ? BRAND : INK);
    doc.text(label, left + width * 0.4, y, { width: width * 0.35, align: 'right' });
    doc.text(value, left + width * 0.75, y, { width: width * 0.25, align: 'right' });
    y += strong ? 20 : 16;
  }

  // Conditions and the client's page.
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(texts.terms, left, y + 16);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(quote.terms, { width });
  if (clientUrl) {
    doc.moveDown();
    doc.fillColor(INK).text(texts.accept, { width });
    doc.fillColor(BRAND).text(clientUrl, { width, link: clientUrl, underline: true });
  }

  // The legal line, at the foot of the last page.
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(texts.legal(company, money(company.share_capital_gnf)), left, doc.page.height - 70, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}
