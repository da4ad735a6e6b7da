import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSectionInput } from '#contract/content-kinds/page-sections.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';
import { pages } from '../../db/schema.ts';
import { ensureSitePages } from './site-pages.ts';

let vite: VitePages;
let ctx: TestContext;
let editor: string;

beforeAll(async () => {
  vite = await openVitePages();
  ctx = await createTestApp({ pages: vite.pages });
  await createUser(ctx.database, { email: 'plume@weltaare.test', password: 'plume long password', role: 'editor' });
  editor = await loginAs(ctx.app, 'plume@weltaare.test', 'plume long password');
  // Vite compiles the app for the first page it renders: once here, not in the time of a test.
  await ctx.app.inject({ method: 'GET', url: '/' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await vite.close();
});

type Section = PageSectionInput & { hidden: boolean };
interface AdminPage {
  id: number;
  key: string;
  sections: Section[];
  version: number;
  seo_title: { fr: string; en?: string } | null;
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: object = {}) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${editor}`, ...headers } });
const sitePage = async (key: string) => {
  const listed = body<AdminPage[]>(await call('GET', '/api/admin/pages?per_page=50')).data;
  const page = listed.find((item) => item.key === key);
  if (!page) throw new Error(`no ${key} page`);
  return page;
};
const homePage = () => sitePage('home');
/** The page saved whole, as of the version it was read at. */
const save = (page: AdminPage, sections: Section[], language = 'fr') => {
  const { id, version, ...fields } = page;
  return call(
    'PUT',
    `/api/admin/pages/${id}`,
    { ...fields, sections },
    { 'if-match': `"${version}"`, 'accept-language': language },
  );
};
const html = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
/** The addresses the site search answers for these words, once it has indexed every change. */
const found = async (words: string, language: string) => {
  await ctx.app.publicContent.search.index.settled();
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(words)}&language=${language}`,
  });
  return body<{ url: string }[]>(answer).data.map((result) => result.url);
};
const sectionOf = <Type extends Section['type']>(sections: Section[], type: Type) =>
  sections.find((section) => section.type === type) as Extract<Section, { type: Type }>;

