import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { COMPANY_TIME_ZONE } from '#contract/constants.ts';
import type { PageSchedule } from '#contract/schemas/page-schedule.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import type { ItemFormTools } from '#app/components/admin/content-form-screen.tsx';
import { ScheduledBadge } from '#app/components/admin/scheduled-badge.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { FormSection } from '#app/components/admin/form-section.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { fromCompanyInputValue } from '#app/lib/admin/company-time.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { pageAdminMessages } from './messages.ts';
import { pagesKind } from '#contract/content-kinds/all-kinds.ts';

const resource = pagesKind.name;
const scheduleKey = (id: number) => [...adminKeys.detail(resource, id), 'schedule'];

/** Marks, in the pages list, a page with a change waiting: when it goes online. */
export function PageScheduleBadge({ id }: { id: number }) {
  const waiting = useQuery({
    queryKey: [...adminKeys.resource(resource), 'schedules'],
    queryFn: ({ signal }) =>
      apiRequest<{ page_id: number; publish_at: string }[]>(`/admin/${resource}/schedules`, { signal }),
  });
  const mine = waiting.data?.find((change) => change.page_id === id);
  return mine ? <ScheduledBadge at={mine.publish_at} /> : null;
}

/**
 * A page's change for a later minute (ADR 0071): the form's values, unsaved, go online at the
 * minute chosen (Conakry time) while the page stays as it is; the change waiting is shown with who
 * scheduled it, its preview and a way to withdraw it.
 */
export function PageSchedulePanel({ tools }: { tools: ItemFormTools<{ id: number }> }) {
  const t = useT(pageAdminMessages);
  const { language } = useLanguage();
  const { id } = tools.item;
  const inputId = useId();
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const waiting = useQuery({
    queryKey: scheduleKey(id),
    queryFn: ({ signal }) => apiRequest<PageSchedule | null>(`/admin/${resource}/${id}/schedule`, { signal }),
  });
  const schedule = useAdminMutation<{ publishAt: string; input: unknown; ifMatch: number | undefined }, PageSchedule>({
    mutationFn: ({ publishAt, input, ifMatch }) =>
      apiRequest<PageSchedule>(`/admin/${resource}/${id}/schedule`, {
        method: 'PUT',
        body: { ...(input as Record<string, unknown>), publish_at: publishAt },
        ifMatch,
      }),
    resources: [resource],
    successTitle: (scheduled) =>
      t('schedule.done', { date: formatDateTime(scheduled.publish_at, language, COMPANY_TIME_ZONE) }),
    onSuccess: () => {
      setWhen('');
      // The changes wait in the schedule: the form shows the page as it is online again.
      tools.discardChanges();
    },
    onFieldErrors: (errors) => {
      const { publish_at: publishAt, ...fields } = errors;
      setError(publishAt?.[0]);
      tools.showFieldErrors(fields);
    },
  });
  const cancel = useAdminMutation<void, { id: number }>({
    mutationFn: () => apiRequest(`/admin/${resource}/${id}/schedule`, { method: 'DELETE' }),
    resources: [resource],
    successTitle: t('schedule.cancelled'),
  });

  const submit = async () => {
    const publishAt = fromCompanyInputValue(when);
    if (!publishAt || new Date(publishAt).getTime() <= Date.now()) {
      setError(t('schedule.future'));
      return;
    }
    setError(undefined);
    if (!(await tools.validate())) return;
    schedule.mutate({ publishAt, input: tools.currentInput(), ifMatch: tools.baseVersion });
  };

  const pending = waiting.data;
  return (
    <FormSection title={t('schedule.title')}>
      {pending ? (
        <div className="flex flex-col gap-3 rounded-lg bg-blue-50 p-4 text-blue-950 ring-1 ring-blue-200">
          <p role="status" className="flex gap-2">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
            <span>
              {t(pending.author ? 'schedule.waiting_by' : 'schedule.waiting', {
                date: formatDateTime(pending.publish_at, language, COMPANY_TIME_ZONE),
                name: pending.author?.name ?? '',
                fields: pending.changed_fields
                  .map((name) => pagesKind.fields[name as keyof typeof pagesKind.fields]?.label[language] ?? name)
                  .join(', '),
              })}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() =>
                tools.openPreview({ ...(tools.currentInput() as Record<string, unknown>), ...pending.changes })
              }
            >
              {t('schedule.preview')}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('schedule.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <p className="text-sm text-slate-700">{t(pending ? 'schedule.replace_hint' : 'schedule.hint')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id={inputId} label={t('schedule.when')} error={error}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={`${inputClass} md:max-w-xs`}
              value={when}
              onChange={(event) => setWhen(event.target.value)}
            />
          )}
        </FormField>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={schedule.isPending}
          onClick={() => void submit()}
        >
          {t('schedule.submit')}
        </button>
      </div>
    </FormSection>
  );
}
