import { OtherServices } from '#app/features/services/components/other-services.tsx';
import { ServiceCallToAction } from '#app/features/services/components/service-call-to-action.tsx';
import { FaqDisclosures } from '#app/components/ui/faq-disclosures.tsx';
import { servicesMessages } from '#app/features/services/messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { ServiceHero } from '#app/features/services/components/service-hero.tsx';
import TransferCalculator from '#app/features/services/components/transfer-calculator.island.tsx';
import { transferQueryOf } from '#app/features/services/transfer-query.ts';
import { MONEY_TRANSFER_SERVICE_SLUG } from '#contract/money-transfer/corridors.ts';
import { STUDY_ABROAD_SERVICE_SLUG } from '#contract/study-abroad.ts';
import StudyChecklist from '#app/features/services/components/study-checklist.island.tsx';
import { ServiceOverview } from '#app/features/services/components/service-overview.tsx';
import { ServiceProcess } from '#app/features/services/components/service-process.tsx';
import { ServiceTestimonials } from '#app/features/services/components/service-testimonials.tsx';
import { ServiceStructuredData } from '#app/features/services/components/service-structured-data.tsx';
import type { BreadcrumbHandle } from '#app/components/seo/page-trail.ts';
import { type WhatsAppServiceHandle, useWhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { ownItemPaths } from '#app/lib/page-paths.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/service-detail';
import { requestQuery } from '#app/lib/search-params.ts';
import { notFound } from './page-sections.tsx';
import { pageUrl } from '#contract/page-urls.ts';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { content, language } = context;
  const service = await content.services.item(params.slug, language);
  if (!service) throw await notFound(context);
  const pagePaths = ownItemPaths('/services', service, params.slug, language);
  const [testimonials, activeServices, corridors, destinations] = await Promise.all([
    content.testimonialsByService(service.id, language),
    content.services.all(language),
    service.slug === MONEY_TRANSFER_SERVICE_SLUG ? content.transferCorridors(language) : [],
    service.slug === STUDY_ABROAD_SERVICE_SLUG ? content.studyDestinations(language) : [],
  ]);
  const search = requestQuery(request);
  const transfer = corridors.length > 0 ? { corridors, query: transferQueryOf(search) } : null;
  const study =
    destinations.length > 0
      ? {
          destinations,
          selected: search.get('destination'),
          pageUrl: pageUrl(context.publicOrigin, `/services/${params.slug}`, language),
        }
      : null;
  const otherServices = activeServices
    .filter((other) => other.id !== service.id)
    .map(({ id, slug, name, icon }) => ({ id, slug, name, icon }));
  return { language, service, pagePaths, testimonials, otherServices, transfer, study };
}

/** Its name in the breadcrumb trail; the service its WhatsApp messages name, including the header's. */
export const handle: BreadcrumbHandle & WhatsAppServiceHandle = {
  breadcrumb: (data: Route.ComponentProps['loaderData']) => data.service.name,
  whatsAppService: ({ service }: Route.ComponentProps['loaderData']) => ({ id: service.id, name: service.name }),
};

export function meta(args: Route.MetaArgs) {
  // A loader's 404 renders the layout's error page, whose meta speaks for it.
  if (!args.data) return [];
  const { service } = args.data;
  return seoMeta(args, {
    ...itemSeo(service),
    title: service.name,
    description: service.short_description,
    cover: service.featured_image,
  });
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, testimonials, otherServices, transfer, study } = loaderData;
  const whatsApp = useWhatsAppChat('service');
  const t = useT(servicesMessages);
  return (
    <>
      <ServiceStructuredData service={service} />
      <ServiceHero service={service} whatsApp={whatsApp} />
      {/* The tool a visitor came for comes first, within the first screen and a half of a phone. */}
      {study ? <StudyChecklist {...study} /> : null}
      {transfer ? (
        <TransferCalculator corridors={transfer.corridors} query={transfer.query} whatsApp={whatsApp} />
      ) : null}
      <ServiceOverview service={service} pictureLoading={study || transfer ? 'lazy' : 'priority'} />
      <ServiceProcess steps={service.process} />
      <FaqDisclosures title={t('detail.faqs')} headingId="service-faqs-title" faqs={service.faqs} />
      <ServiceTestimonials key={service.id} serviceId={service.id} initialTestimonials={testimonials} />
      <ServiceCallToAction serviceName={service.name} whatsApp={whatsApp} />
      <OtherServices services={otherServices} />
    </>
  );
}
