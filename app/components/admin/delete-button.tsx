import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { redirectTargetSchema } from '#contract/schemas/redirect.ts';
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { buttonClass, inputClass } from './buttons.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormField } from './form-field.tsx';

/**
 * A delete action that asks for confirmation first, naming what is deleted. With `redirect`, the item
 * has pages of its own: the dialog offers to send their addresses on to another (ADR 0059), given to
 * `onConfirm`; left empty, they answer 404.
 */
export function DeleteButton({
  itemName,
  onConfirm,
  disabled,
  variant = 'icon',
  description,
  redirect = false,
}: {
  itemName: string;
  /** What deleting it means, when more than that it cannot be undone. */
  description?: string;
  onConfirm: (redirectTo?: string) => void;
  disabled?: boolean;
  variant?: 'icon' | 'button';
  redirect?: boolean;
}) {
  const t = useT(adminMessages);
  const { language } = useLanguage();
  const id = useId();
  const [target, setTarget] = useState('');
  const written = target.trim();
  const checked = written ? redirectTargetSchema.safeParse(written) : null;
  const error = checked && !checked.success ? VALIDATION_MESSAGES.redirect_path_invalid[language] : null;
  return (
    <ConfirmDialog
      trigger={
        variant === 'icon' ? (
          <button type="button" className={buttonClass.iconDanger} disabled={disabled}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {t('action.delete')} {itemName}
            </span>
          </button>
        ) : (
          <button type="button" className={buttonClass.danger} disabled={disabled}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('action.delete')}
          </button>
        )
      }
      title={t('confirm.delete_title', { name: itemName })}
      description={description ?? t('confirm.delete_description')}
      confirmLabel={t('action.delete')}
      cancelLabel={t('action.cancel')}
      onConfirm={() => onConfirm(checked?.success ? checked.data : undefined)}
      confirmDisabled={error !== null}
    >
      {redirect ? (
        <div className="mt-4">
          <FormField
            id={`${id}-redirect`}
            label={t('confirm.redirect_label')}
            hint={t('confirm.redirect_hint')}
            error={error ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                value={target}
                onChange={(event) => setTarget(event.currentTarget.value)}
                placeholder="/blog"
                className={inputClass}
              />
            )}
          </FormField>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
