import { formatLongDate } from '#contract/intl-formats.ts';
import { formatMoney } from '#contract/money-transfer/money.ts';
import type { Quote } from '#contract/schemas/quote.ts';

const TEXTS = {
  fr: {
    subject: (number: string, version: number, company: string) =>
      `Votre devis ${number}${version > 1 ? ` (version ${version})` : ''}\u00a0— ${company}`,
    greeting: (name: string) => `Bonjour ${name},`,
    body: (number: string, total: string, until: string) =>
      `Veuillez trouver ci-joint notre devis ${number} d’un montant de ${total}, valable jusqu’au ${until}.`,
    deposit: (deposit: string, percent: number) =>
      `Un acompte de ${deposit} (${percent}\u00a0%) est demandé à la commande.`,
    replaces: (version: number) => `Cette version remplace la version ${version - 1}.`,
    online: (url: string) => `Vous pouvez le lire, l’accepter ou le refuser en ligne\u00a0: ${url}`,
    questions: 'Pour toute question, répondez simplement à ce message.',
    signature: (company: string) => `L’équipe ${company}`,
  },
  en: {
    subject: (number: string, version: number, company: string) =>
      `Your quote ${number}${version > 1 ? ` (version ${version})` : ''} — ${company}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (number: string, total: string, until: string) =>
      `Please find attached our quote ${number} for ${total}, valid until ${until}.`,
    deposit: (deposit: string, percent: number) => `A deposit of ${deposit} (${percent}%) is due on order.`,
    replaces: (version: number) => `This version replaces version ${version - 1}.`,
    online: (url: string) => `You can read, accept or decline it online: ${url}`,
    questions: 'For any question, simply reply to this message.',
    signature: (company: string) => `The ${company} team`,
  },
} as const;

/** The mail a quote is sent with, in its language; the PDF goes as its attachment. */
export function quoteMail(quote: Quote, client: string, company: string) {
  const texts = TEXTS[quote.language];
  const money = (gnf: number) => formatMoney(gnf, 'GNF', quote.language);
  const until = formatLongDate(quote.valid_until!, quote.language);
  return {
    subject: texts.subject(quote.number, quote.version, company),
    text: [
      texts.greeting(client),
      [
        texts.body(quote.number, money(quote.total_gnf), until),
        ...(quote.deposit_gnf > 0 ? [texts.deposit(money(quote.deposit_gnf), quote.deposit_percent)] : []),
        ...(quote.version > 1 ? [texts.replaces(quote.version)] : []),
      ].join('\n'),
      texts.online(quote.client_url),
      texts.questions,
      texts.signature(company),
    ].join('\n\n'),
    filename: `${quote.number}-v${quote.version}.pdf`,
  };
}
