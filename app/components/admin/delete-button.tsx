import { Trash2 } from 'lucide-react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { buttonClass } from './buttons.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A delete action that asks for confirmation first, naming what is deleted. */
export function DeleteButton({
  itemName,
  onConfirm,
  disabled,
  variant = 'icon',
  description,
}: {
  itemName: string;
  /** What deleting it means, when more than that it cannot be undone. */
  description?: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: 'icon' | 'button';
}) {
  const t = useT(adminMessages);
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
      onConfirm={onConfirm}
    />
  );
}
