import { useMutation } from '@tanstack/react-query';
import { Download, FileCheck, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { ContentImportReport } from '#contract/schemas/content-transfer.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { downloadCsv } from '#app/lib/admin/download-csv.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { contentTransferAdminMessages } from './messages.ts';
import { PlainTable } from '#app/components/admin/plain-table.tsx';
import { CheckBox } from '#app/components/admin/check-box.tsx';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

/** Every resource an import may change: their lists are read again after it. */
const IMPORTED_RESOURCES = [...CONTENT_KINDS.map((kind) => kind.name), 'media', 'settings', 'audit-log'];

/** /admin/content-transfer: the site's content as one file, and such a file checked, then imported (issue 34). */
export function ContentTransferScreen() {
  const t = useT(contentTransferAdminMessages);
  const { language } = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skip, setSkip] = useState(false);
  const [report, setReport] = useState<ContentImportReport | null>(null);

  const exported = useAdminMutation<void, void>({
    mutationFn: () =>
      downloadCsv(
        '/admin/content-transfer/export',
        {},
        `weltaare-content-${new Date().toISOString().slice(0, 10)}.zip`,
      ),
    resources: ['audit-log'],
    successTitle: t('export.done'),
  });
  // A check writes nothing: its answer, or why the file is refused, shows on the screen without a toast.
  const checked = useMutation({
    mutationFn: (chosen: File) =>
      apiRequest<ContentImportReport>('/admin/content-transfer/check', { method: 'POST', body: zipOf(chosen) }),
    onSuccess: (answer) => {
      setReport(answer);
      setSkip(false);
    },
  });
  const imported = useAdminMutation<{ chosen: File; skip: boolean }, ContentImportReport>({
    mutationFn: ({ chosen, skip: skipExisting }) =>
      apiRequest<ContentImportReport>('/admin/content-transfer/import', {
        method: 'POST',
        body: zipOf(chosen),
        query: { on_conflict: skipExisting ? 'skip' : 'stop' },
      }),
    resources: IMPORTED_RESOURCES,
    successTitle: t('import.done'),
    onSuccess: setReport,
  });

  const check = (event: FormEvent) => {
    event.preventDefault();
    setReport(null);
    if (!file) {
      setFileError(t('import.file_required'));
      return;
    }
    setFileError(null);
    checked.mutate(file);
  };
  const serverError = checked.error instanceof ApiError ? checked.error.message : null;
  // A setting this version does not name is shown by its key.
  const settingLabel = (key: string) => {
    const known = `setting.${key}`;
    return known in contentTransferAdminMessages.fr ? t(known as Parameters<typeof t>[0]) : key;
  };
  const kindLabel = (name: string) => CONTENT_KINDS.find((kind) => kind.name === name)?.label[language] ?? name;
  const conflicts = report?.kinds.flatMap((kind) =>
    kind.conflicts.map((conflict) => ({ kind: kind.kind, ...conflict })),
  );
  const added = report
    ? {
        // The site's own pages are replaced, never added.
        items: report.kinds
          .filter((kind) => !CONTENT_KINDS.find((declared) => declared.name === kind.kind)?.fixedItems)
          .reduce((sum, kind) => sum + kind.items - kind.conflicts.length, 0),
        images: report.media.images - report.media.already_here,
      }
    : null;

  return (
    <AdminPage title={t('title')} description={t('description')}>
      <Panel
        id="content-export-title"
        title={t('export.title')}
        actions={
          <button
            type="button"
            className={buttonClass.primary}
            disabled={exported.isPending}
            onClick={() => exported.mutate()}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('export.action')}
          </button>
        }
      >
        <p className="text-sm text-slate-700">{t('export.text')}</p>
      </Panel>

      <Panel id="content-import-title" title={t('import.title')}>
        <p className="text-sm text-slate-700">{t('import.text')}</p>
        <form onSubmit={check} className="flex flex-col gap-4 sm:flex-row sm:items-end" noValidate>
          <div className="grow">
            <FormField
              id="content-file"
              label={t('import.file')}
              error={fileError ?? serverError ?? undefined}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  name="file"
                  accept=".zip,application/zip"
                  required
                  className={inputClass}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setReport(null);
                  }}
                />
              )}
            </FormField>
          </div>
          <BusyButton busy={checked.isPending} busyLabel={t('import.checking')} icon={FileCheck} variant="secondary">
            {t('import.check')}
          </BusyButton>
        </form>
      </Panel>

      {report && file ? (
        <Panel id="content-report-title" title={t('report.title')}>
          {report.imported && added ? (
            <p role="status" className="rounded-lg bg-green-50 p-3 font-semibold text-green-900">
              {t('import.result', added)}
            </p>
          ) : null}
          <p className="text-sm text-slate-700">
            {t('report.source', {
              date: formatDateTime(report.exported_at, language),
              version: report.app_version,
            })}
          </p>
          <div className="overflow-x-auto">
            <PlainTable
              caption={t('report.caption')}
              columns={[
                { header: t('report.column.kind') },
                { header: t('report.column.items'), numeric: true },
                { header: t('report.column.conflicts'), numeric: true },
              ]}
            >
              {report.kinds.map((kind) => (
                <tr key={kind.kind}>
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                    {kindLabel(kind.kind)}
                  </th>
                  <td className="py-2 pr-4 text-right">{kind.items}</td>
                  <td className="py-2 text-right">{kind.conflicts.length}</td>
                </tr>
              ))}
            </PlainTable>
          </div>
          <p className="text-sm text-slate-700">
            {report.media.images > 0
              ? t('report.images', { images: report.media.images, here: report.media.already_here })
              : t('report.images_none')}
          </p>
          <p className="text-sm text-slate-700">
            {report.settings.length > 0
              ? t('report.settings', {
                  keys: report.settings.map(settingLabel).join(', '),
                })
              : t('report.settings_none')}
          </p>
          {!report.imported && conflicts && conflicts.length > 0 ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold text-amber-900">
                {t('report.conflicts', { count: conflicts.length })}
              </p>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
                {conflicts.map((conflict) => (
                  <li key={`${conflict.kind}-${conflict.slug ?? conflict.name}`}>
                    {t('report.conflict', { kind: kindLabel(conflict.kind), name: conflict.name })}
                  </li>
                ))}
              </ul>
              <CheckBox emphasized checked={skip} onChange={setSkip}>
                {t('import.skip')}
              </CheckBox>
            </div>
          ) : null}
          {report.imported ? null : (
            <div>
              <button
                type="button"
                className={buttonClass.primary}
                disabled={imported.isPending || (report.conflicts > 0 && !skip)}
                onClick={() => imported.mutate({ chosen: file, skip })}
              >
                <Upload aria-hidden="true" className="size-4" />
                {imported.isPending ? t('import.importing') : t('import.action')}
              </button>
            </div>
          )}
        </Panel>
      ) : null}
    </AdminPage>
  );
}

/** The file as the server expects it, whatever type the browser gave it (Windows: x-zip-compressed). */
const zipOf = (file: File) => new Blob([file], { type: 'application/zip' });
