import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { createQueryClient } from '#app/lib/api/query-client.ts';
import { AnimatedCounter } from './animated-counter.tsx';
import { FeaturedTestimonialsSection } from './featured-testimonials-section.tsx';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

const testimonial = (id: number, name: string): PublicTestimonial => ({
  id,
  content: 'Un travail remarquable.',
  client_name: name,
  client_title: null,
  client_company: null,
  client_photo: null,
  rating: null,
  service_id: null,
  project_id: null,
  featured: true,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('AnimatedCounter', () => {
  it('renders the final figure on the server, in a box as wide as that figure', () => {
    const html = renderToStaticMarkup(<AnimatedCounter value={1500} suffix="+" />);
    const figure = new Intl.NumberFormat('fr-FR').format(1500);
    expect(html).toContain(`<span class="sr-only">${figure}+</span>`);
    expect(html).toContain('tabular-nums');
    expect(html).toContain('min-width:calc(6ch + 0.25em)');
    expect(html).toContain(`>${figure}+</span>`);
  });
});

/** The section as the home page's default shows it: three testimonials under its title. */
const shown = { heading: { id: 'section-6-title', title: 'Ce que disent nos clients', subtitle: null }, count: 3 };

describe('FeaturedTestimonialsSection', () => {
  it('shows three skeletons while the list has not arrived', () => {
    const html = render(<FeaturedTestimonialsSection {...shown} />);
    expect(html).toContain('role="status"');
    expect(html.match(/animate-pulse/g)).toHaveLength(3);
  });

  it('says so when there is no testimonial', () => {
    const html = render(<FeaturedTestimonialsSection initialTestimonials={[]} {...shown} />);
    expect(html).toContain('Aucun témoignage disponible pour le moment.');
    expect(html).not.toContain('<figure');
  });

  it("shows at most the section's count of testimonials, with an initial when there is no photo", () => {
    const names = ['Awa', 'Binta', 'Cheick', 'Djenabou'];
    const html = render(
      <FeaturedTestimonialsSection
        initialTestimonials={names.map((name, index) => testimonial(index + 1, name))}
        {...shown}
      />,
    );
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html).not.toContain('Djenabou');
    expect(html).toContain('data-testid="initial-avatar"');
  });
});
