import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { LANGUAGE_OPTIONS } from '#contract/languages.ts';
import { dashboardAdminMessages } from './messages.ts';
import { dateTimeFormat } from '#contract/intl-formats.ts';
import { Panel } from '#app/components/admin/panel.tsx';
import { PlainTable } from '#app/components/admin/plain-table.tsx';

/*
 * The chart's width follows its box while its height and its text keep their size: positions across
 * are percentages of the width (no viewBox, which would shrink the labels to a few pixels on a phone).
 */
const HEIGHT = 240;
const PLOT_TOP = 24;
const PLOT_BOTTOM = 192;
const SLOT_PERCENT = 100 / 8;
const BAR_PERCENT = SLOT_PERCENT * 0.6;
const percent = (value: number) => `${value}%`;

/**
 * Messages per week as an SVG bar chart (no chart library): the image has a title and a
 * summary for screen readers, and the exact figures are in a table below it.
 */
export function WeeklyMessagesChart({ weeks }: { weeks: { week: string; count: number }[] }) {
  const t = useT(dashboardAdminMessages);
  const { language } = useLanguage();
  const locale = LANGUAGE_OPTIONS[language].numberFormat;
  const day = dateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const month = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const busiest = weeks.reduce(
    (best, week) => (week.count > best.count ? week : best),
    weeks[0] ?? { week: '', count: 0 },
  );
  const summary = t('chart.summary', {
    total,
    max:
      busiest.count > 0
        ? `${t('chart.week_of', { date: long.format(new Date(busiest.week)) })} (${busiest.count})`
        : '—',
  });

  return (
    <Panel id="weekly-chart-title" title={t('chart.title')}>
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-labelledby="weekly-chart-svg-title weekly-chart-svg-desc"
        className="block"
        data-testid="weekly-messages-chart"
      >
        <title id="weekly-chart-svg-title">{t('chart.title')}</title>
        <desc id="weekly-chart-svg-desc">{summary}</desc>
        <line x1="0" x2="100%" y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className="stroke-slate-300" strokeWidth={1} />
        {weeks.map((week, index) => {
          const height = ((PLOT_BOTTOM - PLOT_TOP) * week.count) / max;
          const x = index * SLOT_PERCENT + (SLOT_PERCENT - BAR_PERCENT) / 2;
          const centre = percent(index * SLOT_PERCENT + SLOT_PERCENT / 2);
          const date = new Date(week.week);
          return (
            <g key={week.week} data-week={week.week} data-count={week.count}>
              <rect
                x={percent(x)}
                y={PLOT_BOTTOM - height}
                width={percent(BAR_PERCENT)}
                height={height}
                rx={4}
                className="fill-brand-600"
              />
              <text
                x={centre}
                y={PLOT_BOTTOM - height - 6}
                textAnchor="middle"
                className="fill-slate-900 text-[14px] font-semibold"
              >
                {week.count}
              </text>
              {/* Day above month: two short lines fit an eighth of a phone's width. */}
              <text textAnchor="middle" className="fill-slate-700 text-[13px]">
                <tspan x={centre} y={PLOT_BOTTOM + 18}>
                  {day.format(date)}
                </tspan>
                <tspan x={centre} y={PLOT_BOTTOM + 35}>
                  {month.format(date)}
                </tspan>
              </text>
            </g>
          );
        })}
      </svg>
      <p className="text-sm text-slate-700">{summary}</p>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('chart.show_table')}</summary>
        <PlainTable
          caption={t('chart.table_caption')}
          className="mt-3 w-full max-w-sm"
          columns={[{ header: t('chart.column_week') }, { header: t('chart.column_count'), numeric: true }]}
        >
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row" className="py-1 pr-4 font-normal">
                {long.format(new Date(week.week))}
              </th>
              <td className="py-1 text-right tabular-nums">{week.count}</td>
            </tr>
          ))}
        </PlainTable>
      </details>
    </Panel>
  );
}
