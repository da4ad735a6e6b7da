import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import { OpenPositions } from './open-positions.tsx';

const job: PublicJobPost = {
  id: 1,
  slug: 'developpeur-web',
  title: 'Développeur web & mobile',
  summary: 'Concevoir des applications.',
  body: '<h2>Vos missions</h2><p>Développer.</p>',
  location: 'Dubreka, Guinée',
  employment_type: 'internship',
  seo_title: null,
  seo_description: null,
  seo_image: null,
  closes_on: null,
  created_at: '2026-11-02T10:00:00.000Z',
};

/** The job titles link to their pages: rendered inside a router. */
function render(jobs: PublicJobPost[]) {
  const router = createMemoryRouter([{ path: '/', element: <OpenPositions jobs={jobs} email="jobs@example.org" /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('OpenPositions', () => {
  it('invites a spontaneous application when no position is open', () => {
    const html = render([]);
    expect(html).toContain('Aucun poste ouvert pour le moment.');
    expect(html).toContain('href="mailto:jobs@example.org?subject=Candidature%20spontan%C3%A9e"');
    expect(html).not.toContain('<article');
  });

  it('shows a job without a closing date, its body in a details element and a link to apply on its page', () => {
    const html = render([job]);
    expect(html).toContain('Développeur web &amp; mobile');
    expect(html).toContain('href="/careers/developpeur-web"');
    expect(html).toContain('Stage');
    expect(html).not.toContain('Date limite');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Voir l’offre complète/);
    expect(html).toContain('<h2>Vos missions</h2>');
    // Applying is the form on the post's own page, which takes the CV.
    expect(html).toContain(
      'href="/careers/developpeur-web#apply" aria-label="Postuler : Développeur web &amp; mobile"',
    );
    expect(html).not.toContain('subject=Candidature%20%3A');
  });
});
