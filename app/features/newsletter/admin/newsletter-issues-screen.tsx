import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import type { Column } from '#app/components/admin/data-table.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { AdminNewsletterIssue } from '#contract/schemas/newsletter.ts';
import { newsletterAdminMessages } from './messages.ts';
import { NewsletterProgress } from './newsletter-progress.tsx';
import { NewsletterTabs } from './newsletter-tabs.tsx';
import { ISSUES_RESOURCE } from './use-newsletter-issue.ts';

const PER_PAGE = 20;
export const ISSUE_STATUS_TONES = { draft: 'slate', sending: 'blue', paused: 'amber', sent: 'green' } as const;

/** /admin/newsletter/issues: the newsletters written, their state and how far each sending went. */
export function NewsletterIssuesScreen() {
  const t = useT(newsletterAdminMessages);
  const { language } = useLanguage();
  const records = useRecordList<AdminNewsletterIssue>(ISSUES_RESOURCE, { perPage: PER_PAGE });

  const columns: Column<AdminNewsletterIssue>[] = [
    {
      key: 'subject',
      header: t('issues.column.subject'),
      cell: (issue) => {
        const subject = pickLanguage(issue.subject, language);
        return (
          <Link
            to={`/admin/newsletter/issues/${issue.id}`}
            aria-label={t('issues.open', { subject })}
            className="font-medium break-words text-brand-800 underline-offset-2 hover:underline"
          >
            {subject}
          </Link>
        );
      },
    },
    {
      key: 'status',
      header: t('issues.column.status'),
      cell: (issue) => (
        <StatusBadge tone={ISSUE_STATUS_TONES[issue.status]}>{t(`issue.status.${issue.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'progress',
      header: t('issues.column.progress'),
      // A phone shows the state; the newsletter's own page has the bar.
      hideOnPhone: true,
      cell: (issue) => (issue.status === 'draft' ? '—' : <NewsletterProgress progress={issue.progress} compact />),
    },
    {
      key: 'created_at',
      header: t('issues.column.created_at'),
      hideOnPhone: true,
      cell: (issue) => formatLongDate(issue.created_at, language),
    },
  ];

  return (
    <AdminPage
      title={t('issues.title')}
      description={t('issues.description')}
      actions={
        <Link to="/admin/newsletter/issues/new" className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t('issues.new')}
        </Link>
      }
    >
      <NewsletterTabs />
      <RecordList
        records={records}
        search={false}
        caption={t('issues.caption')}
        columns={columns}
        emptyMessage={t('issues.empty')}
      />
    </AdminPage>
  );
}
