import { Link } from 'react-router';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { dashboardAdminMessages } from './messages.ts';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import { numberFormat } from '#contract/intl-formats.ts';

type CountKey = keyof AdminDashboard['counts'];

// What needs attention first, then what is published; each card opens the screen behind it.
const CARDS: { key: CountKey; to: string; urgent?: boolean }[] = [
  { key: 'new_messages', to: '/admin/messages?status=new', urgent: true },
  { key: 'pending_testimonials', to: '/admin/testimonials', urgent: true },
  { key: 'subscribers', to: '/admin/newsletter?status=confirmed' },
  { key: 'services', to: '/admin/services?active=true' },
  { key: 'projects', to: '/admin/portfolio' },
  { key: 'blog_posts', to: '/admin/blog' },
  { key: 'open_jobs', to: '/admin/careers' },
];

export function DashboardCounts({ counts }: { counts: AdminDashboard['counts'] | undefined }) {
  const t = useT(dashboardAdminMessages);
  const { language } = useLanguage();
  const format = numberFormat(LANGUAGE_OPTIONS[language].numberFormat);
  return (
    <section aria-labelledby="dashboard-counts-title">
      <h2 id="dashboard-counts-title" className="sr-only">
        {t('counts.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {CARDS.map((card) => {
          const value = counts?.[card.key];
          const highlighted = card.urgent && value !== undefined && value > 0;
          return (
            <li key={card.key}>
              <Link
                to={card.to}
                className={`flex h-full flex-col gap-1 rounded-xl border bg-white p-4 hover:border-brand-600 ${highlighted ? 'border-amber-400' : 'border-slate-200'}`}
              >
                <span className="text-sm text-slate-700">{t(`counts.${card.key}`)}</span>
                {value === undefined ? (
                  <Skeleton className="h-8 w-12" />
                ) : (
                  <span className="text-2xl font-bold text-slate-900">{format.format(value)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
