import { renderToStaticMarkup } from 'react-dom/server';
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
  closes_on: null,
};

describe('OpenPositions', () => {
  it('invites a spontaneous application when no position is open', () => {
    const html = renderToStaticMarkup(<OpenPositions jobs={[]} email="jobs@example.org" />);
    expect(html).toContain('Aucun poste ouvert pour le moment.');
    expect(html).toContain('href="mailto:jobs@example.org?subject=Candidature%20spontan%C3%A9e"');
    expect(html).not.toContain('<article');
  });

  it('shows a job without a closing date, its body in a details element and an encoded apply link', () => {
    const html = renderToStaticMarkup(<OpenPositions jobs={[job]} email="jobs@example.org" />);
    expect(html).toContain('Développeur web &amp; mobile');
    expect(html).toContain('Stage');
    expect(html).not.toContain('Date limite');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Voir l&#x27;offre complète/);
    expect(html).toContain('<h2>Vos missions</h2>');
    expect(html).toContain(
      'href="mailto:jobs@example.org?subject=Candidature%20%3A%20D%C3%A9veloppeur%20web%20%26%20mobile"',
    );
  });
});
