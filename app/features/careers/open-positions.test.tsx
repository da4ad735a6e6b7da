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

/** The section's words as staff wrote them. */
const section = {
  type: 'open_positions',
  title: 'Postes ouverts',
  empty: 'Aucun poste ouvert pour le moment.',
  spontaneous_title: 'Candidature spontanée',
  spontaneous_text: 'Votre profil ne correspond à aucune offre ?',
  spontaneous_button: 'Envoyer une candidature spontanée',
} as const;

/** The job titles link to their pages: rendered inside a router. */
function render(jobs: PublicJobPost[]) {
  const element = <OpenPositions section={section} jobs={jobs} email="jobs@example.org" headingId="section-3-title" />;
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('OpenPositions', () => {
  it('invites a spontaneous application when no position is open', () => {
    const html = render([]);
    expect(html).toContain('Aucun poste ouvert pour le moment.');
    expect(html).toContain('href="mailto:jobs@example.org?subject=Candidature%20spontan%C3%A9e"');
    expect(html).not.toContain('<article');
    // The invitation is the empty list's own: no band of its own below it.
    expect(html.match(/Envoyer une candidature spontanée/g)).toHaveLength(1);
    expect(html).not.toContain('Votre profil ne correspond');
  });

  it('invites a spontaneous application below the open positions, its title the mail’s subject', () => {
    const html = render([job]);
    expect(html).toContain('<h2 id="section-3-title-spontaneous"');
    expect(html).toContain('Votre profil ne correspond à aucune offre ?');
    expect(html).toContain('href="mailto:jobs@example.org?subject=Candidature%20spontan%C3%A9e"');
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
