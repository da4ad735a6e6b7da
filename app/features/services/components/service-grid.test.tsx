import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicService } from '#contract/schemas/service.ts';
import { ServiceGrid } from './service-grid.tsx';

const service: PublicService = {
  id: 1,
  name: 'Hébergement',
  slug: 'hosting',
  short_description: 'Des serveurs fiables.',
  description: 'Texte.',
  icon: 'Shield',
  featured_image: null,
  seo_title: null,
  seo_description: null,
  seo_image: null,
  features: [],
  process: [],
  faqs: [],
  active: true,
  featured: true,
  sort_order: 1,
  price_from_gnf: null,
};

function render(services: PublicService[] | undefined) {
  const router = createMemoryRouter([{ path: '/', element: <ServiceGrid services={services} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('ServiceGrid', () => {
  it('shows six skeleton cards while the list has not arrived', () => {
    const html = render(undefined);
    expect(html).toContain('role="status"');
    expect(html.match(/<li>/g)).toHaveLength(6);
  });

  it('says so when there is no service', () => {
    expect(render([])).toContain('Aucun service disponible pour le moment.');
  });

  it('draws the icon on a gradient of the same 3:2 box when a service has no image', () => {
    const html = render([service]);
    expect(html).toContain('data-testid="service-visual-fallback"');
    expect(html).toContain('aspect-[3/2]');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="/services/hosting"');
  });
});
