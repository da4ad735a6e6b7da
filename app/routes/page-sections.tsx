import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicProject } from '#contract/schemas/project.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { FeaturedProjectsSection } from '#app/features/home/components/featured-projects-section.tsx';
import { FeaturedTestimonialsSection } from '#app/features/home/components/featured-testimonials-section.tsx';
import { HeroSection } from '#app/features/home/components/hero-section.tsx';
import { FeaturedServicesSection } from '#app/features/services/components/featured-services-section.tsx';
import { FiguresSection } from '#app/features/home/components/figures-section.tsx';
import { CallToActionSection } from '#app/features/pages/components/call-to-action-section.tsx';
import { FeatureTilesSection } from '#app/features/pages/components/feature-tiles-section.tsx';

/** What a page's sections show besides their own texts: the featured lists and the company's figures. */
export interface SectionData {
  featured: { services: PublicService[]; projects: PublicProject[]; testimonials: PublicTestimonial[] };
  stats: PublicSettings['stats'];
}

function Section({ section, index, data }: { section: PublicPageSection; index: number; data: SectionData }) {
  // Unique on the page whatever the sections: two sections of a type each have their title.
  const headingId = `section-${index + 1}-title`;
  switch (section.type) {
    case 'hero':
      return <HeroSection hero={section} projects={data.featured.projects} />;
    case 'figures':
      return <FiguresSection stats={data.stats} title={section.title} headingId={headingId} />;
    case 'feature_tiles':
      return <FeatureTilesSection section={section} headingId={headingId} />;
    case 'call_to_action':
      return <CallToActionSection section={section} headingId={headingId} />;
    case 'featured_items': {
      const heading = { id: headingId, title: section.title, subtitle: section.subtitle };
      if (section.kind === 'services')
        return (
          <FeaturedServicesSection initialServices={data.featured.services} heading={heading} count={section.count} />
        );
      if (section.kind === 'projects')
        return (
          <FeaturedProjectsSection initialProjects={data.featured.projects} heading={heading} count={section.count} />
        );
      return (
        <FeaturedTestimonialsSection
          initialTestimonials={data.featured.testimonials}
          heading={heading}
          count={section.count}
        />
      );
    }
  }
}

/**
 * A page as staff built it (ADR 0064): its shown sections, in their order. Beside the routes, which
 * compose the features: each section is drawn by the feature whose content it shows.
 */
export function PageSections({ sections, data }: { sections: PublicPageSection[]; data: SectionData }) {
  return sections.map((section, index) => <Section key={index} section={section} index={index} data={data} />);
}
