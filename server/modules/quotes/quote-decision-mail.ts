import type { Language } from '#contract/languages.ts';
import { formatMoney } from '#contract/money-transfer/money.ts';
import { leadAdminPath } from '#contract/schemas/message.ts';
import type { Quote } from '#contract/schemas/quote.ts';

const TEXTS = {
  fr: {
    subject: { accept: 'Devis accepté\u00a0:', refuse: 'Devis refusé\u00a0:' },
    said: {
      accept: (client: string, quote: string, total: string) => `${client} a accepté le devis ${quote} (${total}).`,
      refuse: (client: string, quote: string, total: string) => `${client} a refusé le devis ${quote} (${total}).`,
    },
    won: 'La demande passe à l’étape «\u00a0Gagné\u00a0»\u00a0: il reste à convenir de l’acompte.',
    note: 'Son message\u00a0:',
    open: 'La demande\u00a0:',
  },
  en: {
    subject: { accept: 'Quote accepted:', refuse: 'Quote declined:' },
    said: {
      accept: (client: string, quote: string, total: string) => `${client} accepted quote ${quote} (${total}).`,
      refuse: (client: string, quote: string, total: string) => `${client} declined quote ${quote} (${total}).`,
    },
    won: 'The lead moves to “Won”: the deposit is next.',
    note: 'Their message:',
    open: 'The lead:',
  },
} as const;

/** What staff read when a client answers a quote on its page, in their own language, with the lead's link. */
export function quoteDecisionMail({
  quote,
  decision,
  note,
  lead,
  language,
  adminOrigin,
}: {
  quote: Quote;
  decision: 'accept' | 'refuse';
  note: string | null;
  lead: { id: number; name: string };
  language: Language;
  adminOrigin: string;
}) {
  const texts = TEXTS[language];
  const named = quote.version > 1 ? `${quote.number} v${quote.version}` : quote.number;
  const total = formatMoney(quote.total_gnf, 'GNF', language);
  return {
    subject: `${texts.subject[decision]} ${named} — ${lead.name}`,
    text: [
      [texts.said[decision](lead.name, named, total), ...(decision === 'accept' ? [texts.won] : [])].join('\n'),
      ...(note ? [`${texts.note}\n${note}`] : []),
      `${texts.open} ${adminOrigin}${leadAdminPath(lead.id, language)}`,
    ].join('\n\n'),
  };
}
