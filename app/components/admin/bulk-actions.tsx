import { useState } from 'react';
import type { ContentKind } from '#contract/content-kinds/define-content-kind.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { namesOf, pluralKey } from '#app/i18n/content-list-counts.ts';
import { contentListMessages } from '#app/i18n/messages/content-lists.ts';
import { useBulkAction } from '#app/lib/admin/use-content-mutations.ts';
import { buttonClass, inputClass } from './buttons.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useEnglishGuard } from './english-guard.tsx';

type Values = Record<string, unknown>;

/**
 * WordPress's "Bulk actions" above a list: the kind's transitions (publish, approve, activate...) and
 * delete, applied to the selected items of the page after a confirmation that counts and names them.
 * An action putting items online without their English asks that too, as a single switch does.
 */
export function BulkActions<Item extends { id: number }>({
  kind,
  target,
  items,
  selected,
  itemName,
  onDone,
}: {
  kind: Pick<ContentKind, 'name' | 'fields' | 'transitions' | 'publicWhen'>;
  target: { resource: string; publicKeys: string[] };
  /** The rows of the page, the selected ones among them. */
  items: Item[];
  selected: ReadonlySet<number>;
  itemName: (item: Item) => string;
  /** After the change: the selection is spent. */
  onDone: () => void;
}) {
  const t = useT(contentListMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const [action, setAction] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const english = useEnglishGuard(kind);
  const bulk = useBulkAction(target, () => {
    setAction('');
    onDone();
  });

  const chosen = items.filter((item) => selected.has(item.id));
  const count = chosen.length;
  const actions = [...Object.keys(kind.transitions), 'delete'];
  const label = (name: string) => t(`bulk.action.${name}` as Parameters<typeof t>[0]);
  const names = namesOf(chosen.map(itemName), language, t);

  const run = (name: string) => {
    const ids = chosen.map((item) => item.id);
    if (name === 'delete') return bulk.mutate({ action: name, ids });
    const changes = chosen.map((item) => ({
      name: itemName(item),
      before: item as Values,
      after: { ...(item as Values), ...kind.transitions[name] },
    }));
    english.guardMany(changes, () => bulk.mutate({ action: name, ids }));
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <label htmlFor="bulk-action" className="text-sm font-semibold text-slate-800">
        {t('bulk.label')}
      </label>
      <div className="flex items-center gap-2">
        <select
          id="bulk-action"
          value={action}
          onChange={(event) => setAction(event.target.value)}
          className={`${inputClass} w-auto`}
        >
          <option value="">{t('bulk.choose')}</option>
          {actions.map((name) => (
            <option key={name} value={name}>
              {label(name)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={action === '' || count === 0 || bulk.isPending}
          onClick={() => setConfirming(action)}
        >
          {t('bulk.apply')}
        </button>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t(pluralKey(language, 'bulk.selected', count), { count })}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t(pluralKey(language, 'bulk.confirm_title', count), { action: label(confirming ?? action), count })}
        description={t(confirming === 'delete' ? 'bulk.delete_description' : 'bulk.confirm_description', { names })}
        confirmLabel={label(confirming ?? action)}
        cancelLabel={tAdmin('action.cancel')}
        destructive={confirming === 'delete'}
        onConfirm={() => {
          if (confirming) run(confirming);
          setConfirming(null);
        }}
      />
      {english.dialog}
    </div>
  );
}
