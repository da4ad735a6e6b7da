import { useRouteLoaderData } from 'react-router';
import { pageUrl } from '#contract/page-urls.ts';
import { imageSize, imageUrl } from '#contract/images.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { JsonLd } from '#app/components/seo/json-ld.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { breadcrumbJsonLd, serviceJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';

/** The service and the trail Home > Services > the service, for search engines. */
export function ServiceStructuredData({ service }: { service: PublicService }) {
  const t = useT(commonMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) return null;
  const { origin, language, settings } = root;
  const url = pageUrl(origin, `/services/${service.slug}`, language);
  const image = service.featured_image
    ? `${origin}${imageUrl(service.featured_image, imageSize('cover').width)}`
    : null;
  return (
    <JsonLd
      data={[
        serviceJsonLd({ name: service.name, description: service.short_description, image }, url, settings, origin),
        breadcrumbJsonLd([
          { name: t('nav.home'), url: pageUrl(origin, '/', language) },
          { name: t('nav.services'), url: pageUrl(origin, '/services', language) },
          { name: service.name, url },
        ]),
      ]}
    />
  );
}
