import { RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { type Column } from '#app/components/admin/data-table.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { mailOutboxAdminMessages } from './messages.ts';
import { type AdminOutboxMail as OutboxMail, OUTBOX_STATUSES } from '#contract/schemas/mail-outbox.ts';
import { useRetryMail } from './use-retry-mail.ts';
import { MAIL_STATUS_TONES, useMailKindName } from './mail-display.ts';

const PER_PAGE = 20;

/** The mail outbox: what waits, what went out, what failed and why; each mail opens, pending or failed mail can be retried. */
export function MailOutboxList() {
  const t = useT(mailOutboxAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const records = useRecordList<OutboxMail, 'status'>('mail-outbox', {
    filters: ['status'],
    perPage: PER_PAGE,
    staleTime: 0,
  });
  const [searchParams] = useSearchParams();
  const retry = useRetryMail();
  const kindName = useMailKindName();
  // The list's search, filter and page stay in the URL, so "back" from a mail returns to them.
  const openPath = (id: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('mail', String(id));
    return `?${next.toString()}`;
  };

  const summary = (mail: OutboxMail) => (
    <div className="flex max-w-md flex-col gap-0.5">
      <Link
        to={openPath(mail.id)}
        className="font-semibold break-words text-brand-700 hover:underline"
        aria-label={t('open.label', { subject: mail.subject })}
      >
        {mail.subject}
      </Link>
      <span className="break-all text-slate-700">{t('to', { address: mail.to })}</span>
      <span className="text-xs text-slate-600">{kindName(mail.kind)}</span>
    </div>
  );
  const status = (mail: OutboxMail) => (
    <StatusBadge tone={MAIL_STATUS_TONES[mail.status]}>{t(`status.${mail.status}`)}</StatusBadge>
  );
  const lastError = (mail: OutboxMail) =>
    mail.last_error ? (
      <span className="block max-w-xs break-words text-red-800">{mail.last_error}</span>
    ) : (
      <span className="text-slate-600">{t('no_error')}</span>
    );
  const dates = (mail: OutboxMail) => (
    <div className="flex flex-col gap-0.5 text-xs text-slate-700">
      <span>{t('created_at', { date: formatDateTime(mail.created_at, language) })}</span>
      {mail.sent_at ? (
        <span>{t('sent_at', { date: formatDateTime(mail.sent_at, language) })}</span>
      ) : (
        <span>{t('next_attempt_at', { date: formatDateTime(mail.next_attempt_at, language) })}</span>
      )}
    </div>
  );
  const retryButton = (mail: OutboxMail) =>
    mail.status === 'sent' ? null : (
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={retry.isPending}
        aria-label={t('retry.label', { subject: mail.subject })}
        onClick={() => retry.mutate(mail.id)}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('retry')}
      </button>
    );

  const columns: Column<OutboxMail>[] = [
    { key: 'mail', header: t('column.mail'), cell: summary },
    { key: 'status', header: t('column.status'), cell: status },
    { key: 'attempts', header: t('column.attempts'), cell: (mail) => mail.attempts },
    { key: 'last_error', header: t('column.last_error'), cell: lastError },
    { key: 'dates', header: t('column.dates'), cell: dates },
    { key: 'actions', header: tAdmin('list.actions'), cell: retryButton },
  ];
  // A phone gets each mail in one column (RecordList shows it below the `md` width).
  const phoneColumns: Column<OutboxMail>[] = [
    {
      key: 'mail',
      header: t('column.mail'),
      cell: (mail) => (
        <div className="flex flex-col gap-2">
          {summary(mail)}
          <div className="flex flex-wrap items-center gap-3">
            {status(mail)}
            <span className="text-sm text-slate-700">{t('attempts_line', { count: mail.attempts })}</span>
          </div>
          {mail.last_error ? lastError(mail) : null}
          {dates(mail)}
          <div>{retryButton(mail)}</div>
        </div>
      ),
    },
  ];

  return (
    <AdminPage title={t('title')} description={t('description')}>
      <RecordList
        records={records}
        filters={[
          {
            name: 'status',
            label: t('filter.status'),
            options: OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          },
        ]}
        caption={t('caption')}
        columns={columns}
        phoneColumns={phoneColumns}
        emptyMessage={records.filtered ? tAdmin('list.empty_search') : t('empty')}
      />
    </AdminPage>
  );
}
