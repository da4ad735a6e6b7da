import { CreditCard, FolderKanban, type LucideIcon, Server, ShieldCheck } from 'lucide-react';
import { PRIVACY, TERMS } from '#contract/constants.ts';
import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { HelpMessageKey } from './messages.ts';
import { numberFormat } from '#contract/intl-formats.ts';

/**
 * The few settings the help centre's answers quote: all it carries to the browser, where the whole
 * settings would add their weight to the page (issue 36).
 */
export interface HelpSettings {
  contact: Pick<PublicSettings['contact'], 'email' | 'phone'>;
  hours: Pick<PublicSettings['hours'], 'support_24_7'>;
}

export const helpSettingsOf = ({ contact, hours }: PublicSettings): HelpSettings => ({
  contact: { email: contact.email, phone: contact.phone },
  hours: { support_24_7: hours.support_24_7 },
});

export interface HelpQuestionDefinition {
  id: string;
  question: HelpMessageKey;
  answer: HelpMessageKey | ((settings: HelpSettings) => HelpMessageKey);
  link?: { to: string; label: HelpMessageKey };
}

export interface HelpCategoryDefinition {
  id: string;
  icon: LucideIcon;
  title: HelpMessageKey;
  questions: HelpQuestionDefinition[];
}

/** The four themes of the help centre; ids are the page's anchors. */
export const HELP_CATEGORIES: HelpCategoryDefinition[] = [
  {
    id: 'projects',
    icon: FolderKanban,
    title: 'category.projects',
    questions: [
      {
        id: 'quote',
        question: 'projects.quote.q',
        answer: 'projects.quote.a',
        link: { to: '/contact', label: 'projects.quote.link' },
      },
      { id: 'delays', question: 'projects.delays.q', answer: 'projects.delays.a' },
      {
        id: 'content',
        question: 'projects.content.q',
        answer: 'projects.content.a',
        link: { to: '/docs#content', label: 'projects.content.link' },
      },
      { id: 'changes', question: 'projects.changes.q', answer: 'projects.changes.a' },
    ],
  },
  {
    id: 'billing',
    icon: CreditCard,
    title: 'category.billing',
    questions: [
      {
        id: 'payment-terms',
        question: 'billing.terms.q',
        answer: 'billing.terms.a',
        link: { to: '/terms#article-5', label: 'billing.terms.link' },
      },
      {
        id: 'payment-methods',
        question: 'billing.methods.q',
        answer: 'billing.methods.a',
        link: { to: '/docs#mobile-payment', label: 'billing.methods.link' },
      },
      { id: 'late-payment', question: 'billing.late.q', answer: 'billing.late.a' },
      { id: 'currency', question: 'billing.currency.q', answer: 'billing.currency.a' },
    ],
  },
  {
    id: 'hosting',
    icon: Server,
    title: 'category.hosting',
    questions: [
      {
        id: 'support',
        question: 'hosting.support.q',
        answer: (settings) => (settings.hours.support_24_7 ? 'hosting.support.a_24_7' : 'hosting.support.a_office'),
      },
      {
        id: 'hosting-offer',
        question: 'hosting.offer.q',
        answer: 'hosting.offer.a',
        link: { to: '/services/hosting', label: 'hosting.offer.link' },
      },
      { id: 'site-down', question: 'hosting.down.q', answer: 'hosting.down.a' },
      { id: 'follow-up', question: 'hosting.followup.q', answer: 'hosting.followup.a' },
    ],
  },
  {
    id: 'account',
    icon: ShieldCheck,
    title: 'category.account',
    questions: [
      {
        id: 'data',
        question: 'account.data.q',
        answer: 'account.data.a',
        link: { to: '/privacy', label: 'account.data.link' },
      },
      { id: 'retention', question: 'account.retention.q', answer: 'account.retention.a' },
      {
        id: 'rights',
        question: 'account.rights.q',
        answer: 'account.rights.a',
        link: { to: '/privacy#article-7', label: 'account.rights.link' },
      },
      { id: 'newsletter', question: 'account.newsletter.q', answer: 'account.newsletter.a' },
    ],
  },
];

/** Values the answers quote: company details from the settings, figures from contract/constants.ts. */
export function helpParams(settings: HelpSettings, language: Language): Record<string, string | number> {
  const locale = LANGUAGE_OPTIONS[language].numberFormat;
  const percent = (value: number) =>
    numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const range = (weeks: string) => weeks.replace('-', language === 'fr' ? ' à ' : ' to ');
  return {
    email: settings.contact.email,
    phone: settings.contact.phone,
    quoteDays: TERMS.quoteValidityDays,
    showcaseWeeks: range(TERMS.delays.showcaseSiteWeeks),
    ecommerceWeeks: range(TERMS.delays.ecommerceWeeks),
    mobileWeeks: range(TERMS.delays.mobileAppWeeks),
    reportDays: TERMS.nonConformityReportDays,
    deposit: percent(TERMS.depositPercent),
    paymentDays: TERMS.paymentDays,
    latePenalty: percent(TERMS.latePenaltyPercentPerMonth),
    currency: TERMS.currency,
    prospectYears: PRIVACY.prospectRetentionYears,
    clientYears: PRIVACY.clientRetentionYears,
    analyticsMonths: PRIVACY.analyticsRetentionMonths,
    rightsDays: PRIVACY.rightsAnswerDays,
  };
}
