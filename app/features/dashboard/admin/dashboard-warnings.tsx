import { TriangleAlert } from 'lucide-react';
import type { DashboardWarning } from '#contract/schemas/dashboard.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { dashboardAdminMessages } from './messages.ts';

/** What the operator must fix (the server's list of codes), above everything else on the dashboard. */
export function DashboardWarnings({ warnings }: { warnings: readonly DashboardWarning[] }) {
  const t = useT(dashboardAdminMessages);
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="dashboard-warnings-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="dashboard-warnings-title" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
        {t('warnings.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {warnings.map((warning) => (
          <li key={warning.code}>{t(`warnings.${warning.code}`, warning.params)}</li>
        ))}
      </ul>
    </section>
  );
}