describe('pages as content', () => {
  it('holds the home page with today’s sections in both languages, which the public page shows', async () => {
    const home = await homePage();
    expect(home.sections.map((section) => section.type)).toEqual([
      'hero',
      'figures',
      'featured_items',
      'feature_tiles',
      'featured_items',
      'featured_items',
      'call_to_action',
    ]);
    const french = await html('/');
    expect(french).toContain('Des solutions digitales qui font grandir votre entreprise');
    expect(french).toContain('Pourquoi choisir Weltaare\u202f?');
    const english = await html('/en');
    expect(english).toContain('Digital solutions that grow your business');
    expect(english).toContain('Why choose Weltaare?');
    expect(english).not.toContain('Pourquoi choisir');
    // The search finds it by its sections' words.
    expect(await found('engagement', 'fr')).toContain('/');
  });

  it('saves a new hero title, a hidden section and a new order, and the page shows them in each language', async () => {
    const home = await homePage();
    const sections = structuredClone(home.sections);
    const hero = sectionOf(sections, 'hero');
    hero.title = { fr: 'Le numérique au service de Conakry', en: 'Digital work for Conakry' };
    sectionOf(sections, 'call_to_action').hidden = true;
    // The tiles first, right after the hero.
    const tiles = sections.splice(
      sections.findIndex((section) => section.type === 'feature_tiles'),
      1,
    );
    sections.splice(1, 0, ...tiles);
    const saved = await save(home, sections);
    expect(saved.statusCode).toBe(200);

    const french = await html('/');
    expect(french).toContain('Le numérique au service de Conakry');
    expect(french).not.toContain('Des solutions digitales qui font grandir');
    expect(french).not.toContain('Prêt à lancer votre projet');
    expect(french.indexOf('Pourquoi choisir')).toBeLessThan(french.indexOf('Nos services phares'));
    const english = await html('/en');
    expect(english).toContain('Digital work for Conakry');

    // Visitors' API gives the shown sections only, in their language.
    const open = body<{ sections: { type: string; title?: string }[] }>(
      await ctx.app.inject({ method: 'GET', url: '/api/pages/home?lang=en' }),
    ).data;
    expect(open.sections.map((section) => section.type)).not.toContain('call_to_action');
    expect(open.sections[0]?.title).toBe('Digital work for Conakry');

    // The site search finds the home page by the words staff gave it, in each language; a hidden section's are not searched.
    expect(await found('numérique Conakry', 'fr')).toContain('/');
    expect(await found('digital work Conakry', 'en')).toContain('/en');
    expect(await found('engagement', 'fr')).not.toContain('/');
  });

  it('refuses a write made from an older version, and bad sections with the field named in the visitor’s language', async () => {
    const home = await homePage();
    expect((await save(home, home.sections)).statusCode).toBe(200);
    const stale = await save(home, home.sections);
    expect(stale.statusCode).toBe(409);

    const current = await homePage();
    const noTitle = structuredClone(current.sections);
    sectionOf(noTitle, 'hero').title = { fr: '', en: '' };
    const refused = await save(current, noTitle, 'en');
    expect(refused.statusCode).toBe(422);
    const { errors } = JSON.parse(refused.body) as { errors: Record<string, string[]> };
    expect(errors['sections.0.title.fr']).toEqual(['The French text is required']);

    const badLink = structuredClone(current.sections);
    sectionOf(badLink, 'call_to_action').button_link = 'javascript:alert(1)';
    const refusedLink = await save(current, badLink);
    expect(refusedLink.statusCode).toBe(422);
    expect(Object.keys((JSON.parse(refusedLink.body) as { errors: object }).errors)[0]).toMatch(
      /^sections\.\d+\.button_link$/,
    );

    const unknownType = [...current.sections, { type: 'carousel', hidden: false } as unknown as Section];
    expect((await save(current, unknownType)).statusCode).toBe(422);
    // Nothing of the refused writes was kept.
    expect((await homePage()).version).toBe(current.version);
  });

  it('is neither created nor deleted through the API, and a page staff changed is kept at the next start', async () => {
    const home = await homePage();
    expect((await call('POST', '/api/admin/pages', { key: 'home', sections: [] })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/pages/${home.id}`)).statusCode).toBe(404);
    await ensureSitePages(ctx.database.db);
    expect((await homePage()).sections).toEqual(home.sections);

    // A page saved before its figures could be left still: the next start gives them the default.
    const older = home.sections.map((section) => {
      if (section.type !== 'figures') return section;
      const { animated: _animated, ...rest } = section;
      return rest;
    });
    await ctx.database.db.update(pages).set({ sections: older }).where(eq(pages.id, home.id));
    await ensureSitePages(ctx.database.db);
    expect((await homePage()).sections).toEqual(home.sections);
    expect(sectionOf((await homePage()).sections, 'figures').animated).toBe(true);
  });

  it('shows the page with its unsaved sections on a preview link, in each language, the public page unchanged', async () => {
    const home = await homePage();
    const sections = structuredClone(home.sections);
    sectionOf(sections, 'hero').title = { fr: 'Titre pas encore enregistré', en: 'Title not saved yet' };
    const response = await call('POST', `/api/admin/pages/${home.id}/preview`, { values: { ...home, sections } });
    expect(response.statusCode).toBe(201);
    const link = body<{ fr: string; en: string }>(response).data;
    const path = (url: string) => new URL(url).pathname + new URL(url).search;
    expect(await html(path(link.fr))).toContain('Titre pas encore enregistré');
    expect(await html(path(link.en))).toContain('Title not saved yet');
    expect(await html('/')).not.toContain('Titre pas encore enregistré');
  });

  it('lists the pages by the names the site gives them, which its search finds, accents or not', async () => {
    const keysFound = async (search: string) =>
      body<AdminPage[]>(await call('GET', `/api/admin/pages?search=${encodeURIComponent(search)}`)).data.map(
        (page) => page.key,
      );
    expect(await keysFound('accueil')).toEqual(['home']);
    expect(await keysFound('a propos')).toEqual(['about']);
    expect(await keysFound('Événements')).toEqual(['events']);
    expect(await keysFound('guides')).toEqual([]);
    expect(await keysFound('careers')).toEqual(['careers']);
  });

  it('keeps each save as a revision', async () => {
    const home = await homePage();
    const revisions = body<unknown[]>(await call('GET', `/api/admin/pages/${home.id}/revisions`)).data;
    expect(revisions.length).toBeGreaterThan(0);
  });

  it('holds the about page: an editor rewrites the mission and the story, whose rich text is sanitized', async () => {
    const about = await sitePage('about');
    expect(about.sections.map((section) => section.type)).toEqual([
      'page_header',
      'rich_text',
      'feature_tiles',
      'feature_tiles',
      'team',
      'figures',
      'call_to_action',
    ]);
    expect(await html('/about')).toContain('Rendre le numérique accessible et utile aux organisations guinéennes');
    expect(await html('/en/about')).toContain('Make digital technology accessible and useful');

    const sections = structuredClone(about.sections);
    const [mission] = sectionOf(sections, 'feature_tiles').tiles as { text: { fr: string; en?: string } }[];
    mission!.text = {
      fr: 'Équiper chaque commerce de Kaloum d’un site rapide.',
      en: 'Give every shop in Kaloum a fast site.',
    };
    sectionOf(sections, 'rich_text').body = {
      fr: '<p onclick="steal()">Née à Conakry en 2021.</p><script>steal()</script>',
      en: '<p>Born in Conakry in 2021.</p>',
    };
    const saved = await save(about, sections);
    expect(saved.statusCode).toBe(200);
    const story = sectionOf(body<AdminPage>(saved).data.sections, 'rich_text');
    expect(story.body).toEqual({ fr: '<p>Née à Conakry en 2021.</p>', en: '<p>Born in Conakry in 2021.</p>' });

    const french = await html('/about');
    expect(french).toContain('Équiper chaque commerce de Kaloum d’un site rapide.');
    expect(french).toContain('<p>Née à Conakry en 2021.</p>');
    expect(french).not.toContain('steal()');
    const english = await html('/en/about');
    expect(english).toContain('Give every shop in Kaloum a fast site.');
    expect(english).not.toContain('Équiper chaque commerce');
    expect(await found('Kaloum', 'fr')).toContain('/about');

    // A text left with nothing to read once sanitized is refused on its own field.
    const current = await sitePage('about');
    const empty = structuredClone(current.sections);
    sectionOf(empty, 'rich_text').body = { fr: '<script>steal()</script>', en: '' };
    const refused = await save(current, empty, 'en');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys((JSON.parse(refused.body) as { errors: object }).errors)).toEqual(['sections.1.body.fr']);
  });

  it('holds the privacy policy: a paragraph rewritten quoting the settings, its date, the English left as it was', async () => {
    const privacy = await sitePage('privacy');
    const sections = structuredClone(privacy.sections);
    const document = sectionOf(sections, 'legal_text');
    expect(document.articles).toHaveLength(11);
    const [first] = document.articles as { heading: { fr: string }; body: { fr: string; en: string } }[];
    first!.body.fr =
      '<p>Après la relecture de notre avocate, {company.legal_name} répond à {contact.email}[[, {company.unknown_detail} ici]][[ sous le numéro {company.registration_number}]].</p>';
    document.updated_on = '2026-12-01';
    expect((await save(privacy, sections)).statusCode).toBe(200);

    const settings = body<{ company: { legal_name: string }; contact: { email: string } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/settings?lang=fr' }),
    ).data;
    const french = await html('/privacy');
    expect(french).toContain(
      `Après la relecture de notre avocate, ${settings.company.legal_name} répond à <a href="mailto:${settings.contact.email}">${settings.contact.email}</a>`,
    );
    expect(french).toContain('<time dateTime="2026-12-01">1 décembre 2026</time>');
    expect(french).not.toContain('{contact.email}');
    const english = await html('/en/privacy');
    expect(english).toContain('The controller of the personal data collected on the');
    expect(english).toContain('<time dateTime="2026-12-01">December 1, 2026</time>');
    expect(english).toContain('the French text prevails');
    // The search reads the words the page shows, the details filled.
    expect(await found('avocate', 'fr')).toContain('/privacy');

    // No date given: the day the page was last saved.
    const dated = await sitePage('privacy');
    const undated = structuredClone(dated.sections);
    sectionOf(undated, 'legal_text').updated_on = null;
    const saved = body<{ updated_at: string }>(await save(dated, undated)).data;
    expect(await html('/privacy')).toContain(`<time dateTime="${saved.updated_at.slice(0, 10)}">`);
  });

  it('refuses a legal text without articles, naming the field', async () => {
    const terms = await sitePage('terms');
    const sections = structuredClone(terms.sections);
    sectionOf(sections, 'legal_text').articles = [];
    const refused = await save(terms, sections, 'en');
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('sections.1.articles');
  });

  it('holds the contact page’s questions, which an editor adds to, and a list of questions any page may show', async () => {
    const contact = await sitePage('contact');
    const sections = structuredClone(contact.sections);
    const faq = sectionOf(sections, 'faq');
    const questions = faq.questions as { question: object; answer: object }[];
    expect(questions).toHaveLength(3);
    questions.push({
      question: { fr: 'Acceptez-vous Orange Money\u202f?', en: 'Do you take Orange Money?' },
      answer: { fr: 'Oui, pour l’acompte comme pour le solde.', en: 'Yes, for the deposit and the balance.' },
    });
    expect((await save(contact, sections)).statusCode).toBe(200);
    const french = await html('/contact');
    expect(french).toContain('<dt class="font-semibold text-slate-900">Acceptez-vous Orange Money\u202f?</dt>');
    expect(french).toContain('Combien de temps prend un projet\u202f?');
    expect(await html('/en/contact')).toContain('Yes, for the deposit and the balance.');
    expect(await found('orange money', 'en')).toContain('/en/contact');

    // On another page, the questions open and close without JavaScript.
    const about = await sitePage('about');
    const withQuestions = [...structuredClone(about.sections), { ...faq, hidden: false }];
    expect((await save(about, withQuestions)).statusCode).toBe(200);
    const page = await html('/about');
    expect(page).toMatch(/<details[^>]*><summary[^>]*>Acceptez-vous Orange Money\u202f\?/);
  });

  it('keeps a page no one saved in step with the site’s own texts at start', async () => {
    const blog = await sitePage('blog');
    expect(blog.version).toBe(1);
    // As a page stored by an earlier version of the site whose texts have changed since.
    const earlier = structuredClone(blog.sections);
    sectionOf(earlier, 'page_header').title = { fr: 'Ancien titre', en: 'Old title' };
    await ctx.database.db.update(pages).set({ sections: earlier }).where(eq(pages.id, blog.id));
    await ensureSitePages(ctx.database.db);
    expect((await sitePage('blog')).sections).toEqual(blog.sections);
  });

  it('holds the page of an unknown address, which any 404 shows in the visitor’s language', async () => {
    const missing = await sitePage('not_found');
    const sections = structuredClone(missing.sections);
    sectionOf(sections, 'page_header').title = {
      fr: 'Cette adresse n’existe pas chez Weltaare',
      en: 'This address does not exist at Weltaare',
    };
    sections.push({
      type: 'call_to_action',
      hidden: false,
      title: { fr: 'Vous cherchiez un service\u202f?', en: 'Looking for a service?' },
      text: null,
      button_label: { fr: 'Voir nos services', en: 'See our services' },
      button_link: '/services',
    } as Section);
    expect((await save(missing, sections)).statusCode).toBe(200);

    for (const [url, title, invitation] of [
      ['/une-adresse-inconnue', 'Cette adresse n’existe pas chez Weltaare', 'Vous cherchiez un service\u202f?'],
      [
        '/blog/un-article-qui-n-existe-pas',
        'Cette adresse n’existe pas chez Weltaare',
        'Vous cherchiez un service\u202f?',
      ],
      ['/en/portfolio/999999', 'This address does not exist at Weltaare', 'Looking for a service?'],
    ] as const) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain(title);
      expect(answer.body, url).toContain(invitation);
    }
    // Its preview address shows it, still a 404 for search engines.
    expect((await ctx.app.inject({ method: 'GET', url: '/404' })).statusCode).toBe(404);
  });

  it('holds the help centre’s themes and questions, which an editor adds to; the search finds a question at its theme', async () => {
    const help = await sitePage('help');
    const sections = structuredClone(help.sections);
    expect(sections.filter((section) => section.type === 'help_topic').map((topic) => topic.anchor)).toEqual([
      'projects',
      'billing',
      'hosting',
      'account',
    ]);
    const billing = sections.find(
      (section) => section.type === 'help_topic' && section.anchor === 'billing',
    ) as Extract<Section, { type: 'help_topic' }>;
    (billing.questions as object[]).push({
      question: { fr: 'Puis-je payer en plusieurs fois\u202f?', en: 'Can I pay in instalments?' },
      answer: {
        fr: 'Oui, en trois échéances\u00a0: écrivez à {contact.email}.',
        en: 'Yes, in three instalments: write to {contact.email}.',
      },
      link_label: null,
      link: null,
    });
    expect((await save(help, sections)).statusCode).toBe(200);

    const settings = body<{ contact: { email: string } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/settings?lang=fr' }),
    ).data;
    expect(await html('/help')).toContain(`Oui, en trois échéances\u00a0: écrivez à ${settings.contact.email}.`);
    expect(await html('/en/help')).toContain('Can I pay in instalments?');
    await ctx.app.publicContent.search.index.settled();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/search?q=instalments&language=en' });
    expect(body<{ kind: string; url: string; title: string }[]>(answer).data).toContainEqual(
      expect.objectContaining({ kind: 'help', url: '/en/help#billing', title: 'Can I pay in instalments?' }),
    );

    // A wrong anchor is refused on its field.
    billing.anchor = 'Paiement et facturation';
    const refused = await save(await sitePage('help'), sections, 'en');
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toMatch(/sections\.\d+\.anchor/);
  });

  it('shows a picture beside a text, on the side staff chose, described or decorative', async () => {
    const [project] = (await ctx.app.inject({ method: 'GET', url: '/api/projects?per_page=1&lang=fr' })).json<{
      data: { cover_image: string }[];
    }>().data;
    const about = await sitePage('about');
    const section = {
      type: 'image_text',
      hidden: false,
      title: { fr: 'Notre bureau de Dubreka', en: 'Our office in Dubreka' },
      text: {
        fr: '<p>Écrivez à {contact.email}.</p><script>alert(1)</script>',
        en: '<p>Write to {contact.email}.</p>',
      },
      image: project!.cover_image,
      image_alt: { fr: 'L’équipe au bureau', en: 'The team at the office' },
      image_side: 'right',
    } as Section;
    expect((await save(about, [...structuredClone(about.sections), section])).statusCode).toBe(200);

    const french = await html('/about');
    expect(french).toMatch(/<h2 id="section-\d+-title"[^>]*>Notre bureau de Dubreka<\/h2>/);
    expect(french).toContain('alt="L’équipe au bureau"');
    expect(french).toContain('class="lg:order-2"');
    expect(french).toMatch(/Écrivez à <a href="mailto:[^"]+">/);
    expect(french).not.toContain('alert(1)');
    const english = await html('/en/about');
    expect(english).toContain('alt="The team at the office"');
  });

  it('shows the next events, the soonest first, as many as staff chose, and never a past one', async () => {
    const events = (await ctx.app.inject({ method: 'GET', url: '/api/events?lang=fr&per_page=50' })).json<{
      data: { title: string; starts_at: string; ends_at: string | null }[];
    }>().data;
    const now = Date.now();
    const ended = (event: (typeof events)[number]) => Date.parse(event.ends_at ?? event.starts_at) < now;
    const upcoming = events.filter((event) => !ended(event)).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    const past = events.filter(ended);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);

    const about = await sitePage('about');
    const section = {
      type: 'featured_items',
      hidden: false,
      kind: 'events',
      count: 1,
      title: { fr: 'Nos prochains rendez-vous', en: 'Our next meetings' },
      subtitle: null,
    } as Section;
    expect((await save(about, [...structuredClone(about.sections), section])).statusCode).toBe(200);
    const page = await html('/about');
    expect(page).toContain('Nos prochains rendez-vous');
    expect(page).toContain(upcoming[0]!.title);
    expect(page).not.toContain(upcoming[1]!.title);
    for (const event of past) expect(page).not.toContain(event.title);
  });

  it('shows the contact details, opening hours and map from the settings on any page', async () => {
    const settings = body<{ contact: { email: string; phone: string } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/settings?lang=en' }),
    ).data;
    const about = await sitePage('about');
    const section = {
      type: 'contact_cards',
      hidden: false,
      title: { fr: 'Venez nous voir', en: 'Come and see us' },
      map: false,
    } as Section;
    expect((await save(about, [...structuredClone(about.sections), section])).statusCode).toBe(200);
    const english = await html('/en/about');
    expect(english).toContain('Come and see us');
    expect(english).toContain(`href="mailto:${settings.contact.email}"`);
    expect(english).toContain('id="contact-hours-title"');
    expect(english).not.toContain('id="contact-map-title"');

    const withMap = await sitePage('about');
    const sections = structuredClone(withMap.sections);
    sectionOf(sections, 'contact_cards').map = true;
    expect((await save(withMap, sections)).statusCode).toBe(200);
    expect(await html('/about')).toContain('id="contact-map-title"');
  });

  it('holds the clients page (logos, published testimonials, the testimonial form) and its form posts from any page it is placed on', async () => {
    const french = await html('/clients');
    expect(french).toMatch(/<h2 id="section-2-title"[^>]*>Nos clients<\/h2>/);
    expect(french).toContain('Ce que disent nos clients');
    expect(french).toContain('Laissez votre témoignage');
    expect(french).toContain('action="/clients?form=testimonial"');
    expect(french).toContain('Rejoignez nos clients satisfaits');
    const english = await html('/en/clients');
    expect(english).toContain('What our clients say');
    expect(english).not.toContain('Ce que disent');

    // Staff place the form on the about page too: without JavaScript it posts there, and is answered there.
    const about = await sitePage('about');
    const form = {
      type: 'form',
      hidden: false,
      form: 'testimonial',
      title: { fr: 'Votre avis compte', en: 'Your opinion counts' },
      subtitle: null,
    } as Section;
    expect((await save(about, [...structuredClone(about.sections), form])).statusCode).toBe(200);
    expect(await html('/en/about')).toContain('action="/en/about?form=testimonial"');
    const name = 'Aïssatou Sans Script';
    const post = (payload: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/about?form=testimonial',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: new URLSearchParams(payload).toString(),
      });
    const texts = {
      client_name: name,
      client_email: 'aissatou@example.com',
      content: 'Un site livré à temps, une équipe à l’écoute.',
    };
    const refused = await post(texts);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Votre avis compte');
    expect(refused.body).toContain(`value="${name}"`);
    const sent = await post({ ...texts, consent: 'on' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Merci');
    const queued = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/testimonials?status=pending&search=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(body<{ client_name: string }[]>(queued).data.map((item) => item.client_name)).toContain(name);

    // The home page is an index route: its form names it, or the post would go to the layout.
    const home = await homePage();
    expect((await save(home, [...structuredClone(home.sections), form])).statusCode).toBe(200);
    expect(await html('/')).toContain('action="/?index&amp;form=testimonial"');
  });

  it('holds the client guides: an editor rewrites a step quoting the settings and adds a guide, which the page lists and the search finds', async () => {
    const settings = body<{ contact: { phone: string } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/settings?lang=fr' }),
    ).data;
    const docs = await sitePage('docs');
    const sections = structuredClone(docs.sections);
    expect(sections.filter((section) => section.type === 'guide').map((guide) => guide.anchor)).toEqual([
      'content',
      'email',
      'updates',
      'passwords',
      'mobile-payment',
      'project-tracking',
    ]);
    const passwords = sections.find((section) => section.type === 'guide' && section.anchor === 'passwords');
    if (passwords?.type !== 'guide') throw new Error('no passwords guide');
    (passwords.steps as { text: object }[])[0]!.text = {
      fr: 'Appelez le {contact.phone} avant de changer un mot de passe partagé.',
      en: 'Call {contact.phone} before changing a shared password.',
    };
    sections.push({
      type: 'guide',
      hidden: false,
      anchor: 'sauvegardes',
      icon: 'server',
      title: { fr: 'Sauvegarder vos fichiers', en: 'Backing up your files' },
      intro: {
        fr: 'Une copie hors du bureau protège votre travail.',
        en: 'A copy away from the office keeps your work safe.',
      },
      steps: [{ text: { fr: 'Copiez vos dossiers chaque vendredi.', en: 'Copy your folders every Friday.' } }],
      tip: null,
    } as Section);
    expect((await save(docs, sections)).statusCode).toBe(200);

    const french = await html('/docs');
    expect(french).toContain(`Appelez le ${settings.contact.phone} avant de changer`);
    expect(french).toContain('href="#sauvegardes"');
    expect(french).toMatch(/<section id="sauvegardes" aria-labelledby="sauvegardes-title"/);
    // The page's call to action comes after its guides, with its two buttons.
    const invitation = french.indexOf('Besoin d’un coup de main\u202f?');
    expect(invitation).toBeGreaterThan(french.indexOf('id="sauvegardes"'));
    expect(french.slice(invitation)).toMatch(/href="\/help"[^>]*>Centre d’aide.*href="\/contact"[^>]*>Nous contacter/s);
    const english = await html('/en/docs');
    expect(english).toContain('Backing up your files');
    expect(english).not.toContain('Sauvegarder vos fichiers');
    expect(await found('sauvegarder fichiers', 'fr')).toContain('/docs');

    // A guide's anchor is an address: a space is refused on its field.
    const wrong = structuredClone(sections);
    const added = wrong.at(-1);
    if (added?.type === 'guide') added.anchor = 'mes sauvegardes';
    const refused = await save(await sitePage('docs'), wrong);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toMatch(/sections\.\d+\.anchor/);
    // Nor may two parts of the page share one.
    if (added?.type === 'guide') added.anchor = 'email';
    const twice = await save(await sitePage('docs'), wrong, 'en');
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      errors: { [`sections.${wrong.length - 1}.anchor`]: ['Another section of the page already has this anchor'] },
    });
  });

  it('shows the transfer calculator and the study checklist on any page, which answer its address without JavaScript', async () => {
    const about = await sitePage('about');
    const tools = [
      { type: 'tool', hidden: false, tool: 'transfer_calculator' },
      { type: 'tool', hidden: false, tool: 'study_checklist' },
    ] as Section[];
    expect((await save(about, [...structuredClone(about.sections), ...tools])).statusCode).toBe(200);

    const answered = await html(
      '/about?flow=out-of-guinea&corridor=france&direction=send&amount=1000000&destination=canada',
    );
    expect(answered).toContain('id="transfer-calculator"');
    // The server worked the transfer out: the amount sent and what it costs, in French figures.
    expect(answered.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/Total à payer<\/dt><dd[^>]*>1 035 000 GNF/);
    expect(answered).toMatch(/<option value="canada" selected="">/);
    // The checklist's message quotes the page's own address.
    expect(answered).toContain(encodeURIComponent('http://localhost:3000/about'));
    const english = await html('/en/about');
    expect(english).toContain('Your study-abroad checklist');
  });

  it('shows the newsletter form on any page, posting without JavaScript to the subscription page', async () => {
    const about = await sitePage('about');
    const form = {
      type: 'form',
      hidden: false,
      form: 'newsletter',
      title: { fr: 'Nos conseils chaque mois', en: 'Our tips every month' },
      subtitle: null,
    } as Section;
    const sections = [...structuredClone(about.sections), form];
    expect((await save(about, sections)).statusCode).toBe(200);
    const english = await html('/en/about');
    const titleId = `section-${sections.length}-title`;
    expect(english).toContain(
      `<h2 id="${titleId}" class="text-3xl font-bold text-slate-900 sm:text-4xl">Our tips every month</h2>`,
    );
    // Its own ids beside the footer's form.
    expect(english).toMatch(
      new RegExp(`<form[^>]*aria-describedby="${titleId}-status"[^>]*action="/en/newsletter/subscribe"`),
    );
    expect(english).toContain('id="newsletter-status"');
  });
  it('holds the careers page’s open positions and the spontaneous application, written to the settings’ address', async () => {
    const email = body<{ contact: { email: string } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/settings?lang=fr' }),
    ).data.contact.email;
    const careers = await sitePage('careers');
    const sections = structuredClone(careers.sections);
    const positions = sectionOf(sections, 'open_positions');
    positions.title = { fr: 'Nos offres d’emploi', en: 'Our job offers' };
    positions.spontaneous_title = { fr: 'Écrivez-nous quand même', en: 'Write to us anyway' };
    expect((await save(careers, sections)).statusCode).toBe(200);
    const french = await html('/careers');
    const titleId = `section-${sections.indexOf(positions) + 1}-title`;
    expect(french).toContain(
      `<h2 id="${titleId}" class="text-3xl font-bold text-slate-900 sm:text-4xl">Nos offres d’emploi</h2>`,
    );
    // The seeded posts are open: the invitation follows them, its title the mail's subject.
    expect(french).toContain(`<h2 id="${titleId}-spontaneous"`);
    expect(french).toContain(`href="mailto:${email}?subject=%C3%89crivez-nous%20quand%20m%C3%AAme"`);
    const english = await html('/en/careers');
    expect(english).toContain('Our job offers');
    expect(english).toContain('Send a spontaneous application');
    expect(english).not.toContain('Nos offres');
  });

  it('holds the contact page’s form, which staff may place on another page and which posts there without JavaScript', async () => {
    const contact = await html('/contact');
    expect(contact).toContain(
      '<h2 id="contact-form-title" class="text-2xl font-bold text-slate-900 sm:text-3xl">Parlez-nous de votre projet</h2>',
    );
    expect(contact).toContain('action="/contact?form=contact"');
    expect(contact).toContain('id="contact-first-name"');
    expect(await html('/en/contact')).toContain('Tell us about your project');

    const solutions = await sitePage('solutions');
    const form = {
      type: 'form',
      hidden: false,
      form: 'contact',
      title: { fr: 'Une solution vous intéresse\u202f?', en: 'Interested in a solution?' },
      subtitle: { fr: 'Dites-nous laquelle.', en: 'Tell us which one.' },
    } as Section;
    const sections = [...structuredClone(solutions.sections), form];
    expect((await save(solutions, sections)).statusCode).toBe(200);
    const titleId = `section-${sections.length}-title`;
    const english = await html('/en/solutions?message=Hello%20from%20a%20link');
    expect(english).toContain('Interested in a solution?');
    expect(english).toContain('action="/en/solutions?form=contact"');
    // Its own ids, the services to choose from and the message a link began.
    expect(english).toContain(`id="${titleId}-first-name"`);
    expect(english).toMatch(/<option value="[^"]+">[^<]*Hosting/);
    expect(english).toMatch(/<textarea[^>]*>Hello from a link<\/textarea>/);

    const post = (payload: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/en/solutions?form=contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: new URLSearchParams(payload).toString(),
      });
    const name = { firstName: 'Mariama', lastName: 'Sans Script' };
    const refused = await post({ ...name, email: 'not an address', message: 'Une solution de paiement.' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('value="Mariama"');
    expect(refused.body).toContain('Interested in a solution?');
    const sent = await post({ ...name, email: 'mariama@example.com', message: 'Une solution de paiement.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Your message has been sent');
    const messages = await call('GET', `/api/admin/messages?search=${encodeURIComponent('Sans Script')}`);
    expect(body<{ email: string }[]>(messages).data.map((message) => message.email)).toContain('mariama@example.com');
  });

  it('gives a page saved before its form and open positions became sections those sections, once', async () => {
    const statements = readFileSync(
      new URL('../../db/migrations/0031_saved_pages_keep_their_working_sections.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    const migrate = async () => {
      for (const statement of statements) await ctx.database.db.execute(sql.raw(statement));
    };
    // As staff saved them under the previous version: without the form, without the open positions.
    for (const [key, type] of [
      ['contact', 'form'],
      ['careers', 'open_positions'],
    ] as const) {
      const page = await sitePage(key);
      const earlier = page.sections.filter((section) => section.type !== type);
      expect((await save(page, earlier)).statusCode).toBe(200);
    }
    expect(await html('/contact')).not.toContain('id="contact-first-name"');
    await migrate();
    await migrate();
    const contact = await sitePage('contact');
    expect(contact.sections.filter((section) => section.type === 'form')).toHaveLength(1);
    expect(contact.sections.at(-1)).toMatchObject({ type: 'form', form: 'contact' });
    expect(await html('/contact')).toContain('id="contact-first-name"');
    const careers = await sitePage('careers');
    expect(careers.sections.filter((section) => section.type === 'open_positions')).toHaveLength(1);
    expect(await html('/en/careers')).toContain('Open positions');
  });
});
