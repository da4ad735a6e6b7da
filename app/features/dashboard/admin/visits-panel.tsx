import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { numberFormat } from '#contract/intl-formats.ts';
import { LANGUAGE_OPTIONS } from '#contract/languages.ts';
import type { Analytics } from '#contract/schemas/analytics.ts';
import { Panel } from '#app/components/admin/panel.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { visitsMessages } from './visits-messages.ts';

const DAYS = 30;

/** The dashboard's visits: a month of page views, counted without cookies (issue 36). */
export function VisitsPanel() {
  const t = useT(visitsMessages);
  const { language } = useLanguage();
  const locale = LANGUAGE_OPTIONS[language].numberFormat;
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const visits = useQuery({
    queryKey: [...adminKeys.resource('analytics'), DAYS],
    queryFn: ({ signal }) => apiRequest<Analytics>('/admin/analytics', { query: { days: DAYS }, signal }),
  });
  const data = visits.data;

  return (
    <Panel id="visits-title" title={t('title', { days: DAYS })} className="lg:col-span-2">
      {visits.isError ? (
        <p role="alert" className="text-red-800">
          {t('load_error')}
        </p>
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : data.total === 0 ? (
        <p className="py-6 text-slate-600">{t('empty')}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <p className="text-2xl font-bold text-slate-900">{t('total', { total: data.total })}</p>
            <p className="text-sm text-slate-700">
              {t('shares', {
                english: percent.format(data.english_share),
                phone: percent.format(data.phone_share),
                light: percent.format(data.light_share),
              })}
            </p>
          </div>
          <DailyViews days={data.days} />
          <div className="grid gap-5 md:grid-cols-2">
            <Figures title={t('pages.title')}>
              {data.pages.map((page) => (
                <Figure key={page.path} name={page.path} value={t('views', { count: page.views })} />
              ))}
            </Figures>
            <Figures title={t('referrers.title')} empty={t('referrers.none')}>
              {data.referrers.map((referrer) => (
                <Figure key={referrer.domain} name={referrer.domain} value={t('views', { count: referrer.views })} />
              ))}
            </Figures>
            <Figures title={t('whatsapp.title')}>
              {data.whatsapp.map((page) => (
                <Figure
                  key={page.path}
                  name={page.path}
                  value={t('whatsapp.row', {
                    views: page.views,
                    taps: page.taps,
                    rate: percent.format(page.views > 0 ? page.taps / page.views : 0),
                  })}
                />
              ))}
            </Figures>
            <Figures title={t('not_found.title')}>
              {data.not_found.map((page) => (
                <Figure key={page.path} name={page.path} value={t('views', { count: page.views })} />
              ))}
            </Figures>
            <Figures title={t('searches.title')}>
              {data.searches.map((search) => {
                const words = search.words === '' ? t('searches.hidden') : search.words;
                return (
                  <Figure
                    key={`${search.language}:${search.words}`}
                    name={search.language === 'en' ? t('searches.in_english', { words }) : words}
                    value={t(search.found === false ? 'searches.row_nothing' : 'searches.row', {
                      count: search.searches,
                    })}
                  />
                );
              })}
            </Figures>
          </div>
          <p className="text-xs text-slate-600">{t('counted')}</p>
        </div>
      )}
    </Panel>
  );
}

/** A bar per day, the figures told to screen readers in one sentence. */
function DailyViews({ days }: { days: Analytics['days'] }) {
  const t = useT(visitsMessages);
  const max = Math.max(1, ...days.map((day) => day.views));
  const total = days.reduce((sum, day) => sum + day.views, 0);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">{t('chart.title')}</figcaption>
      <div
        role="img"
        aria-label={t('chart.summary', { total, days: days.length, max })}
        className="flex h-24 items-end gap-0.5 border-b border-slate-300"
      >
        {days.map((day) => (
          <div
            key={day.date}
            className="grow rounded-t-sm bg-brand-600"
            style={{ height: `${(day.views / max) * 100}%`, minHeight: day.views > 0 ? 2 : 0 }}
          />
        ))}
      </div>
    </figure>
  );
}

function Figures({ title, empty, children }: { title: string; empty?: string; children: ReactNode[] }) {
  if (children.length === 0 && !empty) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </div>
  );
}

function Figure({ name, value }: { name: string; value: string }) {
  return (
    // One line when both fit; on a phone the figure goes under a long address rather than squeezing it.
    <li className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
      <span className="min-w-0 font-medium break-all text-slate-900">{name}</span>
      <span className="text-slate-700 sm:shrink-0">{value}</span>
    </li>
  );
}
