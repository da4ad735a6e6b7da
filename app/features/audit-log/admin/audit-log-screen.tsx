import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import type { SelectOption } from '#app/components/admin/list-toolbar.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { AdminAuditEntry as AuditEntry } from '#contract/schemas/audit-log.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { type AuditLogMessageKey, auditLogAdminMessages } from './messages.ts';
import { Link } from 'react-router';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { revisionMessages } from '#app/i18n/messages/revisions.ts';

const PER_PAGE = 25;
/** The codes the log holds, read from the message keys that name them ("action.create" → "create"). */
const codesOf = (prefix: 'action' | 'entity') =>
  Object.keys(auditLogAdminMessages.fr)
    .filter((key) => key.startsWith(`${prefix}.`))
    .map((key) => key.slice(prefix.length + 1));
const ACTIONS = codesOf('action');
const ENTITY_TYPES = codesOf('entity');

/** The content kind of an entry, by the code the log stores ("blog_post"). */
const KIND_OF_ENTITY = new Map(CONTENT_KINDS.map((kind) => [kind.auditLabel, kind]));

/** A detail value as short text: objects and lists as JSON. */
function detailText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Who did what to what, and when: the most recent admin actions first, page by page. */
export function AuditLogScreen() {
  const t = useT(auditLogAdminMessages);
  const { language } = useLanguage();
  const tAdmin = useT(adminMessages);
  const tRevision = useT(revisionMessages);
  const records = useRecordList<AuditEntry, 'entity_type' | 'action'>('audit-log', {
    filters: ['entity_type', 'action'],
    perPage: PER_PAGE,
    staleTime: 0,
  });
  // Actions and items the server may add later show under their own code rather than a missing-key warning.
  const known = (key: string) => key in auditLogAdminMessages.fr;
  const labelOf = (prefix: 'action' | 'entity', code: string) =>
    known(`${prefix}.${code}`) ? t(`${prefix}.${code}` as AuditLogMessageKey) : code;
  const optionsOf = (prefix: 'action' | 'entity', codes: string[]): SelectOption[] =>
    codes
      .map((code) => ({ value: code, label: labelOf(prefix, code) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));

  /** A change of a content item: the fields it changed, by their labels, and where its revision is shown. */
  const revisionOf = (entry: AuditEntry) => {
    const kind = KIND_OF_ENTITY.get(entry.entity_type);
    const { fields, revision } = entry.details ?? {};
    if (!kind || typeof revision !== 'number' || !entry.entity_id) return null;
    const labels = Array.isArray(fields)
      ? fields.map((name) => kind.fields[String(name)]?.label[language] ?? String(name))
      : [];
    return {
      id: revision,
      fields: labels.length > 0 ? tRevision('fields', { fields: labels.join(', ') }) : null,
      path: `${kind.adminPath}/edit/${entry.entity_id}?revision=${revision}`,
    };
  };

  const revisionChange = (revision: NonNullable<ReturnType<typeof revisionOf>>) => (
    <>
      {revision.fields ? <span className="text-xs text-slate-800">{revision.fields}</span> : null}
      <Link to={revision.path} className="text-xs font-semibold text-brand-700 underline">
        {tRevision('open_revision', { id: revision.id })}
      </Link>
    </>
  );

  const when = (entry: AuditEntry) => (
    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
  );
  const who = (entry: AuditEntry) => {
    if (!entry.user) return <span className="text-slate-600">{t('who.system')}</span>;
    return (
      <span className="flex flex-col">
        <span className="font-semibold text-slate-900">{entry.user.name}</span>
        <span className="text-xs break-all text-slate-600">{entry.user.email ?? t('who.deleted')}</span>
      </span>
    );
  };
  const target = (entry: AuditEntry) => {
    const type = labelOf('entity', entry.entity_type);
    return entry.entity_id ? t('target.with_id', { type, id: entry.entity_id }) : type;
  };

  // A phone gets two stacked columns: the table fits the screen instead of scrolling sideways.
  const phoneColumns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('column.when_who'),
      cell: (entry) => (
        <div className="flex flex-col gap-1">
          {when(entry)}
          {who(entry)}
        </div>
      ),
    },
    {
      key: 'action',
      header: t('column.action_target'),
      cell: (entry) => (
        <div className="flex flex-col gap-1">
          <span className="font-semibold">{labelOf('action', entry.action)}</span>
          <span>{target(entry)}</span>
          {revisionOf(entry) ? revisionChange(revisionOf(entry)!) : null}
        </div>
      ),
    },
  ];

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('column.when'), cell: when },
    { key: 'who', header: t('column.who'), cell: who },
    { key: 'action', header: t('column.action'), cell: (entry) => labelOf('action', entry.action) },
    { key: 'target', header: t('column.target'), cell: target },
    {
      key: 'details',
      header: t('column.details'),
      cell: (entry) => {
        const revision = revisionOf(entry);
        const details = Object.entries(entry.details ?? {}).filter(
          ([name]) => !revision || (name !== 'fields' && name !== 'revision'),
        );
        if (details.length === 0 && !revision) return <span className="text-slate-600">{t('details.none')}</span>;
        return (
          <div className="flex flex-col gap-1">
            {revision ? revisionChange(revision) : null}
            {details.length > 0 ? (
              <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-2 text-xs">
                {details.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-semibold text-slate-700">{name}</dt>
                    <dd className="break-all text-slate-800">{detailText(value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'ip',
      header: t('column.ip'),
      cell: (entry) => <code className="text-xs">{entry.ip ?? t('details.none')}</code>,
    },
  ];

  return (
    <AdminPage title={t('title')} description={t('description')}>
      <RecordList
        records={records}
        searchLabel={t('filter.search')}
        filters={[
          { name: 'entity_type', label: t('filter.entity_type'), options: optionsOf('entity', ENTITY_TYPES) },
          { name: 'action', label: t('filter.action'), options: optionsOf('action', ACTIONS) },
        ]}
        caption={t('caption')}
        columns={columns}
        phoneColumns={phoneColumns}
        emptyMessage={records.filtered ? tAdmin('list.empty_search') : t('empty')}
      />
    </AdminPage>
  );
}
