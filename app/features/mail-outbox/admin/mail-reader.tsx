import { RefreshCw, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminOutboxMailDetail as OutboxMail } from '#contract/schemas/mail-outbox.ts';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { RecordCard, RecordFacts, RecordScreen } from '#app/components/admin/record-screen.tsx';
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { MailFrame } from '#app/components/admin/mail-frame.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useAdminDetail } from '#app/lib/admin/use-admin-detail.ts';
import { formatBytes } from '#app/lib/format-bytes.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { MAIL_STATUS_TONES, useMailKindName } from './mail-display.ts';
import { mailOutboxAdminMessages } from './messages.ts';
import { useDeleteMail, useResendMail } from './use-mail-actions.ts';
import { useRetryMail } from './use-retry-mail.ts';

/** One mail of the outbox in full: where it goes, how its sending went, and what it says. `listPath` returns to the list as it was. */
export function MailReader({ id, listPath }: { id: number; listPath: string }) {
  const t = useT(mailOutboxAdminMessages);
  const tAdmin = useT(adminMessages);
  const navigate = useNavigate();
  const detail = useAdminDetail<OutboxMail>('mail-outbox', id);
  const retry = useRetryMail();
  const resend = useResendMail(() => void navigate(listPath));
  const remove = useDeleteMail(() => void navigate(listPath));
  const busy = retry.isPending || resend.isPending || remove.isPending;
  return (
    <RecordScreen
      detail={detail}
      back={{ to: listPath, label: t('reader.back') }}
      listTitle={t('title')}
      texts={{ notFound: t('reader.not_found'), loadError: t('reader.load_error'), loading: t('reader.loading') }}
      title={(mail) => mail.subject}
    >
      {(mail) => (
        <>
          <MailReaderBody mail={mail} />
          <div className="flex flex-wrap gap-2">
            {mail.status === 'sent' ? (
              <ConfirmDialog
                trigger={
                  <button type="button" className={buttonClass.primary} disabled={busy}>
                    <Send aria-hidden="true" className="size-4" />
                    {t('resend')}
                  </button>
                }
                title={t('resend.confirm_title', { subject: mail.subject })}
                description={t('resend.confirm_description', { address: mail.to })}
                confirmLabel={t('resend')}
                cancelLabel={tAdmin('action.cancel')}
                destructive={false}
                onConfirm={() => resend.mutate(mail)}
              />
            ) : (
              <button
                type="button"
                className={buttonClass.primary}
                disabled={busy}
                onClick={() => retry.mutate(mail.id)}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('retry')}
              </button>
            )}
            <DeleteButton
              variant="button"
              itemName={mail.subject}
              disabled={busy}
              description={t(mail.status === 'sent' ? 'delete.confirm_sent' : 'delete.confirm_unsent')}
              onConfirm={() => remove.mutate(mail)}
            />
          </div>
        </>
      )}
    </RecordScreen>
  );
}

function MailReaderBody({ mail }: { mail: OutboxMail }) {
  const t = useT(mailOutboxAdminMessages);
  const { language } = useLanguage();
  const kindName = useMailKindName();
  const [view, setView] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  const details: [string, ReactNode][] = [
    [t('reader.to'), <span className="break-all">{mail.to}</span>],
    [t('reader.reply_to'), mail.reply_to ? <span className="break-all">{mail.reply_to}</span> : null],
    [t('reader.kind'), kindName(mail.kind)],
    [
      t('reader.attachments'),
      mail.attachments.length > 0 ? (
        <ul>
          {mail.attachments.map((file) => (
            <li key={file.filename} className="break-all">
              {t('reader.attachment', { name: file.filename, size: formatBytes(file.bytes, language) })}
            </li>
          ))}
        </ul>
      ) : null,
    ],
    [t('reader.created'), formatDateTime(mail.created_at, language)],
    mail.sent_at
      ? [t('reader.sent'), formatDateTime(mail.sent_at, language)]
      : [t('reader.next_attempt'), formatDateTime(mail.next_attempt_at, language)],
    [t('column.attempts'), String(mail.attempts)],
    [
      t('column.last_error'),
      mail.last_error ? <span className="break-words text-red-800">{mail.last_error}</span> : null,
    ],
  ];

  return (
    <RecordCard>
      <div>
        <StatusBadge tone={MAIL_STATUS_TONES[mail.status]}>{t(`status.${mail.status}`)}</StatusBadge>
      </div>
      <RecordFacts facts={details} />
      <section aria-labelledby="mail-content-title" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="mail-content-title" className="text-lg font-semibold text-slate-900">
            {t('reader.content')}
          </h2>
          {mail.html ? (
            <div role="group" aria-label={t('reader.view')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
              {(['html', 'text'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={`rounded-md px-3 py-1 text-sm font-semibold ${
                    view === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-950'
                  }`}
                >
                  {t(option === 'html' ? 'reader.view_html' : 'reader.view_text')}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        {mail.html && view === 'html' ? (
          <>
            <MailFrame
              title={t('reader.html_frame', { subject: mail.subject })}
              html={mail.html}
              className="h-[28rem]"
            />
            <p className="text-xs text-slate-600">{t('reader.html_note')}</p>
          </>
        ) : (
          <pre className="font-sans break-words whitespace-pre-wrap text-slate-900">{mail.text}</pre>
        )}
      </section>
    </RecordCard>
  );
}
