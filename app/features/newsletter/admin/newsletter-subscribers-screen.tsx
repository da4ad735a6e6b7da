import { Download } from 'lucide-react';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import type { Column } from '#app/components/admin/data-table.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { useDeleteItem } from '#app/lib/admin/use-content-mutations.ts';
import { formatLongDate } from '#app/lib/format-date.ts';
import { type AdminSubscriber, SUBSCRIBER_STATUSES } from '#contract/schemas/newsletter.ts';
import { downloadCsv } from '#app/lib/admin/download-csv.ts';
import { newsletterAdminMessages } from './messages.ts';
import { NewsletterTabs } from './newsletter-tabs.tsx';

const PER_PAGE = 20;
const STATUS_TONES = { pending: 'amber', confirmed: 'green', unsubscribed: 'slate' } as const;

/** /admin/newsletter: the subscribers, searchable by address, deletable, exported as CSV. */
export function NewsletterSubscribersScreen() {
  const t = useT(newsletterAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const records = useRecordList<AdminSubscriber, 'status'>('newsletter', { filters: ['status'], perPage: PER_PAGE });
  const { values } = records;
  const remove = useDeleteItem({ resource: 'newsletter' });
  const exportCsv = useAdminMutation<string, void>({
    mutationFn: (status) => downloadCsv('/admin/newsletter/export.csv', { status }, 'newsletter-subscribers.csv'),
    resources: [],
    successTitle: t('export.done'),
  });

  const languageName = (code: string) => (code === 'fr' || code === 'en' ? t(`language.${code}`) : code);
  const columns: Column<AdminSubscriber>[] = [
    {
      key: 'email',
      header: t('column.email'),
      cell: (subscriber) => <span className="font-medium break-all text-slate-900">{subscriber.email}</span>,
    },
    {
      key: 'language',
      header: t('column.language'),
      hideOnPhone: true,
      cell: (subscriber) => languageName(subscriber.language),
    },
    {
      key: 'status',
      header: t('column.status'),
      cell: (subscriber) => (
        <StatusBadge tone={STATUS_TONES[subscriber.status]}>{t(`status.${subscriber.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'subscribed_at',
      header: t('column.subscribed_at'),
      hideOnPhone: true,
      cell: (subscriber) => formatLongDate(subscriber.created_at, language),
    },
    {
      key: 'confirmed_at',
      header: t('column.confirmed_at'),
      hideOnPhone: true,
      cell: (subscriber) => (subscriber.confirmed_at ? formatLongDate(subscriber.confirmed_at, language) : '—'),
    },
    {
      key: 'unsubscribed_at',
      header: t('column.unsubscribed_at'),
      hideOnPhone: true,
      cell: (subscriber) => (subscriber.unsubscribed_at ? formatLongDate(subscriber.unsubscribed_at, language) : '—'),
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (subscriber) => (
        <DeleteButton
          itemName={subscriber.email}
          onConfirm={() => remove.mutate({ id: subscriber.id, name: subscriber.email })}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={exportCsv.isPending}
            aria-describedby="newsletter-export-hint"
            onClick={() => exportCsv.mutate(values.status)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t(exportCsv.isPending ? 'export.exporting' : 'export.button')}
          </button>
          <p id="newsletter-export-hint" className="text-xs text-slate-600">
            {t('export.hint')}
          </p>
        </div>
      }
    >
      <NewsletterTabs />
      <RecordList
        records={records}
        filters={[
          {
            name: 'status',
            label: t('filter.status'),
            options: SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: t(`filter.${status}`) })),
          },
        ]}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={
          values.search ? tAdmin('list.empty_search') : values.status ? t('list.empty_filter') : t('list.empty')
        }
      />
    </AdminPage>
  );
}
