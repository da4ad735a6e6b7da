import { CircleSlash } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { jobApplicationFormMessages } from '../messages.ts';

/** What a closed or expired job's page shows instead of the form. */
export function ClosedJobNotice() {
  const t = useT(jobApplicationFormMessages);
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleSlash aria-hidden="true" className="size-6 shrink-0" />
        {t('closed.title')}
      </p>
      <p className="mt-2">{t('closed.text')}</p>
      <Link to="/careers" className="mt-4 inline-block font-semibold text-amber-950 underline underline-offset-4">
        {t('closed.link')}
      </Link>
    </div>
  );
}
