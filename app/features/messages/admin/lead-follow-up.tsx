import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AdminMessage, LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from '#contract/schemas/message.ts';
import { inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { formatLongDate } from '#app/lib/format-date.ts';
import { messageAdminMessages } from './messages.ts';
import { useAssignees, useUpdateLead } from './use-lead-actions.ts';
import { Panel } from '#app/components/admin/panel.tsx';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

/** The lead's stage, assignee and follow-up date: changed together, each change kept in its history. */
export function LeadFollowUp({ lead }: { lead: AdminMessage }) {
  const t = useT(messageAdminMessages);
  const { language } = useLanguage();
  const assignees = useAssignees();
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const [assignee, setAssignee] = useState(lead.assignee ? String(lead.assignee.id) : '');
  const [followUp, setFollowUp] = useState(lead.follow_up_on ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const update = useUpdateLead(lead.id, setErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate({
      stage,
      assignee_id: assignee ? Number(assignee) : null,
      follow_up_on: followUp || null,
    });
  };

  return (
    <Panel id="lead-follow-up-title" title={t('follow.title')}>
      {lead.overdue && lead.follow_up_on ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {t('follow.overdue', { date: formatLongDate(lead.follow_up_on, language) })}
        </p>
      ) : null}
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
        <FormField id="lead-stage" label={t('follow.stage')} error={errors.stage?.[0]}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={stage}
              onChange={(event) => setStage(event.target.value as LeadStage)}
            >
              {LEAD_STAGES.map((value) => (
                <option key={value} value={value}>
                  {LEAD_STAGE_LABELS[value][language]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="lead-assignee" label={t('follow.assignee')} error={errors.assignee_id?.[0]}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={assignee}
              onChange={(event) => setAssignee(event.target.value)}
            >
              <option value="">{t('follow.assignee_none')}</option>
              {/* The current assignee stays listed while the staff list loads or after their account was closed. */}
              {lead.assignee && !assignees.data?.some((member) => member.id === lead.assignee?.id) ? (
                <option value={String(lead.assignee.id)}>{lead.assignee.name}</option>
              ) : null}
              {assignees.data?.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="lead-follow-up-date" label={t('follow.date')} error={errors.follow_up_on?.[0]}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={inputClass}
              value={followUp}
              onChange={(event) => setFollowUp(event.target.value)}
            />
          )}
        </FormField>
        <div className="sm:col-span-3">
          <BusyButton busy={update.isPending} icon={Save}>
            {t('follow.save')}
          </BusyButton>
        </div>
      </form>
    </Panel>
  );
}
