import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { buttonClass } from './buttons.ts';
import { DeleteButton } from './delete-button.tsx';

/**
 * The last cell of a list row: edit the item, or delete it after confirmation (`redirect`: see
 * DeleteButton); without `onDelete`, the item cannot be deleted (a page of the site).
 */
export function RowActions({
  editTo,
  itemName,
  onDelete,
  redirect,
}: {
  editTo: string;
  itemName: string;
  onDelete?: (redirectTo?: string) => void;
  redirect?: boolean;
}) {
  const t = useT(adminMessages);
  return (
    <div className="flex items-center gap-1">
      <Link to={editTo} className={buttonClass.icon}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">
          {t('action.edit')} {itemName}
        </span>
      </Link>
      {onDelete ? <DeleteButton itemName={itemName} onConfirm={onDelete} redirect={redirect} /> : null}
    </div>
  );
}

/** The "new item" button at the top of a list. */
export function NewItemLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClass.primary}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
