import type { TestimonialStatus } from '#contract/schemas/testimonial.ts';
import { type BadgeTone, StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { testimonialAdminMessages } from './messages.ts';

const TONES: Record<TestimonialStatus, BadgeTone> = { pending: 'amber', approved: 'green', rejected: 'red' };

export function TestimonialStatusBadge({ status }: { status: TestimonialStatus }) {
  const t = useT(testimonialAdminMessages);
  return <StatusBadge tone={TONES[status]}>{t(`status.${status}`)}</StatusBadge>;
}
