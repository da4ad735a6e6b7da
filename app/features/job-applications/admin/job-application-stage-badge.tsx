import type { JobApplicationStage } from '#contract/schemas/job-application.ts';
import { type BadgeTone, StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { jobApplicationAdminMessages } from './messages.ts';

const TONES: Record<JobApplicationStage, BadgeTone> = {
  new: 'blue',
  shortlisted: 'amber',
  rejected: 'slate',
  hired: 'green',
};

export function JobApplicationStageBadge({ stage }: { stage: JobApplicationStage }) {
  const t = useT(jobApplicationAdminMessages);
  return <StatusBadge tone={TONES[stage]}>{t(`stage.${stage}`)}</StatusBadge>;
}
