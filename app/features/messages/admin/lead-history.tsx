import { NotebookPen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadEvent, type LeadStage } from '#contract/schemas/message.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatDateTime, formatLongDate } from '#app/lib/format-date.ts';
import { messageAdminMessages } from './messages.ts';
import { useAddNote, useLeadHistory } from './use-lead-actions.ts';
import { Panel } from '#app/components/admin/panel.tsx';

const isStage = (value: unknown): value is LeadStage => LEAD_STAGES.includes(value as LeadStage);

/** Internal notes, then everything done to the lead, newest first, each with its author and date. */
export function LeadHistory({ leadId }: { leadId: number }) {
  const t = useT(messageAdminMessages);
  const { language } = useLanguage();
  const history = useLeadHistory(leadId);
  const [note, setNote] = useState('');
  const addNote = useAddNote(leadId, () => setNote(''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) addNote.mutate(note);
  };

  return (
    <Panel id="lead-history-title" title={t('notes.title')}>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <FormField id="lead-note" label={t('notes.label')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={5000}
              className={inputClass}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className={buttonClass.secondary} disabled={addNote.isPending || !note.trim()}>
            <NotebookPen aria-hidden="true" className="size-4" />
            {t('notes.add')}
          </button>
        </div>
      </form>
      {history.isPending ? (
        <p className="text-sm text-slate-700">{t('history.loading')}</p>
      ) : history.data?.length ? (
        <ol className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          {history.data.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">{describe(event)}</p>
              <p className="text-xs text-slate-700">
                <time dateTime={event.created_at}>{formatDateTime(event.created_at, language)}</time>
              </p>
              {event.body ? <p className="whitespace-pre-wrap text-slate-900">{event.body}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">{t('history.empty')}</p>
      )}
    </Panel>
  );

  function describe(event: LeadEvent): string {
    const author = event.author ?? t('history.someone');
    const from = event.details?.from ?? null;
    const to = event.details?.to ?? null;
    switch (event.kind) {
      case 'stage':
        return t('history.stage', {
          author,
          from: isStage(from) ? LEAD_STAGE_LABELS[from][language] : String(from),
          to: isStage(to) ? LEAD_STAGE_LABELS[to][language] : String(to),
        });
      case 'assignee':
        return to === null ? t('history.unassigned', { author }) : t('history.assignee', { author, to: String(to) });
      case 'follow_up':
        return to === null
          ? t('history.follow_up_cleared', { author })
          : t('history.follow_up', { author, to: formatLongDate(String(to), language) });
      case 'reply':
        return t('history.reply', { author, subject: String(event.details?.subject ?? '') });
      case 'quote': {
        const version = Number(event.details?.version ?? 1);
        const quote = `${String(event.details?.number ?? '')}${version > 1 ? ` v${version}` : ''}`;
        return t(event.details?.decision === 'accepted' ? 'history.quote_accepted' : 'history.quote_refused', {
          author,
          quote,
        });
      }
      default:
        return t(`history.${event.kind}`, { author });
    }
  }
}
