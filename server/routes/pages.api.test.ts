import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#contract/languages.ts';
import { seedBlogPosts } from '../db/seed/content/blog-posts.ts';
import { seedClients } from '../db/seed/content/clients.ts';
import { seedJobPosts } from '../db/seed/content/job-posts.ts';
import { seedProjects } from '../db/seed/content/projects.ts';
import { seedTestimonials } from '../db/seed/content/testimonials.ts';
import { decodeAttribute } from '../modules/link-previews/page-content.ts';
import { createTestApp, type TestContext } from '../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../test-support/vite-pages.ts';

let vite: VitePages;
let ctx: TestContext;

beforeAll(async () => {
  vite = await openVitePages();
  ctx = await createTestApp({ pages: vite.pages });
  // Vite compiles the app for the first page it renders: once here, not in the time of a test.
  await ctx.app.inject({ method: 'GET', url: '/' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await vite.close();
});

// createTestApp's PUBLIC_URL: every absolute address a page writes starts with it.
const ORIGIN = 'http://localhost:3000';

type Lang = 'fr' | 'en';

const FRENCH_BROWSER = { 'accept-language': 'fr-FR' };

/** A page as the server answers it, redirects not followed. */
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The path and query a redirect leads to, on this site. */
const redirectTarget = (location: string | string[] | number | undefined) => {
  const url = new URL(String(location), ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** A page as a browser opens it: redirects on the site followed. */
async function visit(url: string) {
  let response = await get(url);
  for (let hops = 0; hops < 5 && [301, 302, 303, 307, 308].includes(response.statusCode); hops += 1) {
    response = await get(redirectTarget(response.headers.location));
  }
  return response;
}

/** A public API answer, in a language: what the page should show. */
async function api<T>(path: string, lang: Lang) {
  const response = await get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  expect(response.statusCode, path).toBe(200);
  return response.json<{ data: T; meta: { total_pages: number } }>();
}

const apiData = async <T>(path: string, lang: Lang) => (await api<T>(path, lang)).data;

/** The text of the page's h1 (its no-break spaces kept). */
const headingText = (html: string) =>
  decodeAttribute((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''))
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();

const titleText = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];

const NOT_FOUND_HEADING = 'Oups ! Page non trouvée';

describe('home page', () => {
  interface ServiceSummary {
    name: string;
    slug: string;
  }

  interface Stat {
    value: number;
    suffix: string;
    label: string;
  }

  it('the server HTML is French and lists the featured services from the database', async () => {
    const services = (await apiData<ServiceSummary[]>('/api/services/featured', 'fr')).slice(0, 6);
    expect(services.length).toBeGreaterThan(0);
    const response = await get('/', FRENCH_BROWSER);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Des solutions digitales qui font grandir votre entreprise');
    for (const service of services) {
      expect(html).toContain(service.name);
      expect(html).toContain(`href="/services/${service.slug}"`);
    }
  });

  it('the server HTML already holds the final figures, in the order of the home page', async () => {
    const settings = await apiData<{ stats: Stat[] }>('/api/settings', 'fr');
    const html = (await get('/', FRENCH_BROWSER)).body;
    for (const stat of settings.stats) {
      const shown = `${new Intl.NumberFormat('fr-FR').format(stat.value)}${stat.suffix}`;
      expect(html).toContain(`<span class="sr-only">${shown}</span>`);
      expect(html).toContain(stat.label.replaceAll("'", '&#x27;'));
    }
    const order = [
      'Des solutions digitales',
      'Weltaare en chiffres',
      'Nos services phares',
      'Pourquoi choisir Weltaare ?',
      'Nos réalisations',
      'Ce que disent nos clients',
      'Prêt à lancer votre projet ?',
    ].map((text) => html.indexOf(text));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('about page', () => {
  it('the server HTML holds the story, the team from the database and the stats', async () => {
    const [team, settings] = await Promise.all([
      apiData<{ name: string; photo: string | null }[]>('/api/team', 'fr'),
      apiData<{ company: { description: string }; stats: { label: string }[] }>('/api/settings', 'fr'),
    ]);
    expect(team.length).toBeGreaterThan(0);
    const response = await get('/about', FRENCH_BROWSER);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Une agence digitale guinéenne au service de votre croissance');
    expect(html).toContain(settings.company.description.replaceAll("'", '&#x27;'));
    for (const member of team) {
      expect(html).toContain(member.name);
      if (member.photo) expect(html).toContain(`${member.photo}-320.webp`);
    }
    for (const stat of settings.stats) expect(html).toContain(stat.label.replaceAll("'", '&#x27;'));
  });
});

describe('careers page', () => {
  const closed = seedJobPosts.filter((job) => job.status === 'closed');

  it('the server HTML lists the open positions and never the closed ones', async () => {
    const jobs = await apiData<{ slug: string }[]>('/api/careers', 'fr');
    expect(jobs.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    const response = await get('/careers', FRENCH_BROWSER);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    for (const job of jobs) expect(html).toContain(`id="${job.slug}"`);
    for (const job of closed) {
      expect(jobs.map((open) => open.slug)).not.toContain(job.slug);
      expect(html).not.toContain(job.title.fr);
      expect(html).not.toContain(job.slug);
    }
  });

  it('closed positions never appear in English either', async () => {
    const response = await visit('/en/careers');
    expect(response.statusCode).toBe(200);
    const html = response.body.replaceAll('&#x27;', "'").toLowerCase();
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) expect(html).not.toContain((job.title.en ?? job.title.fr).toLowerCase());
  });
});

describe('job post pages', () => {
  it('a closed post says it is closed (410), an unknown one has no page', async () => {
    for (const post of seedJobPosts.filter((seed) => seed.status === 'closed')) {
      const response = await visit(`/careers/${post.slug}`);
      expect(response.statusCode, post.slug).toBe(410);
      const statuses = [...response.body.matchAll(/<(div|p)\b[^>]* role="status"[^>]*>(.*?)<\/\1>/gs)];
      expect(
        statuses.some(([, , content]) => content!.includes('Cette offre est close')),
        post.slug,
      ).toBe(true);
    }
    expect((await visit('/careers/no-such-post')).statusCode).toBe(404);
  });
});

describe('clients page', () => {
  it('the server HTML lists the active clients and never the inactive ones', async () => {
    const clients = await apiData<{ name: string }[]>('/api/clients', 'fr');
    const inactive = seedClients.filter((client) => !client.active);
    expect(inactive.length).toBeGreaterThan(0);
    const response = await get('/clients', FRENCH_BROWSER);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Ils nous font confiance');
    for (const client of clients) expect(html).toContain(`alt="${client.name}"`);
    for (const client of inactive) {
      expect(clients.map((c) => c.name)).not.toContain(client.name);
      expect(html).not.toContain(client.name);
    }
  });

  it('pending and rejected testimonials never appear', async () => {
    const hidden = seedTestimonials.filter((testimonial) => testimonial.status !== 'approved');
    expect(hidden.length).toBeGreaterThan(0);
    const html = (await get('/clients')).body;
    for (const testimonial of hidden) expect(html).not.toContain(testimonial.clientName);
  });
});

describe('solutions page', () => {
  it('the server HTML lists every active solution with an anchor per slug', async () => {
    const list = await apiData<{ slug: string; body: string }[]>('/api/solutions', 'fr');
    expect(list.length).toBeGreaterThan(0);
    const response = await get('/solutions', FRENCH_BROWSER);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Des solutions clés en main pour votre activité');
    for (const solution of list) {
      expect(html).toContain(`id="${solution.slug}"`);
      expect(html).toContain(`href="#${solution.slug}"`);
      expect(html).toContain(solution.body);
    }
  });
});

describe('blog', () => {
  it('a bad page number or a page past the end answers 404', async () => {
    const { meta } = await api('/api/blog?per_page=9', 'fr');
    for (const path of ['/blog?page=0', '/blog?page=deux', '/blog?page=-3', `/blog?page=${meta.total_pages + 1}`]) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(404);
      expect(headingText(response.body), path).toBe(NOT_FOUND_HEADING);
    }
  });

  it('answers 404 for an unknown slug and every draft', async () => {
    const drafts = seedBlogPosts.filter((post) => post.status !== 'published').map((post) => post.slug);
    expect(drafts.length).toBeGreaterThan(0);
    for (const slug of ['this-post-does-not-exist', ...drafts]) {
      const response = await visit(`/blog/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(headingText(response.body), slug).toBe(NOT_FOUND_HEADING);
      expect(titleText(response.body), slug).toBe('Page non trouvée | Weltaare');
    }
  });
});

describe('portfolio', () => {
  interface Project {
    id: number;
    title: string;
  }

  it('an unknown category, a bad page number or a page past the end answer 404', async () => {
    const { meta } = await api('/api/projects?per_page=12', 'fr');
    const paths = [
      '/portfolio?category=games',
      '/portfolio?page=0',
      '/portfolio?page=abc',
      '/portfolio?page=1.5',
      `/portfolio?page=${meta.total_pages + 1}`,
    ];
    for (const path of paths) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(404);
      expect(headingText(response.body), path).toBe(NOT_FOUND_HEADING);
    }
    expect((await visit('/portfolio?page=1')).statusCode).toBe(200);
  });

  it('finds the same project by its numeric id', async () => {
    const project = (await apiData<Project[]>('/api/projects?per_page=12', 'fr'))[0]!;
    const response = await visit(`/portfolio/${project.id}`);
    expect(response.statusCode).toBe(200);
    expect(headingText(response.body)).toBe(project.title);
  });

  it('answers 404 for an unknown slug, an unknown id and every draft', async () => {
    const projects = await apiData<Project[]>('/api/projects?per_page=12', 'fr');
    const unknownId = Math.max(...projects.map((project) => project.id)) + 1000;
    const drafts = seedProjects.filter((project) => !project.published).map((project) => project.slug);
    expect(drafts.length).toBeGreaterThan(0);
    for (const key of ['this-project-does-not-exist', String(unknownId), '99999999999', ...drafts]) {
      const response = await visit(`/portfolio/${key}`);
      expect(response.statusCode, key).toBe(404);
      expect(headingText(response.body), key).toBe(NOT_FOUND_HEADING);
      expect(titleText(response.body), key).toBe('Page non trouvée | Weltaare');
    }
  });
});

describe('money transfer calculator', () => {
  it('another service page has no calculator', async () => {
    const response = await visit('/services/hosting');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('id="transfer-calculator"');
  });
});

describe('language detection', () => {
  it('a French browser gets French from the server', async () => {
    const html = (await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Demander un devis');
    expect(html).toContain('Aller au contenu');
  });

  it('without cookie or Accept-Language, the URL alone names the language (how crawlers come)', async () => {
    for (const [path, language, text] of [
      ['/', 'fr', 'Demander un devis'],
      ['/en', 'en', 'Get a quote'],
      ['/services/hosting', 'fr', 'Demander un devis'],
      ['/en/services/hosting', 'en', 'Get a quote'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain(`<html lang="${language}"`);
      expect(response.body, path).toContain(text);
      // What else may decide the answer is named, so a shared cache never serves one language for the other.
      expect(response.headers.vary, path).toContain('Cookie');
    }
  });

  it('?lang= answers 301 to the page’s own address in that language, keeping the rest of the query', async () => {
    for (const [from, to] of [
      ['/?lang=en', '/en'],
      ['/portfolio?lang=en&category=web', '/en/portfolio?category=web'],
      ['/en/blog?lang=fr', '/blog'],
      ['/about?lang=de', '/about'],
    ] as const) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(redirectTarget(response.headers.location), from).toBe(to);
    }
  });

  it('a case variant of an address answers 301 to the lower-case page, never a duplicate', async () => {
    for (const [from, to] of [
      ['/Services', '/services'],
      ['/EN/Services/Hosting', '/en/services/hosting'],
    ] as const) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(new URL(String(response.headers.location), ORIGIN).pathname, from).toBe(to);
    }
  });

  it('an invalid language cookie is ignored by the server', async () => {
    const withCookie = await get('/', { cookie: `${LANGUAGE_COOKIE}=xx`, 'accept-language': 'en-US' });
    expect(withCookie.statusCode).toBe(302);
    expect(new URL(String(withCookie.headers.location), ORIGIN).pathname).toBe('/en');
    const french = await get('/about', { cookie: `${LANGUAGE_COOKIE}=xx` });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr"');
  });
});

describe('language addresses', () => {
  it('every internal link of an English page leads to an English page', async () => {
    for (const path of ['/en', '/en/services/hosting', '/en/blog', '/en/portfolio', '/en/help', '/en/contact']) {
      const html = (await get(path)).body;
      const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs.length, path).toBeGreaterThan(20);
      // The only French links: the switcher's "FR" (hreflang="fr").
      const french = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)]
        .filter((match) => !match[1]!.startsWith('/en') && !match[0].includes('hrefLang="fr"'))
        .map((match) => match[1]);
      expect(french, path).toEqual([]);
    }
  });

  it('an article has its own address in each language: hreflang, canonical and a wrong-language slug agree', async () => {
    const french = '/blog/cybersecurite-cinq-reflexes-pme';
    const english = '/en/blog/cybersecurity-five-habits-for-your-business';
    // The other language's slug (or a French slug under /en) answers 301 to the page's own address.
    for (const [asked, own] of [
      ['/en/blog/cybersecurite-cinq-reflexes-pme', english],
      ['/blog/cybersecurity-five-habits-for-your-business', french],
    ] as const) {
      const response = await get(asked);
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location, asked).toBe(own);
    }
    const headLinks = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
    const hrefOf = (tags: string[], attribute: string) =>
      tags.filter((tag) => tag.includes(attribute)).map((tag) => /href="([^"]*)"/.exec(tag)?.[1]);

    const frenchLinks = headLinks((await get(french)).body);
    expect(frenchLinks.filter((tag) => tag.includes('rel="alternate"') && tag.includes(' hrefLang="'))).toHaveLength(3);
    expect(hrefOf(frenchLinks, 'hrefLang="en"')).toEqual([`${ORIGIN}${english}`]);
    expect(hrefOf(frenchLinks, 'rel="canonical"')).toEqual([`${ORIGIN}${french}`]);

    const englishLinks = headLinks((await get(english)).body);
    expect(hrefOf(englishLinks, 'rel="canonical"')).toEqual([`${ORIGIN}${english}`]);
    expect(hrefOf(englishLinks, 'hrefLang="fr"')).toEqual([`${ORIGIN}${french}`]);
  });
});

describe('hostile requests to pages', () => {
  const FORGED_HOST = { host: 'attacker.example:4444' };

  it('a forged Host header changes nothing in canonical, alternates, Open Graph or JSON-LD', async () => {
    for (const path of ['/', '/services/hosting', '/blog/cybersecurite-cinq-reflexes-pme', '/en/contact']) {
      const forged = await get(path, FORGED_HOST);
      expect(forged.statusCode, path).toBe(200);
      expect(forged.body, path).not.toContain('attacker.example');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(forged.body)?.[1];
      expect(canonical?.startsWith(`${ORIGIN}/`), path).toBe(true);
    }
  });

  it('a contact form posted without JavaScript under a forged Host is stored here and sent nowhere else', async () => {
    const received: string[] = [];
    const attacker = http.createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.end('{}');
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    const { port } = attacker.address() as AddressInfo;
    try {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: `127.0.0.1:${port}` },
        payload: new URLSearchParams({
          firstName: 'Awa',
          lastName: 'Camara',
          email: 'awa.hardening@example.com',
          subject: 'Site vitrine',
          message: 'Message posted under a forged Host header',
        }).toString(),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Votre message a été envoyé avec succès');
      expect(received).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => attacker.close(() => resolve()));
    }
  });

  it('a malformed language cookie still serves the page', async () => {
    expect((await get('/', { cookie: `${LANGUAGE_COOKIE}=%` })).statusCode).toBe(200);
  });

  it('a NUL character in a page address finds nothing', async () => {
    for (const path of ['/services/%00', '/blog/a%00b', '/portfolio/%00']) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toContain(NOT_FOUND_HEADING);
    }
    expect((await get('/blog?tag=%00')).statusCode).toBe(200);
  });

  it('security headers and a Permissions-Policy on pages', async () => {
    const answer = await get('/about');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
