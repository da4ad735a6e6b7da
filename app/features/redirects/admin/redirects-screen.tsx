import { useQuery } from '@tanstack/react-query';
import { CornerDownRight, Pencil, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Analytics } from '#contract/schemas/analytics.ts';
import type { Redirect, RedirectInput } from '#contract/schemas/redirect.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import type { Column } from '#app/components/admin/data-table.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { FormField } from '#app/components/admin/form-field.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { redirectsAdminMessages } from './messages.ts';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

const PER_PAGE = 50;
const RESOURCES = ['redirects', 'audit-log'];

interface FormValues {
  from: string;
  to: string;
  status: '301' | '302';
}
const EMPTY: FormValues = { from: '', to: '', status: '301' };

/**
 * /admin/redirects (issue 33, ADR 0059): the site's redirects with their visits, one added or changed
 * in the form above them, and the addresses visitors asked for in vain, each a redirect away.
 */
export function RedirectsScreen() {
  const t = useT(redirectsAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const records = useRecordList<Redirect>('redirects', { perPage: PER_PAGE, staleTime: 0 });
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const save = useAdminMutation<{ input: RedirectInput; editing: Redirect | null }, Redirect>({
    mutationFn: ({ input, editing: current }) =>
      current
        ? apiRequest<Redirect>(`/admin/redirects/${current.id}`, {
            method: 'PUT',
            body: input,
            ifMatch: current.version,
          })
        : apiRequest<Redirect>('/admin/redirects', { method: 'POST', body: input }),
    resources: RESOURCES,
    successTitle: t('saved'),
    onSuccess: () => {
      setEditing(null);
      setValues(EMPTY);
    },
    onFieldErrors: setErrors,
  });
  const remove = useAdminMutation<Redirect, Redirect>({
    mutationFn: (redirect) => apiRequest<Redirect>(`/admin/redirects/${redirect.id}`, { method: 'DELETE' }),
    resources: RESOURCES,
    successTitle: t('deleted'),
  });

  const startEditing = (redirect: Redirect | null, start: Partial<FormValues> = {}) => {
    setErrors({});
    setEditing(redirect);
    setValues(
      redirect
        ? { from: redirect.from, to: redirect.to, status: String(redirect.status) as '301' | '302' }
        : { ...EMPTY, ...start },
    );
    document.getElementById('redirect-from')?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate({ input: { from: values.from, to: values.to, status: Number(values.status) as 301 | 302 }, editing });
  };

  const hits = (redirect: Redirect) => (
    <span className="flex flex-col text-sm">
      <span>{t('hits', { count: redirect.hits })}</span>
      {redirect.last_hit_at ? (
        <span className="text-xs text-slate-600">
          {t('last_hit', { date: formatDateTime(redirect.last_hit_at, language) })}
        </span>
      ) : null}
    </span>
  );
  const kind = (redirect: Redirect) => (
    <span className="flex flex-wrap gap-1">
      <StatusBadge tone={redirect.status === 301 ? 'blue' : 'amber'}>{t(`status.${redirect.status}`)}</StatusBadge>
      <StatusBadge tone="slate">{t(`source.${redirect.source}`)}</StatusBadge>
    </span>
  );
  const actions = (redirect: Redirect) => (
    <div className="flex gap-1">
      <button
        type="button"
        className={buttonClass.icon}
        aria-label={t('action.edit', { from: redirect.from })}
        onClick={() => startEditing(redirect)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <DeleteButton itemName={redirect.from} onConfirm={() => remove.mutate(redirect)} />
    </div>
  );
  const address = (path: string) => <span className="break-all">{path}</span>;

  const columns: Column<Redirect>[] = [
    { key: 'from', header: t('column.from'), cell: (redirect) => address(redirect.from) },
    { key: 'to', header: t('column.to'), cell: (redirect) => address(redirect.to) },
    { key: 'status', header: t('column.status'), cell: kind },
    { key: 'hits', header: t('column.hits'), cell: hits },
    { key: 'actions', header: tAdmin('list.actions'), cell: actions },
  ];
  // A phone gets each redirect in one column (RecordList shows it below the `md` width).
  const phoneColumns: Column<Redirect>[] = [
    {
      key: 'redirect',
      header: t('column.from'),
      cell: (redirect) => (
        <div className="flex flex-col gap-2">
          <span className="font-semibold break-all text-slate-900">{redirect.from}</span>
          <span className="flex items-start gap-1 break-all text-slate-700">
            <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {redirect.to}
          </span>
          {kind(redirect)}
          {hits(redirect)}
          {actions(redirect)}
        </div>
      ),
    },
  ];

  return (
    <AdminPage title={t('title')} description={t('description')}>
      <Panel id="redirect-form-title" title={editing ? t('form.edit', { from: editing.from }) : t('form.new')}>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[2fr_2fr_minmax(12rem,1fr)]">
          <FormField
            id="redirect-from"
            label={t('form.from')}
            hint={t('form.from_hint')}
            required
            error={errors.from?.[0]}
          >
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={500}
                value={values.from}
                onChange={(event) => setValues((current) => ({ ...current, from: event.target.value }))}
              />
            )}
          </FormField>
          <FormField id="redirect-to" label={t('form.to')} hint={t('form.to_hint')} required error={errors.to?.[0]}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={500}
                value={values.to}
                onChange={(event) => setValues((current) => ({ ...current, to: event.target.value }))}
              />
            )}
          </FormField>
          <FormField id="redirect-status" label={t('form.status')} error={errors.status?.[0]}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={values.status}
                onChange={(event) =>
                  setValues((current) => ({ ...current, status: event.target.value as '301' | '302' }))
                }
              >
                <option value="301">{t('status.301')}</option>
                <option value="302">{t('status.302')}</option>
              </select>
            )}
          </FormField>
          <div className="flex flex-wrap gap-2 md:col-span-3">
            <BusyButton busy={save.isPending} icon={Save}>
              {t('form.save')}
            </BusyButton>
            {editing ? (
              <button type="button" className={buttonClass.secondary} onClick={() => startEditing(null)}>
                {t('form.cancel')}
              </button>
            ) : null}
          </div>
        </form>
      </Panel>
      <MissingAddresses onRedirect={(path) => startEditing(null, { from: path })} />
      <RecordList
        records={records}
        searchLabel={t('search')}
        caption={t('caption')}
        columns={columns}
        phoneColumns={phoneColumns}
        emptyMessage={t('empty')}
      />
    </AdminPage>
  );
}

/** The visit statistics' most asked addresses that named no page: each one can become a redirect. */
function MissingAddresses({ onRedirect }: { onRedirect: (path: string) => void }) {
  const t = useT(redirectsAdminMessages);
  const analytics = useQuery({
    queryKey: [...adminKeys.resource('analytics'), 30],
    queryFn: ({ signal }) => apiRequest<Analytics>('/admin/analytics', { query: { days: 30 }, signal }),
  });
  const missing = analytics.data?.not_found.slice(0, 10) ?? [];
  return (
    <Panel id="redirect-not-found-title" title={t('not_found.title')}>
      {missing.length === 0 ? (
        <p className="text-sm text-slate-700">{t('not_found.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {missing.map((entry) => (
            <li key={entry.path} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all text-slate-900">{entry.path}</span>
              <span className="flex items-center gap-3 text-sm text-slate-700">
                {t('not_found.views', { count: entry.views })}
                <button
                  type="button"
                  className={buttonClass.secondary}
                  aria-label={t('not_found.redirect', { path: entry.path })}
                  onClick={() => onRedirect(entry.path)}
                >
                  <CornerDownRight aria-hidden="true" className="size-4" />
                  {t('not_found.redirect_short')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
