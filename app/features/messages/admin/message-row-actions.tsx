import { Archive, Mail, MailOpen } from 'lucide-react';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { messageAdminMessages } from './messages.ts';
import { useDeleteMessage, useMessageTransition } from './use-message-actions.ts';

/** Mark read or unread, archive and delete, as icon buttons in an inbox row. */
export function MessageRowActions({ message }: { message: AdminMessage }) {
  const t = useT(messageAdminMessages);
  const transition = useMessageTransition();
  const remove = useDeleteMessage();
  const unread = message.status === 'new';
  const named = (action: string) => t('action.named', { action, name: message.name });

  return (
    <div className="relative flex items-center gap-1">
      <button
        type="button"
        className={buttonClass.icon}
        disabled={transition.isPending}
        onClick={() =>
          transition.mutate({ id: message.id, name: message.name, transition: unread ? 'read' : 'unread' })
        }
      >
        {unread ? <MailOpen aria-hidden="true" className="size-4" /> : <Mail aria-hidden="true" className="size-4" />}
        <span className="sr-only">{named(t(unread ? 'action.mark_read' : 'action.mark_unread'))}</span>
      </button>
      {message.status === 'archived' ? null : (
        <button
          type="button"
          className={buttonClass.icon}
          disabled={transition.isPending}
          onClick={() => transition.mutate({ id: message.id, name: message.name, transition: 'archive' })}
        >
          <Archive aria-hidden="true" className="size-4" />
          <span className="sr-only">{named(t('action.archive'))}</span>
        </button>
      )}
      <DeleteButton itemName={message.name} onConfirm={() => remove.mutate({ id: message.id, name: message.name })} />
    </div>
  );
}
