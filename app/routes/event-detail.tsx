import { CalendarPlus, ExternalLink, Send, Video } from 'lucide-react';
import { linkPreviewUrl } from '#contract/link-previews.ts';
import { useRouteLoaderData } from 'react-router';
import { JsonLd } from '#app/components/seo/json-ld.tsx';
import type { BreadcrumbHandle } from '#app/components/seo/page-trail.ts';
import { BackLink } from '#app/components/ui/back-link.tsx';
import { contentWidthSizes } from '#app/components/ui/image-sizes.ts';
import { Link } from '#app/components/ui/localized-link.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { ARTICLE_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';
import { EVENTS_PATH, EventFacts, eventJsonLd, eventWhen, isPast } from '#app/features/events/event-parts.tsx';
import { eventMessages } from '#app/features/events/messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { ownItemPaths } from '#app/lib/page-paths.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { organizationId } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/event-detail';
import { notFound } from './page-sections.tsx';
import { pageUrl } from '#contract/page-urls.ts';

/** Longest slug the API accepts: anything longer names no event. */
const MAX_SLUG_LENGTH = 200;

export async function loader({ context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const event = slug.length <= MAX_SLUG_LENGTH ? await context.content.events.item(slug, context.language) : null;
  if (!event) throw await notFound(context);
  const pagePaths = ownItemPaths(EVENTS_PATH, event, slug, context.language);
  return { language: context.language, event, pagePaths, past: isPast(event, Date.now()) };
}

/** Its title in the breadcrumb trail. */
export const handle: BreadcrumbHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => data.event.title,
};

export function meta(args: Route.MetaArgs) {
  const event = args.data?.event;
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!event) return [];
  return seoMeta(args, { ...itemSeo(event), title: event.title, description: event.summary, cover: event.cover_image });
}

/** One event: when and where, its programme, how to register and a file to add it to a calendar. */
export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const t = useT(eventMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { event, language, pagePaths, past } = loaderData;
  const origin = root?.origin ?? '';
  const ownPath = pagePaths[language];
  const jsonLd = eventJsonLd(event, {
    url: pageUrl(origin, ownPath, language),
    image: linkPreviewUrl(origin, { path: ownPath, language }, { title: event.title, cover: event.cover_image }),
    organizer: { id: organizationId(origin), name: root?.settings.company.name ?? '' },
  });
  return (
    <article>
      <JsonLd data={jsonLd} />
      <PageHero badge={t('hero.badge')} title={event.title} subtitle={event.summary}>
        <BackLink to={EVENTS_PATH} label={t('detail.back')} tone="hero" />
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <div className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <EventFacts event={event} language={language} />
          <Link
            to={`${ownPath}/agenda.ics`}
            download
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('detail.calendar')}
          </Link>
        </div>
        {past ? (
          <p
            role="status"
            className="mt-6 rounded-2xl bg-amber-50 p-4 font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {t('detail.past')}
          </p>
        ) : null}
        {event.cover_image ? (
          <ResponsiveImage
            base={event.cover_image}
            kind="cover"
            alt=""
            sizes={contentWidthSizes(704)}
            className="mt-8 aspect-[3/2] h-auto w-full rounded-2xl object-cover shadow-sm"
            loading="priority"
          />
        ) : null}
        <div className={`mt-8 ${ARTICLE_TEXT_CLASS}`} dangerouslySetInnerHTML={{ __html: event.body }} />
        {past ? null : <Registration event={event} language={language} />}
      </div>
    </article>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** How to take part: the contact form with the event written in, or the organiser's page; and the online link. */
function Registration({ event, language }: Pick<LoaderData, 'event' | 'language'>) {
  const t = useT(eventMessages);
  const external = event.registration === 'external' && event.registration_url;
  const message = t('registration.message', { title: event.title, date: eventWhen(event, language) });
  const buttonClass =
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3.5 font-semibold text-white hover:bg-brand-800';
  return (
    <section aria-labelledby="event-registration-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="event-registration-title" className="text-2xl font-bold text-slate-900">
        {t('detail.register_title')}
      </h2>
      <p className="mt-3 text-slate-700">{t(external ? 'detail.register_external' : 'detail.register_contact')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {external ? (
          <a href={event.registration_url ?? ''} rel="noopener" className={buttonClass}>
            <ExternalLink aria-hidden="true" className="size-5" />
            {t('detail.register_button')}
          </a>
        ) : (
          <Link
            to={`/contact?${new URLSearchParams({ message }).toString()}#contact-form-title`}
            className={buttonClass}
          >
            <Send aria-hidden="true" className="size-5" />
            {t('detail.register_button')}
          </Link>
        )}
        {event.online_url ? (
          <a
            href={event.online_url}
            rel="noopener"
            className="inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            <Video aria-hidden="true" className="size-5" />
            {t('detail.join')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
