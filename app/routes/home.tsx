import { useRouteLoaderData } from 'react-router';
import { ClosingCtaSection } from '#app/features/home/components/closing-cta-section.tsx';
import { FeaturedProjectsSection } from '#app/features/home/components/featured-projects-section.tsx';
import { FeaturedTestimonialsSection } from '#app/features/home/components/featured-testimonials-section.tsx';
import { HeroSection } from '#app/features/home/components/hero-section.tsx';
import { StatsSection } from '#app/features/home/components/stats-section.tsx';
import { WhyChooseUsSection } from '#app/features/home/components/why-choose-us-section.tsx';
import { homeMessages } from '#app/features/home/messages.ts';
import { FeaturedServicesSection } from '#app/features/services/components/featured-services-section.tsx';
import { translate } from '#app/i18n/define-messages.ts';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { content, language } = context;
  const [featuredServices, featuredProjects, featuredTestimonials] = await Promise.all([
    content.services.featured(language),
    content.projects.featured(language),
    content.testimonials.featured(language),
  ]);
  return { language, featuredServices, featuredProjects, featuredTestimonials };
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(homeMessages, language, 'meta.title'),
    description: translate(homeMessages, language, 'meta.description'),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <BusinessStructuredData withWebsite />
      <HeroSection projects={loaderData.featuredProjects} />
      {root ? <StatsSection stats={root.settings.stats} /> : null}
      <FeaturedServicesSection initialServices={loaderData.featuredServices} />
      <WhyChooseUsSection />
      <FeaturedProjectsSection initialProjects={loaderData.featuredProjects} />
      <FeaturedTestimonialsSection initialTestimonials={loaderData.featuredTestimonials} />
      <ClosingCtaSection />
    </>
  );
}
