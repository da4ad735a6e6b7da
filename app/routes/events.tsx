import { cardImageLoading } from '#app/components/ui/responsive-image.tsx';
import { EventCard, splitByDate } from '#app/features/events/event-parts.tsx';
import { eventMessages } from '#app/features/events/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/events';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [events, intro] = await Promise.all([
    context.content.events.all(context.language),
    loadSitePage(context, 'events', request),
  ]);
  // Split when the page is made: a page kept in memory is made again within a minute.
  return { language: context.language, ...splitByDate(events, Date.now()), intro };
}

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(eventMessages, language, 'meta.title'),
    description: translate(eventMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

/** /evenements and /en/events: what comes next, the soonest first, then what has been. */
export default function Events({ loaderData }: Route.ComponentProps) {
  const t = useT(eventMessages);
  const { language, upcoming, past } = loaderData;
  return (
    <>
      <PageSections sections={loaderData.intro.page.sections} data={loaderData.intro.sectionData} />
      <section aria-labelledby="events-upcoming-title" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <h2 id="events-upcoming-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('upcoming.title')}
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-10 rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
              {t('upcoming.empty')}
            </p>
          ) : (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} language={language} loading={cardImageLoading(index)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="events-past-title" className="py-12 sm:py-16">
          <div className="mx-auto max-w-6xl px-5 sm:px-8">
            <h2 id="events-past-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('past.title')}
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {past.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} language={language} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
