import { History, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import type { RevisionSummary } from '#contract/schemas/revisions.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { revisionMessages } from '#app/i18n/messages/revisions.ts';
import { useRestoreRevision, useRevision, useRevisions } from '#app/lib/admin/use-revisions.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { buttonClass } from './buttons.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ComparedValues } from './compared-values.tsx';

type Item = Record<string, unknown> & { id: number };
type Kind = Pick<ContentKind, 'name' | 'fields'>;

/** The query parameter naming the revision shown (the audit log links to it). */
const REVISION_PARAM = 'revision';

/**
 * The versions of an item, newest first: who saved each and what it changed; one at a time is
 * compared with the current version, field by field and language by language, and can be restored.
 */
export function RevisionHistory({ kind, item, publicKeys }: { kind: Kind; item: Item; publicKeys?: string[] }) {
  const t = useT(revisionMessages);
  const { language } = useLanguage();
  const revisions = useRevisions(kind.name, item.id);
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get(REVISION_PARAM)) || null;
  const section = useRef<HTMLElement>(null);
  const dateOf = (revision: RevisionSummary) => formatDateTime(revision.created_at, language);
  const restore = useRestoreRevision({ resource: kind.name, publicKeys }, item.id, (revision) =>
    t('restored_toast', { date: dateOf(revision) }),
  );

  const choose = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(REVISION_PARAM);
        else next.set(REVISION_PARAM, String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // Opened from the audit log: the history is where the editor is taken.
  const openedWithRevision = useRef(chosen !== null);
  useEffect(() => {
    if (openedWithRevision.current && revisions.data) section.current?.scrollIntoView({ block: 'start' });
  }, [revisions.data]);

  const fieldNames = (names: string[]) => names.map((name) => kind.fields[name]?.label[language] ?? name).join(', ');
  const describe = (revision: RevisionSummary, all: RevisionSummary[]) => {
    if (revision.restored_from !== null) {
      const source = all.find((other) => other.id === revision.restored_from);
      return t('restored', { date: source ? dateOf(source) : `#${revision.restored_from}` });
    }
    return revision.changed_fields.length > 0 ? t('changed', { fields: fieldNames(revision.changed_fields) }) : null;
  };

  return (
    <section
      ref={section}
      id="history"
      aria-labelledby="history-title"
      className="flex scroll-mt-20 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="history-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History aria-hidden="true" className="size-5 text-slate-600" />
        {t('title')}
      </h2>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {revisions.isError ? (
        <p role="alert" className="text-red-800">
          {t('load_error')}
        </p>
      ) : revisions.data?.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200" aria-busy={revisions.isPending}>
          {(revisions.data ?? []).map((revision, index, all) => {
            const open = chosen === revision.id;
            const description = describe(revision, all);
            return (
              <li key={revision.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      <time dateTime={revision.created_at}>{dateOf(revision)}</time>{' '}
                      <span className="font-normal text-slate-700">
                        {revision.author ? t('by', { name: revision.author.name }) : t('original')}
                      </span>
                    </p>
                    {description ? <p className="text-sm break-words text-slate-700">{description}</p> : null}
                  </div>
                  {index === 0 ? (
                    <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {t('current')}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={`${buttonClass.secondary} self-start`}
                      aria-expanded={open}
                      aria-controls={`revision-${revision.id}`}
                      onClick={() => choose(open ? null : revision.id)}
                    >
                      {t(open ? 'hide' : 'compare')}
                    </button>
                  )}
                </div>
                {open ? (
                  <RevisionComparison
                    kind={kind}
                    item={item}
                    revision={revision}
                    date={dateOf(revision)}
                    restoring={restore.isPending}
                    onRestore={() => restore.mutate(revision, { onSuccess: () => choose(null) })}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function RevisionComparison({
  kind,
  item,
  revision,
  date,
  restoring,
  onRestore,
}: {
  kind: Kind;
  item: Item;
  revision: RevisionSummary;
  date: string;
  restoring: boolean;
  onRestore: () => void;
}) {
  const t = useT(revisionMessages);
  const tAdmin = useT(adminMessages);
  const kept = useRevision(kind.name, item.id, revision.id);

  return (
    <div id={`revision-${revision.id}`} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 sm:p-4">
      <h3 className="font-semibold text-slate-900">{t('comparison', { date })}</h3>
      {kept.isError ? (
        <p role="alert" className="text-red-800">
          {t('load_error')}
        </p>
      ) : kept.data ? (
        <ComparedValues
          fields={kind.fields}
          before={kept.data.item}
          after={item}
          beforeLabel={t('this_version')}
          afterLabel={t('current_version')}
          identical={t('identical')}
        />
      ) : null}
      <ConfirmDialog
        trigger={
          <button type="button" className={`${buttonClass.primary} self-start`} disabled={restoring || !kept.data}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('restore')}
          </button>
        }
        title={t('restore_title', { date })}
        description={t('restore_description')}
        confirmLabel={t('restore')}
        cancelLabel={tAdmin('action.cancel')}
        onConfirm={onRestore}
        destructive={false}
      />
    </div>
  );
}
