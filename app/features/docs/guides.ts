import { FileText, KeyRound, type LucideIcon, Mail, MonitorSmartphone, Route, Smartphone } from 'lucide-react';
import { TERMS } from '#contract/constants.ts';
import { type Language, LANGUAGE_OPTIONS } from '#contract/languages.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { numberFormat } from '#contract/intl-formats.ts';

/** The guides in page order; each id is the guide's anchor and the prefix of its messages. */
export const GUIDES = [
  { id: 'content', icon: FileText },
  { id: 'email', icon: Mail },
  { id: 'updates', icon: MonitorSmartphone },
  { id: 'passwords', icon: KeyRound },
  { id: 'mobile-payment', icon: Smartphone },
  { id: 'project-tracking', icon: Route },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type GuideId = (typeof GUIDES)[number]['id'];

export const GUIDE_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** Values the guides quote: contact details from the settings, figures from contract/constants.ts. */
export function guideParams(settings: PublicSettings, language: Language): Record<string, string | number> {
  const locale = LANGUAGE_OPTIONS[language].numberFormat;
  const range = (weeks: string) => weeks.replace('-', language === 'fr' ? ' à ' : ' to ');
  return {
    email: settings.contact.email,
    phone: settings.contact.phone,
    deposit: numberFormat(locale, { style: 'percent' }).format(TERMS.depositPercent / 100),
    paymentDays: TERMS.paymentDays,
    currency: TERMS.currency,
    reportDays: TERMS.nonConformityReportDays,
    showcaseWeeks: range(TERMS.delays.showcaseSiteWeeks),
    ecommerceWeeks: range(TERMS.delays.ecommerceWeeks),
    mobileWeeks: range(TERMS.delays.mobileAppWeeks),
  };
}
