import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterMenu, HeaderMenu, MenuLink } from '#contract/schemas/menus.ts';
import { body, createTestApp, createUser, loginAs, type TestContext } from '../../test-support/test-app.ts';
import { openVitePages, type VitePages } from '../../test-support/vite-pages.ts';

let vite: VitePages;
let ctx: TestContext;
let admin: string;
let editor: string;

beforeAll(async () => {
  vite = await openVitePages();
  ctx = await createTestApp({ pages: vite.pages });
  await createUser(ctx.database, { email: 'boss@weltaare.test', password: 'boss long password', role: 'admin' });
  await createUser(ctx.database, { email: 'plume@weltaare.test', password: 'plume long password', role: 'editor' });
  admin = await loginAs(ctx.app, 'boss@weltaare.test', 'boss long password');
  editor = await loginAs(ctx.app, 'plume@weltaare.test', 'plume long password');
  // Vite compiles the app for the first page it renders: once here, not in the time of a test.
  await ctx.app.inject({ method: 'GET', url: '/' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await vite.close();
});

type Saved<Menu> = Menu & { version: number };

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object, headers: object = {}) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });
const read = async <Menu>(key: string) => body<Saved<Menu>>(await call(admin, 'GET', `/api/admin/menus/${key}`)).data;
/** A menu saved as of its version, without it in the body (If-Match). */
const save = (key: string, menu: object, version: number, token = admin, language = 'fr') => {
  const { version: _read, ...fields } = menu as { version?: number };
  return call(token, 'PUT', `/api/admin/menus/${key}`, fields, {
    'if-match': `"${version}"`,
    'accept-language': language,
  });
};
const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
/** The header's navigation (the desktop one: the phone menu is drawn when opened) of a page. */
const headerNav = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const link = (fr: string, en: string, target: MenuLink['target'], shownIn: MenuLink['shownIn'] = ['fr', 'en']) => ({
  label: { fr, en },
  target,
  shownIn,
  servicesMenu: false,
});

