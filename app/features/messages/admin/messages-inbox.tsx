import { Link, useSearchParams } from 'react-router';
import type { PageMeta } from '#contract/schemas/envelope.ts';
import {
  type AdminMessage,
  LEAD_SOURCES,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  MESSAGE_STATUSES,
} from '#contract/schemas/message.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { downloadCsv } from '#app/lib/admin/download-csv.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { Download, Plus } from 'lucide-react';
import { formatLongDate } from '#app/lib/format-date.ts';
import { MessageRowActions } from './message-row-actions.tsx';
import { LeadStageBadge } from './lead-stage-badge.tsx';
import { MessageStatusBadge } from './message-status-badge.tsx';
import { useAssignees } from './use-lead-actions.ts';
import { messageAdminMessages } from './messages.ts';

const PER_PAGE = 20;

/** The inbox list: unread first, with the unread count, the pipeline's filters, search and pages. */
export function MessagesInbox() {
  const t = useT(messageAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const records = useRecordList<AdminMessage, 'status' | 'stage' | 'source' | 'assignee' | 'overdue'>('messages', {
    filters: ['status', 'stage', 'source', 'assignee', 'overdue'],
    perPage: PER_PAGE,
  });
  const { values, list } = records;
  const { search, ...narrowedBy } = values;
  const assignees = useAssignees();
  const exportCsv = useAdminMutation<typeof values, void>({
    mutationFn: (filters) => downloadCsv('/admin/messages/export.csv', filters, 'contact-messages.csv'),
    resources: [],
    successTitle: t('export.done'),
  });
  // The inbox answers the unread count beside the usual page meta.
  const unread = (list.data?.meta as (PageMeta & { unread?: number }) | undefined)?.unread;

  const openPath = (id: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('message', String(id));
    return `?${next.toString()}`;
  };

  const columns: Column<AdminMessage>[] = [
    {
      key: 'sender',
      header: t('column.sender'),
      cell: (message) => (
        <div className="flex flex-col">
          <span className={message.status === 'new' ? 'font-bold text-slate-950' : 'text-slate-800'}>
            {message.name}
          </span>
          <span className="text-xs break-all text-slate-600">{message.email ?? message.phone}</span>
        </div>
      ),
    },
    {
      key: 'subject',
      header: t('column.subject'),
      cell: (message) => (
        <Link
          to={openPath(message.id)}
          className={`text-brand-700 hover:underline ${message.status === 'new' ? 'font-bold' : 'font-medium'}`}
          aria-label={t('action.open', { name: message.name, subject: message.subject })}
        >
          {message.subject}
        </Link>
      ),
    },
    {
      key: 'received',
      header: t('column.received'),
      hideOnPhone: true,
      cell: (message) => formatDateTime(message.created_at, language),
    },
    { key: 'status', header: t('column.status'), cell: (message) => <MessageStatusBadge status={message.status} /> },
    { key: 'stage', header: t('column.stage'), cell: (message) => <LeadStageBadge stage={message.stage} /> },
    {
      key: 'assignee',
      header: t('column.assignee'),
      hideOnPhone: true,
      cell: (message) => message.assignee?.name ?? '',
    },
    {
      key: 'follow_up',
      header: t('column.follow_up'),
      hideOnPhone: true,
      cell: (message) =>
        message.follow_up_on ? (
          <span className={message.overdue ? 'font-semibold text-red-800' : ''}>
            {formatLongDate(message.follow_up_on, language)}
            {message.overdue ? ` · ${t('overdue')}` : ''}
          </span>
        ) : null,
    },
    {
      key: 'actions',
      header: tAdmin('list.actions'),
      cell: (message) => <MessageRowActions message={message} />,
    },
  ];

  const emptyMessage = search
    ? tAdmin('list.empty_search')
    : Object.values(narrowedBy).some(Boolean)
      ? t('list.empty_filter')
      : t('list.empty');

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <>
          {unread === undefined ? null : (
            <p aria-live="polite">
              <StatusBadge tone={unread > 0 ? 'blue' : 'slate'}>{t('list.unread', { count: unread })}</StatusBadge>
            </p>
          )}
          {/* The messages the filters show, for a spreadsheet. */}
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate(values)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('export.button')}
          </button>
          <Link to="?new=lead" className={buttonClass.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {t('lead.new')}
          </Link>
        </>
      }
    >
      <RecordList
        records={records}
        filters={[
          {
            name: 'status',
            label: t('filter.status'),
            options: MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`filter.${status}`) })),
          },
          {
            name: 'stage',
            label: t('filter.stage'),
            options: LEAD_STAGES.map((stage) => ({ value: stage, label: LEAD_STAGE_LABELS[stage][language] })),
          },
          {
            name: 'assignee',
            label: t('filter.assignee'),
            options: [
              { value: 'none', label: t('filter.assignee_none') },
              ...(assignees.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
            ],
          },
          {
            name: 'source',
            label: t('filter.source'),
            options: LEAD_SOURCES.map((source) => ({ value: source, label: t(`source.${source}`) })),
          },
          {
            name: 'overdue',
            label: t('column.follow_up'),
            options: [{ value: 'true', label: t('filter.overdue') }],
          },
        ]}
        caption={t('list.caption')}
        columns={columns}
        emptyMessage={emptyMessage}
        rowClassName={(message) => (message.status === 'new' ? 'bg-brand-50/60' : '')}
      />
    </AdminPage>
  );
}
