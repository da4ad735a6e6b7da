import { Archive, Mail, MailOpen } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { AdminMessage } from '#contract/schemas/message.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { RecordCard, RecordFacts, RecordScreen, RecordText } from '#app/components/admin/record-screen.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { useAdminDetail } from '#app/lib/admin/use-admin-detail.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { MessageStatusBadge } from './message-status-badge.tsx';
import { messageAdminMessages } from './messages.ts';
import { LeadFollowUp } from './lead-follow-up.tsx';
import { LeadHistory } from './lead-history.tsx';
import { LeadStageBadge } from './lead-stage-badge.tsx';
import { ReplyComposer } from './reply-composer.tsx';
import { LeadQuotes } from './quotes/lead-quotes.tsx';
import { useDeleteMessage, useMarkReadOnOpen, useMessageTransition } from './use-message-actions.ts';

/** One message in full; opening it marks it read. `inboxPath` returns to the list as it was. */
export function MessageReader({ id, inboxPath }: { id: number; inboxPath: string }) {
  const t = useT(messageAdminMessages);
  const navigate = useNavigate();
  const detail = useAdminDetail<AdminMessage>('messages', id);
  const markRead = useMarkReadOnOpen();
  const transition = useMessageTransition();
  const remove = useDeleteMessage(() => void navigate(inboxPath));
  const opened = detail.data;

  // Marked read once per opening; "mark as unread" afterwards must stay unread.
  const markedId = useRef<number | null>(null);
  useEffect(() => {
    if (!opened || markedId.current === opened.id) return;
    markedId.current = opened.id;
    if (opened.status === 'new') markRead.mutate(opened.id);
  }, [opened, markRead]);

  return (
    <RecordScreen
      detail={detail}
      back={{ to: inboxPath, label: t('action.back') }}
      listTitle={t('list.title')}
      texts={{ notFound: t('reader.not_found'), loadError: t('reader.load_error'), loading: t('reader.loading') }}
      title={(message) => message.subject}
    >
      {(message) => (
        <>
          <MessageReaderBody message={message} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={transition.isPending || markRead.isPending}
              onClick={() =>
                transition.mutate({
                  id: message.id,
                  name: message.subject,
                  transition: message.status === 'new' ? 'read' : 'unread',
                })
              }
            >
              {message.status === 'new' ? (
                <MailOpen aria-hidden="true" className="size-4" />
              ) : (
                <Mail aria-hidden="true" className="size-4" />
              )}
              {t(message.status === 'new' ? 'action.mark_read' : 'action.mark_unread')}
            </button>
            {message.status === 'archived' ? null : (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={transition.isPending}
                onClick={() => transition.mutate({ id: message.id, name: message.subject, transition: 'archive' })}
              >
                <Archive aria-hidden="true" className="size-4" />
                {t('action.archive')}
              </button>
            )}
            <DeleteButton
              variant="button"
              itemName={message.subject}
              onConfirm={() => remove.mutate({ id: message.id, name: message.subject })}
            />
          </div>
          {/* Keyed by the saved values: after a save elsewhere (a reply making the lead contacted) the form shows them. */}
          <LeadFollowUp
            key={`${message.stage}-${message.assignee?.id ?? ''}-${message.follow_up_on ?? ''}`}
            lead={message}
          />
          <LeadQuotes lead={message} />
          <ReplyComposer lead={message} />
          <LeadHistory leadId={message.id} />
        </>
      )}
    </RecordScreen>
  );
}

function MessageReaderBody({ message }: { message: AdminMessage }) {
  const t = useT(messageAdminMessages);
  const { language } = useLanguage();
  const visitorLanguage = message.language === 'en' || message.language === 'fr' ? message.language : null;
  const email = message.email ? (
    <a href={`mailto:${message.email}`} className="break-all text-brand-700 hover:underline">
      {message.email}
    </a>
  ) : null;
  const details: [string, ReactNode][] = [
    [t('reader.from'), message.name],
    [t('lead.source'), t(`source.${message.source}`)],
    [t('reader.email'), email],
    [t('reader.phone'), message.phone],
    [t('reader.company'), message.company],
    [t('reader.service_type'), message.service_type],
    [t('reader.contact_method'), message.preferred_contact_method],
    [t('reader.language'), visitorLanguage ? t(`language.${visitorLanguage}`) : message.language],
    [t('reader.received'), formatDateTime(message.created_at, language)],
    [t('reader.read_at'), message.read_at ? formatDateTime(message.read_at, language) : null],
  ];

  return (
    <RecordCard>
      <div className="flex flex-wrap items-center gap-2">
        <MessageStatusBadge status={message.status} />
        <LeadStageBadge stage={message.stage} />
      </div>
      <RecordFacts facts={details} />
      <RecordText id="message-body-title" title={t('reader.message')} text={message.message} />
    </RecordCard>
  );
}
