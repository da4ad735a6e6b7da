import { useRouteLoaderData } from 'react-router';
import { imageSize, imageUrl } from '#contract/images.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { JsonLd } from '#app/components/seo/json-ld.tsx';
import { serviceJsonLd } from '#app/lib/structured-data.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { pageUrl } from '#contract/page-urls.ts';

/** The service, for search engines (its breadcrumb comes from the layout). */
export function ServiceStructuredData({ service }: { service: PublicService }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) return null;
  const { origin, language, settings } = root;
  const url = pageUrl(origin, `/services/${service.slug}`, language);
  const image = service.featured_image
    ? `${origin}${imageUrl(service.featured_image, imageSize('cover').width)}`
    : null;
  return (
    <JsonLd
      data={serviceJsonLd(
        { name: service.name, description: service.short_description, image, priceFromGnf: service.price_from_gnf },
        url,
        settings,
        origin,
      )}
    />
  );
}
