import { data, useRouteLoaderData } from 'react-router';
import { homeMessages } from '#app/features/home/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { PageSections } from './page-sections.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { content, language } = context;
  const page = await content.pages.item('home', language);
  if (!page) throw data(null, { status: 404 });
  // Only the lists a section shows (the hero shows the featured projects' covers).
  const shows = (kind: string) =>
    page.sections.some(
      (section) => section.type === 'hero' || (section.type === 'featured_items' && section.kind === kind),
    );
  const [services, projects, testimonials] = await Promise.all([
    shows('services') ? content.services.featured(language) : [],
    shows('projects') ? content.projects.featured(language) : [],
    page.sections.some((section) => section.type === 'featured_items' && section.kind === 'testimonials')
      ? content.testimonials.featured(language)
      : [],
  ]);
  return { language, page, featured: { services, projects, testimonials } };
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(homeMessages, language, 'meta.title'),
    description: translate(homeMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.page) : {}),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <BusinessStructuredData withWebsite />
      <PageSections
        sections={loaderData.page.sections}
        data={{ featured: loaderData.featured, stats: root?.settings.stats ?? [] }}
      />
    </>
  );
}