describe('menus', () => {
  it('lists the header and the footer with their key and version, as the site shows them before any change', async () => {
    const listed = body<({ key: string; version: number } & Record<string, unknown>)[]>(
      await call(editor, 'GET', '/api/admin/menus'),
    ).data;
    expect(listed.map((menu) => menu.key)).toEqual(['header', 'footer']);
    const header = listed[0] as unknown as Saved<HeaderMenu>;
    expect(header.links.map((entry) => entry.label.fr)).toEqual([
      'Accueil',
      'À propos',
      'Services',
      'Solutions',
      'Portfolio',
      'Clients',
      'Blog',
      'Carrières',
      'Contact',
    ]);
    expect(header.links.filter((entry) => entry.servicesMenu).map((entry) => entry.label.en)).toEqual(['Services']);
    const footerMenu = listed[1] as unknown as Saved<FooterMenu>;
    expect(footerMenu.columns.map((column) => [column.title.en, column.services])).toEqual([
      ['Company', 0],
      ['Services', 5],
      ['Support', 0],
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/menus' })).statusCode).toBe(401);
  });

  it('an editor renames, reorders and hides a header link in English; each language shows its own menu', async () => {
    const header = await read<HeaderMenu>('header');
    const [home, about, ...rest] = header.links;
    const changed = {
      links: [
        about,
        { ...home!, label: { fr: 'Bienvenue', en: 'Welcome' } },
        ...rest.map((entry) => (entry.label.fr === 'Carrières' ? { ...entry, shownIn: ['fr'] } : entry)),
      ],
    };
    const saved = await save('header', changed, header.version, editor);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<Saved<HeaderMenu>>(saved).data.version).toBe(header.version + 1);
    try {
      const french = headerNav(await page('/'));
      expect(french.indexOf('>À propos<')).toBeGreaterThan(0);
      expect(french.indexOf('>À propos<')).toBeLessThan(french.indexOf('>Bienvenue<'));
      expect(french).toContain('>Carrières<');
      expect(french).not.toContain('>Accueil<');
      const english = headerNav(await page('/en'));
      expect(english).toContain('href="/en" aria-current="page"');
      expect(english).toContain('>Welcome<');
      expect(english).not.toContain('>Careers<');
      expect(english).not.toContain('Bienvenue');
    } finally {
      const now = await read<HeaderMenu>('header');
      expect((await save('header', header, now.version)).statusCode).toBe(200);
    }
    expect(headerNav(await page('/'))).toContain('>Accueil<');
  });

  it('a footer link to an article follows its slug in each language and disappears while the article is not public', async () => {
    const posts = body<{ id: number; slug: string; slug_en: string | null; status: string }[]>(
      await call(admin, 'GET', '/api/admin/blog?per_page=50'),
    ).data;
    const post = posts.find((entry) => entry.status === 'published' && entry.slug_en && entry.slug_en !== entry.slug)!;
    const footerMenu = await read<FooterMenu>('footer');
    const [company, ...others] = footerMenu.columns;
    const withArticle = {
      columns: [
        {
          ...company!,
          links: [
            ...company!.links,
            link('Notre article phare', 'Our leading article', { type: 'item', kind: 'blog', id: post.id }),
            link('Nous écrire', 'Write to us', { type: 'url', url: 'mailto:contact@weltaare.test' }),
          ],
        },
        ...others,
      ],
    };
    const saved = await save('footer', withArticle, footerMenu.version);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(footer(await page('/'))).toMatch(new RegExp(`href="/blog/${post.slug}"[^>]*>Notre article phare<`));
      const english = footer(await page('/en'));
      expect(english).toMatch(new RegExp(`href="/en/blog/${post.slug_en}"[^>]*>Our leading article<`));
      expect(english).toMatch(/href="mailto:contact@weltaare.test"[^>]*>Write to us</);

      const current = await call(admin, 'GET', `/api/admin/blog/${post.id}`);
      const unpublished = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/blog/${post.id}`,
        payload: { status: 'draft' },
        headers: { authorization: `Bearer ${admin}`, 'if-match': String(current.headers.etag) },
      });
      expect(unpublished.statusCode, unpublished.body).toBe(200);
      expect(footer(await page('/'))).not.toContain('Notre article phare');
      const republished = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/blog/${post.id}`,
        payload: { status: 'published' },
        headers: { authorization: `Bearer ${admin}`, 'if-match': String(unpublished.headers.etag) },
      });
      expect(republished.statusCode, republished.body).toBe(200);
    } finally {
      const now = await read<FooterMenu>('footer');
      expect((await save('footer', footerMenu, now.version)).statusCode).toBe(200);
    }
  });

  it('refuses a save made from an older version: 409, the other editor’s menu kept', async () => {
    const header = await read<HeaderMenu>('header');
    const first = await save('header', { links: header.links.slice(0, 8) }, header.version);
    expect(first.statusCode).toBe(200);
    try {
      const second = await save('header', { links: header.links.slice(1) }, header.version, editor, 'en');
      expect(second.statusCode).toBe(409);
      expect(body(second).success).toBe(false);
      expect((await read<HeaderMenu>('header')).links).toHaveLength(8);
    } finally {
      const now = await read<HeaderMenu>('header');
      expect((await save('header', header, now.version)).statusCode).toBe(200);
    }
  });

  it('says what is wrong with each link, in the language asked for, and keeps the stored menu', async () => {
    const header = await read<HeaderMenu>('header');
    const invalid = {
      links: [
        link('Piège', 'Trap', { type: 'url', url: 'javascript:alert(1)' }),
        link('Nulle part', 'Nowhere', { type: 'page', path: '/nowhere' } as never),
        link('Inconnu', 'Unknown', { type: 'item', kind: 'team', id: 1 } as never),
        { ...link('Caché', 'Hidden', { type: 'page', path: '/blog' }), shownIn: [] },
        { label: { fr: 'Sans anglais', en: '' }, target: { type: 'page', path: '/' }, shownIn: ['fr'] },
      ],
    };
    const french = await save('header', invalid, header.version);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      'links.0.target.url': ['Adresse invalide : une page du site (/…), https://…, mailto:… ou tel:…'],
      'links.1.target.path': ['Valeur invalide'],
      'links.2.target.kind': ['Valeur invalide'],
      'links.3.shownIn': ['Choisissez au moins une langue où l’afficher'],
      'links.4.label.en': ['Le texte en anglais est obligatoire'],
    });
    const twoLists = await save('header', { links: [header.links[2], header.links[2]] }, header.version);
    expect(body(twoLists).errors).toEqual({
      'links.1.servicesMenu': ['Un seul lien peut ouvrir la liste des services'],
    });
    const english = await save('header', invalid, header.version, admin, 'en');
    expect(body(english).errors?.['links.3.shownIn']).toEqual(['Choose at least one language to show it in']);
    const tooMany = await save('header', { links: Array.from({ length: 13 }, () => header.links[0]) }, header.version);
    expect(body(tooMany).errors).toEqual({ links: ['Au plus 12 liens par menu ou colonne'] });
    expect(await read<HeaderMenu>('header')).toEqual(header);
    expect((await call(admin, 'PUT', '/api/admin/menus/sidebar', { links: [] })).statusCode).toBe(404);
  });
});
