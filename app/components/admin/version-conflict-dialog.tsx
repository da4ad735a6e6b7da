import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import type { VersionConflict } from '#contract/schemas/envelope.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { versionConflictMessages } from '#app/i18n/messages/version-conflicts.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { buttonClass } from './buttons.ts';
import { ComparedValues } from './compared-values.tsx';
import { Dialog } from './dialog.tsx';

type Values = Record<string, unknown>;

/** The choices a form offers once its save was refused because someone else saved first. */
export interface ConflictChoices {
  takeTheirs: () => void;
  reapplyMine: () => void;
  overwrite: () => void;
  dismiss: () => void;
}

/**
 * Someone saved the item after this form opened it (a 409): who and when, their version beside the
 * one this form tried to save, field by field, and what to do about it (ADR 0038).
 */
export function VersionConflictDialog({
  conflict,
  comparison,
  choices,
}: {
  conflict: VersionConflict<Values>;
  /** The declared fields and what this form tried to save, to compare field by field (a content item's form). */
  comparison?: { fields: Record<string, FieldDeclaration>; mine: Values };
  choices: ConflictChoices;
}) {
  const t = useT(versionConflictMessages);
  const { language } = useLanguage();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) choices.dismiss();
      }}
      wide
      title={t('title')}
      description={t('description', {
        name: conflict.updated_by?.name ?? t('someone'),
        date: formatDateTime(conflict.updated_at, language),
      })}
      closeLabel={t('close')}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={choices.takeTheirs}>
            {t('take_theirs')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={choices.reapplyMine}>
            {t('reapply')}
          </button>
          <button type="button" className={buttonClass.danger} onClick={choices.overwrite}>
            {t('overwrite')}
          </button>
        </>
      }
    >
      {comparison ? (
        <ComparedValues
          fields={comparison.fields}
          before={conflict.current}
          after={comparison.mine}
          beforeLabel={t('theirs')}
          afterLabel={t('yours')}
          identical={t('identical')}
        />
      ) : (
        <p className="text-slate-800">{t('sections')}</p>
      )}
    </Dialog>
  );
}
