import { DatabaseBackup, Download } from 'lucide-react';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import type { Column } from '#app/components/admin/data-table.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { type BadgeTone, StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { downloadCsv } from '#app/lib/admin/download-csv.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatBytes } from '#app/lib/format-bytes.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import type { AdminBackupRun } from '#contract/schemas/backups.ts';
import { backupsAdminMessages } from './messages.ts';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

const PER_PAGE = 20;

type State = 'written' | 'removed' | 'running' | 'failed';
const TONES: Record<State, BadgeTone> = { written: 'green', removed: 'slate', running: 'blue', failed: 'red' };

function stateOf(run: AdminBackupRun): State {
  if (run.error) return 'failed';
  if (!run.finished_at) return 'running';
  return run.file_name ? 'written' : 'removed';
}

/** /admin/backups: every backup of the site (nightly or asked for), one made now, an archive downloaded. */
export function BackupsScreen() {
  const t = useT(backupsAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const records = useRecordList<AdminBackupRun>('backups', { perPage: PER_PAGE, staleTime: 0 });
  const run = useAdminMutation<void, AdminBackupRun>({
    mutationFn: () => apiRequest<AdminBackupRun>('/admin/backups', { method: 'POST' }),
    resources: ['backups', 'audit-log'],
    successTitle: t('action.done'),
  });
  const download = useAdminMutation<string, void>({
    mutationFn: (fileName) => downloadCsv(`/admin/backups/${fileName}`, {}, fileName),
    resources: ['audit-log'],
    successTitle: null,
  });

  const size = (bytes: number | null) => (bytes === null ? '—' : formatBytes(bytes, language));
  const date = (backup: AdminBackupRun) => formatDateTime(backup.started_at, language);
  // The archive's name is what the operator finds in the downloads and on the server's disk.
  const when = (backup: AdminBackupRun) => (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold text-slate-900">{date(backup)}</span>
      {backup.file_name ? <span className="text-xs break-all text-slate-600">{backup.file_name}</span> : null}
    </div>
  );
  const status = (backup: AdminBackupRun) => {
    const state = stateOf(backup);
    return (
      <StatusBadge tone={TONES[state]}>
        {state === 'failed' ? t('status.failed', { error: backup.error ?? '' }) : t(`status.${state}`)}
      </StatusBadge>
    );
  };
  const downloadButton = (backup: AdminBackupRun) =>
    backup.file_name ? (
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={download.isPending}
        aria-label={t('action.download.label', { date: date(backup) })}
        onClick={() => download.mutate(backup.file_name!)}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('action.download')}
      </button>
    ) : null;

  const columns: Column<AdminBackupRun>[] = [
    { key: 'date', header: t('column.date'), cell: when },
    { key: 'trigger', header: t('column.trigger'), cell: (backup) => t(`trigger.${backup.trigger}`) },
    { key: 'size', header: t('column.size'), cell: (backup) => size(backup.bytes) },
    { key: 'status', header: t('column.status'), cell: status },
    { key: 'actions', header: tAdmin('list.actions'), cell: downloadButton },
  ];
  // A phone gets each backup in one column (RecordList shows it below the `md` width).
  const phoneColumns: Column<AdminBackupRun>[] = [
    {
      key: 'backup',
      header: t('column.date'),
      cell: (backup) => (
        <div className="flex flex-col gap-2">
          {when(backup)}
          <span className="text-sm text-slate-700">
            {t(`trigger.${backup.trigger}`)} · {size(backup.bytes)}
          </span>
          <div>{status(backup)}</div>
          <div>{downloadButton(backup)}</div>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      actions={
        <BusyButton
          busy={run.isPending}
          busyLabel={t('action.running')}
          icon={DatabaseBackup}
          type="button"
          onClick={() => run.mutate()}
        >
          {t('action.run')}
        </BusyButton>
      }
    >
      <RecordList
        records={records}
        search={false}
        caption={t('caption')}
        columns={columns}
        phoneColumns={phoneColumns}
        emptyMessage={t('empty')}
      />
    </AdminPage>
  );
}
