import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLanguage } from '#app/i18n/i18n-context.tsx';

/** A row of counts above a list (total, active, featured...). */
export function StatCards({
  stats,
  loading,
}: {
  stats: { label: string; value: number | undefined }[];
  loading: boolean;
}) {
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB');
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">
            {loading || stat.value === undefined ? <Skeleton className="h-8 w-12" /> : format.format(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
