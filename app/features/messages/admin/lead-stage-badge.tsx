import { LEAD_STAGE_LABELS, type LeadStage } from '#contract/schemas/message.ts';
import { type BadgeTone, StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage } from '#app/i18n/i18n-context.tsx';

const TONES: Record<LeadStage, BadgeTone> = {
  new: 'blue',
  contacted: 'slate',
  quote_sent: 'amber',
  won: 'green',
  lost: 'red',
};

export function LeadStageBadge({ stage }: { stage: LeadStage }) {
  const { language } = useLanguage();
  return <StatusBadge tone={TONES[stage]}>{LEAD_STAGE_LABELS[stage][language]}</StatusBadge>;
}
