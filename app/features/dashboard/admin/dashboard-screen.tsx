import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { LEAD_STAGE_LABELS } from '#contract/schemas/message.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { canAccess, useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { formatBytes } from '#app/lib/format-bytes.ts';
import { formatDateTime, formatLongDate } from '#app/lib/format-date.ts';
import { DashboardCounts } from './dashboard-counts.tsx';
import { DashboardWarnings } from './dashboard-warnings.tsx';
import { dashboardAdminMessages } from './messages.ts';
import { useDashboard } from './use-dashboard.ts';
import { WeeklyMessagesChart } from './weekly-messages-chart.tsx';
import { Panel } from '#app/components/admin/panel.tsx';
import { VisitsPanel } from './visits-panel.tsx';

const EXCERPT_LENGTH = 120;
const KIND_BY_NAME = new Map(CONTENT_KINDS.map((kind) => [kind.name, kind]));
const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** /admin: the key counts, the messages chart, the leads' pipeline, the latest messages and the testimonials waiting. */
export function DashboardScreen() {
  const t = useT(dashboardAdminMessages);
  const { language } = useLanguage();
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <AdminPage title={t('title')} description={t('description')}>
      {dashboard.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('load_error')}
        </p>
      ) : null}
      {data ? <DashboardWarnings warnings={data.warnings} /> : null}
      <DashboardCounts counts={data?.counts} />
      {data ? <WeeklyMessagesChart weeks={data.messages_per_week} /> : <Skeleton className="h-72 w-full rounded-xl" />}
      <div className="grid gap-6 lg:grid-cols-2">
        <VisitsPanel />
        <DashboardPanel
          id="leads"
          title={t('leads.title')}
          more={{ to: '/admin/messages', label: t('leads.all') }}
          loading={!data}
          empty={null}
        >
          {data ? (
            <>
              <li className="flex flex-wrap gap-2 py-3">
                {data.leads.per_stage.map(({ stage, count }) => (
                  <Link
                    key={stage}
                    to={`/admin/messages?stage=${stage}`}
                    className="rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-200"
                    aria-label={`${t('leads.stage', { stage: LEAD_STAGE_LABELS[stage][language], count })}. ${t('leads.stage_link', { stage: LEAD_STAGE_LABELS[stage][language] })}`}
                  >
                    {t('leads.stage', { stage: LEAD_STAGE_LABELS[stage][language], count })}
                  </Link>
                ))}
              </li>
              <li className="py-3">
                {data.leads.overdue_count > 0 ? (
                  <Link to="/admin/messages?overdue=true" className="font-semibold text-red-800 hover:underline">
                    {t('leads.overdue', { count: data.leads.overdue_count })}
                  </Link>
                ) : (
                  <p className="text-sm text-slate-700">{t('leads.overdue_none')}</p>
                )}
              </li>
              {data.leads.overdue.map((lead) => (
                <li key={lead.id} className="py-3 text-sm">
                  <Link
                    to={`/admin/messages?message=${lead.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {t('leads.overdue_item', {
                      name: lead.name,
                      date: lead.follow_up_on ? formatLongDate(lead.follow_up_on, language) : '',
                    })}
                  </Link>
                </li>
              ))}
            </>
          ) : null}
        </DashboardPanel>
        <DashboardPanel
          id="recent-messages"
          title={t('recent.title')}
          more={{ to: '/admin/messages', label: t('recent.all') }}
          loading={!data}
          empty={data?.recent_messages.length === 0 ? t('recent.empty') : null}
        >
          {data?.recent_messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/messages?message=${message.id}`}
                  className={`text-brand-700 hover:underline ${message.status === 'new' ? 'font-bold' : 'font-medium'}`}
                  aria-label={t('recent.open', { name: message.name, subject: message.subject })}
                >
                  {message.subject}
                </Link>
                {message.status === 'new' ? <StatusBadge tone="blue">{t('recent.unread')}</StatusBadge> : null}
              </div>
              <p className="text-sm text-slate-600">
                {message.name} · {formatLongDate(message.created_at, language)}
              </p>
            </li>
          ))}
        </DashboardPanel>
        <DashboardPanel
          id="pending-testimonials"
          title={t('pending.title')}
          more={{ to: '/admin/testimonials', label: t('pending.all') }}
          loading={!data}
          empty={data?.pending_testimonials.length === 0 ? t('pending.empty') : null}
        >
          {data?.pending_testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex flex-col gap-1 py-3">
              <Link
                to={`/admin/testimonials/edit/${testimonial.id}`}
                className="font-semibold text-brand-700 hover:underline"
                aria-label={t('pending.open', { name: testimonial.client_name })}
              >
                {testimonial.client_name}
              </Link>
              <p className="text-sm text-slate-700">{excerptOf(testimonial.content.fr)}</p>
            </li>
          ))}
        </DashboardPanel>
        <DashboardPanel
          id="missing-english"
          title={t('english.title')}
          loading={!data}
          empty={data?.missing_english.length === 0 ? t('english.empty') : null}
        >
          {data?.missing_english.map((entry) => {
            const kind = KIND_BY_NAME.get(entry.kind);
            if (!kind) return null;
            return (
              <li key={`${entry.kind}-${entry.id}`} className="flex flex-col gap-1 py-3">
                <Link
                  to={`${kind.adminPath}/edit/${entry.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {entry.name}
                </Link>
                <p className="text-sm text-slate-700">
                  {t('english.missing', {
                    kind: kind.label[language],
                    fields: entry.fields.map((name) => kind.fields[name]?.label[language] ?? name).join(', '),
                  })}
                </p>
              </li>
            );
          })}
        </DashboardPanel>
        <DashboardPanel
          id="job-applications"
          title={t('applications.title')}
          more={{ to: '/admin/job-applications', label: t('applications.all') }}
          loading={!data}
          empty={null}
        >
          {data ? (
            <>
              <li className="py-3 text-sm text-slate-700">
                {t('applications.received', { count: data.job_applications.received_last_30_days })}
              </li>
              {data.job_applications.new_per_open_job.length === 0 ? (
                <li className="py-3 text-sm text-slate-700">{t('applications.no_open_job')}</li>
              ) : null}
              {data.job_applications.new_per_open_job.map((job) => (
                <li key={job.job_post_id} className="flex items-center justify-between gap-3 py-3">
                  <Link
                    to={`/admin/job-applications?job_post_id=${job.job_post_id}`}
                    className="font-medium text-brand-700 hover:underline"
                    aria-label={t('applications.open', { title: job.job_title })}
                  >
                    {job.job_title}
                  </Link>
                  {job.new > 0 ? (
                    <StatusBadge tone="blue">{t('applications.new', { count: job.new })}</StatusBadge>
                  ) : (
                    <span className="text-sm whitespace-nowrap text-slate-700">
                      {t('applications.new', { count: 0 })}
                    </span>
                  )}
                </li>
              ))}
            </>
          ) : null}
        </DashboardPanel>
        <DashboardPanel
          id="whatsapp-leads"
          title={t('whatsapp.title', { days: data?.whatsapp_leads.days ?? 30 })}
          loading={!data}
          empty={data?.whatsapp_leads.total === 0 ? t('whatsapp.empty', { days: data.whatsapp_leads.days }) : null}
        >
          {data && data.whatsapp_leads.total > 0 ? (
            <>
              <li className="py-3 text-sm text-slate-700">
                {t('whatsapp.total', { count: data.whatsapp_leads.total })}
              </li>
              {data.whatsapp_leads.by_service.map((row) => (
                <li key={row.service_id ?? 'pages'} className="flex items-center justify-between gap-3 py-3">
                  <span className="font-medium text-slate-900">{row.name ?? t('whatsapp.other_pages')}</span>
                  <span className="text-sm whitespace-nowrap text-slate-700">
                    {t('whatsapp.count', { count: row.count })}
                  </span>
                </li>
              ))}
            </>
          ) : null}
        </DashboardPanel>
        <DashboardPanel
          id="backups"
          title={t('backup.title')}
          more={canAccess(user.role, 'admin') ? { to: '/admin/backups', label: t('backup.all') } : undefined}
          loading={!data}
          empty={data && !data.last_backup ? t('backup.none') : null}
        >
          {data?.last_backup ? (
            <li className="py-3 text-sm text-slate-700">
              {t('backup.last', {
                date: formatDateTime(data.last_backup.finished_at, language),
                size: formatBytes(data.last_backup.bytes, language),
              })}
            </li>
          ) : null}
        </DashboardPanel>
      </div>
    </AdminPage>
  );
}

function DashboardPanel({
  id,
  title,
  more,
  loading,
  empty,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  loading: boolean;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Panel
      id={`${id}-title`}
      title={title}
      actions={
        more ? (
          <Link
            to={more.to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {more.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null
      }
    >
      {loading ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : empty ? (
        <p className="py-6 text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </Panel>
  );
}
