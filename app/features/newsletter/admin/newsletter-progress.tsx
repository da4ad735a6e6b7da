import { useT } from '#app/i18n/i18n-context.tsx';
import type { NewsletterProgress as Progress } from '#contract/schemas/newsletter.ts';
import { newsletterAdminMessages } from './messages.ts';

/** How many confirmed subscribers a sending has served, as a bar and in words. */
export function NewsletterProgress({ progress, compact = false }: { progress: Progress; compact?: boolean }) {
  const t = useT(newsletterAdminMessages);
  const percent = progress.total > 0 ? Math.round((progress.queued / progress.total) * 100) : 0;
  const words = t('issue.progress_text', { queued: progress.queued, total: progress.total, sent: progress.sent });
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('issue.progress')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.queued}
        aria-valuetext={words}
        className={`w-full overflow-hidden rounded-full bg-slate-200 ${compact ? 'h-2' : 'h-3'}`}
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className={compact ? 'text-xs text-slate-700' : 'text-sm text-slate-700'}>{words}</p>
    </div>
  );
}
