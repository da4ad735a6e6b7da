import { describe, expect, it } from 'vitest';
import { linkPreviewVersion } from '#contract/link-previews.ts';
import { NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from '#contract/french-typography.ts';
import { cutAtWord, DESCRIPTION_MAX, DESCRIPTION_MIN, pageTitle, seoMeta, TITLE_MAX } from './seo.ts';

describe('cutAtWord', () => {
  it('keeps French no-break spaces and never cuts at one', () => {
    const title = `Facebook ou LinkedIn${NO_BREAK_SPACE}: quel réseau choisir${NARROW_NO_BREAK_SPACE}?`;
    expect(cutAtWord(title, 160)).toBe(title);
    expect(cutAtWord(title, 26)).toBe(`Facebook ou LinkedIn…`);
  });

  it('keeps a short text and cuts a long one at a whole word, with an ellipsis', () => {
    expect(cutAtWord('Hébergement  web\nsécurisé', 160)).toBe('Hébergement web sécurisé');
    const cut = cutAtWord('Nous concevons des sites rapides, des applications mobiles et des boutiques en ligne.', 40);
    expect(cut).toBe('Nous concevons des sites rapides, des…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});

describe('pageTitle', () => {
  it('adds the site name when it fits in 60 characters, and cuts a long title without it', () => {
    expect(pageTitle('Nos services')).toBe('Nos services | Weltaare');
    const long = pageTitle('Comment choisir un hébergement web fiable pour une PME à Conakry en 2026');
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).not.toContain('Weltaare');
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('seoMeta', () => {
  const args = {
    location: { pathname: '/blog/hebergement' },
    matches: [{ id: 'root', data: { language: 'en', origin: 'https://weltaare.example' } }],
  };

  const contentOf = (meta: ReturnType<typeof seoMeta>) => (key: string) =>
    meta.find((entry) => ('property' in entry && entry.property === key) || ('name' in entry && entry.name === key)) as
      { content: string } | undefined;

  it('describes the preview: image size, type and alt, large card, the other locale, the publication time', () => {
    const content = contentOf(
      seoMeta(args, {
        title: 'Hosting',
        description: 'x '.repeat(200),
        cover: '/media/seed/blog/hebergement',
        type: 'article',
        publishedTime: '2026-11-01T08:00:00.000Z',
      }),
    );
    expect(content('og:image')?.content).toBe(
      `https://weltaare.example/og/en/blog/hebergement.jpg?v=${linkPreviewVersion('Hosting', '/media/seed/blog/hebergement')}`,
    );
    expect(content('og:image:type')?.content).toBe('image/jpeg');
    expect(content('og:image:width')?.content).toBe('1200');
    expect(content('og:image:height')?.content).toBe('630');
    expect(content('og:image:alt')?.content).toBe('Hosting');
    expect(content('twitter:card')?.content).toBe('summary_large_image');
    expect(content('og:locale')?.content).toBe('en_US');
    expect(content('og:locale:alternate')?.content).toBe('fr_FR');
    expect(content('article:published_time')?.content).toBe('2026-11-01T08:00:00.000Z');
    expect(content('description')!.content.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('gives a page without an image of its own the drawn preview too, in its language, under PUBLIC_URL', () => {
    const home = contentOf(
      seoMeta(
        {
          location: { pathname: '/' },
          matches: [{ id: 'root', data: { language: 'fr', origin: 'https://weltaare.example' } }],
        },
        { title: 'Agence digitale à Conakry', description: 'x' },
      ),
    );
    expect(home('og:image')?.content).toMatch(/^https:\/\/weltaare\.example\/og\/fr\.jpg\?v=[0-9a-z]+$/);
    expect(home('og:image:alt')?.content).toBe('Agence digitale à Conakry');
    expect(home('twitter:card')?.content).toBe('summary_large_image');
    const about = contentOf(
      seoMeta({ ...args, location: { pathname: '/en/about' } }, { title: 'About', description: 'x' }),
    );
    expect(about('og:image')?.content).toMatch(/^https:\/\/weltaare\.example\/og\/en\/about\.jpg\?v=/);
  });
  it('completes a description too short for a search result with who we are, in the page language', () => {
    const description = (text: string) =>
      (
        seoMeta(args, { title: 'Jobs', description: text }).find(
          (entry) => 'name' in entry && entry.name === 'description',
        ) as {
          content: string;
        }
      ).content;
    expect(description('Join us')).toBe(
      'Join us. Weltaare, a digital agency in Conakry, Guinea: web, mobile, hosting and design.',
    );
    expect(description('Join us!')).toBe(
      'Join us! Weltaare, a digital agency in Conakry, Guinea: web, mobile, hosting and design.',
    );
    expect(description('').length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    const long = 'A description that is long enough to stand on its own in a search result.';
    expect(description(long)).toBe(long);
  });

  it('uses what the editor wrote for search engines and link cards in place of the generated ones', () => {
    const meta = seoMeta(args, {
      title: 'Hosting',
      description: 'Fast servers.',
      cover: '/media/seed/blog/hebergement',
      seoTitle: 'Web hosting in Conakry with local support',
      seoDescription: 'Servers close to your customers, backups every night and a team that answers in Conakry.',
      shareImage: '/media/uploads/2026/11/share',
    });
    const content = contentOf(meta);
    expect(meta.find((entry) => 'title' in entry)).toEqual({ title: 'Web hosting in Conakry with local support' });
    expect(content('description')?.content).toBe(
      'Servers close to your customers, backups every night and a team that answers in Conakry.',
    );
    expect(content('og:title')?.content).toBe('Web hosting in Conakry with local support');
    expect(content('og:image')?.content).toContain(
      `v=${linkPreviewVersion('Hosting', '/media/uploads/2026/11/share')}`,
    );
  });
});
