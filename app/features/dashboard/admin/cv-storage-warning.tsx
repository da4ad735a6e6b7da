import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { numberFormat } from '#contract/intl-formats.ts';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatBytes } from '#app/lib/format-bytes.ts';
import { dashboardAdminMessages } from './messages.ts';

/** Staff warned from 90% of the CVs' storage: past it applications are refused (507). */
export function CvStorageWarning({ storage }: { storage: AdminDashboard['cv_storage'] }) {
  const t = useT(dashboardAdminMessages);
  const { language } = useLanguage();
  if (!storage.nearly_full) return null;
  const share = numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.min(1, storage.used_bytes / storage.limit_bytes),
  );
  return (
    <section
      aria-labelledby="cv-storage-warning-title"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="cv-storage-warning-title" className="font-semibold">
          {t('cv_storage.title', { share })}
        </h2>
        <p className="text-sm">
          {t('cv_storage.text', {
            used: formatBytes(storage.used_bytes, language),
            limit: formatBytes(storage.limit_bytes, language),
          })}
        </p>
        <Link to="/admin/job-applications" className="text-sm font-semibold underline underline-offset-2">
          {t('applications.all')}
        </Link>
      </div>
    </section>
  );
}
