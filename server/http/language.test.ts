import { describe, expect, it } from 'vitest';
import { type PageRequest, pageRequestOf, readCookie, routePage } from './language.ts';

const visit = (path: string, overrides: Partial<Omit<PageRequest, 'url'>> = {}) =>
  routePage({
    method: 'GET',
    url: new URL(`http://localhost${path}`),
    cookie: null,
    acceptLanguage: null,
    fetchSite: null,
    fetchDest: null,
    referer: null,
    refused: false,
    light: false,
    ...overrides,
  });

describe('the language cookie', () => {
  it('reads a well-formed value', () => {
    expect(readCookie('a=1; weltaare-language=en', 'weltaare-language')).toBe('en');
  });

  it.each(['weltaare-language=%', 'weltaare-language=%E0%A4%A', 'weltaare-language=%zz; other=1'])(
    'ignores a malformed value (%s) instead of failing the page',
    (cookie) => {
      expect(readCookie(cookie, 'weltaare-language')).toBeNull();
      expect(visit('/', { cookie, acceptLanguage: 'en' })).toMatchObject({ redirect: '/en', status: 302 });
      expect(visit('/', { cookie })).toMatchObject({ render: 'fr' });
    },
  );
});

describe('the language of a public page', () => {
  it('is the one its URL names when nothing else is known (how crawlers come)', () => {
    expect(visit('/services/hosting')).toMatchObject({ render: 'fr' });
    expect(visit('/en/services/hosting')).toMatchObject({ render: 'en' });
    expect(visit('/en')).toMatchObject({ render: 'en' });
    expect(visit('/enfants')).toMatchObject({ render: 'fr' });
  });

  it('answers ?lang= with a permanent redirect to the path form, keeping the rest of the query', () => {
    expect(visit('/portfolio?lang=en&category=web')).toEqual({
      redirect: '/en/portfolio?category=web',
      status: 301,
      vary: '',
    });
    expect(visit('/en/blog?lang=fr')).toMatchObject({ redirect: '/blog', status: 301 });
    expect(visit('/?lang=en')).toMatchObject({ redirect: '/en', status: 301 });
    expect(visit('/about?lang=de')).toMatchObject({ redirect: '/about', status: 301 });
  });

  it('never redirects to another host, whatever slashes the path starts with', () => {
    for (const path of [
      '//evil.example/x?lang=en',
      '//Evil.example/x',
      '/\\evil.example/x?lang=fr',
      '///evil.example/X',
    ]) {
      const routing = visit(path);
      expect('redirect' in routing && routing.redirect.startsWith('//'), path).toBe(false);
    }
    expect(visit('//evil.example/x?lang=en')).toMatchObject({ redirect: '/en/evil.example/x' });
  });

  it('sends case variants to the lower-case path, leaving %-escapes alone', () => {
    expect(visit('/Services')).toMatchObject({ redirect: '/services', status: 301 });
    expect(visit('/EN/Blog?page=2')).toMatchObject({ redirect: '/en/blog?page=2', status: 301 });
    expect(visit('/blog/caf%C3%A9')).toMatchObject({ render: 'fr' });
  });

  it.each([
    '/__manifest?p=%2Fadmin%2Fprojects&version=1',
    '/_root.data',
    '/assets/x.js',
    '/media/a.webp',
    '/sw.js',
    '/api/x',
  ])('never redirects a framework or file path (%s) by the saved or browser language', (path) => {
    const english = {
      cookie: 'weltaare-language=en',
      acceptLanguage: 'en',
      fetchSite: 'same-origin',
      fetchDest: 'empty',
    };
    expect(visit(path, english)).toEqual({ render: 'fr', vary: '' });
    expect(visit(path, { ...english, fetchSite: null, fetchDest: null })).toEqual({ render: 'fr', vary: '' });
  });

  it('takes a visitor arriving from elsewhere to the page in their saved language', () => {
    expect(visit('/services', { cookie: 'weltaare-language=en', fetchSite: 'cross-site' })).toMatchObject({
      redirect: '/en/services',
      status: 302,
    });
    expect(visit('/en/blog/x?page=2', { cookie: 'weltaare-language=fr' })).toMatchObject({
      redirect: '/blog/x?page=2',
    });
  });

  it('tells a link of the site from an address typed when the service worker passed the navigation on', () => {
    const passedOn = { cookie: 'weltaare-language=en', fetchSite: 'same-origin', fetchDest: 'empty' };
    expect(visit('/about', passedOn)).toMatchObject({ redirect: '/en/about', status: 302 });
    expect(visit('/about', { ...passedOn, referer: 'https://elsewhere.example/page' })).toMatchObject({
      redirect: '/en/about',
    });
    expect(visit('/about', { ...passedOn, referer: 'http://localhost/en/services' })).toMatchObject({
      render: 'fr',
    });
    expect(visit('/about', { ...passedOn, referer: 'not a url' })).toMatchObject({ redirect: '/en/about' });
  });

  it('keeps the language of a link followed inside the site, and never redirects a form post', () => {
    expect(visit('/en/contact', { cookie: 'weltaare-language=fr', fetchSite: 'same-origin' })).toMatchObject({
      render: 'en',
    });
    expect(visit('/contact', { method: 'POST', cookie: 'weltaare-language=en' })).toMatchObject({ render: 'fr' });
  });

  it('sends a first visit to "/" to the browser language, and only "/"', () => {
    expect(visit('/', { acceptLanguage: 'en-GB,en;q=0.9' })).toMatchObject({ redirect: '/en', status: 302 });
    expect(visit('/', { acceptLanguage: 'en' }).vary).toContain('Accept-Language');
    expect(visit('/about', { acceptLanguage: 'en' })).toMatchObject({ render: 'fr' });
    expect(visit('/en', { acceptLanguage: 'fr' })).toMatchObject({ render: 'en' });
  });

  it('says what decided the answer besides the URL', () => {
    expect(visit('/services').vary).toBe('Cookie, Sec-Fetch-Site, Save-Data');
  });

  it('renders a refused request where it was sent', () => {
    expect(visit('/Contact?lang=en', { method: 'POST', refused: true })).toMatchObject({ render: 'fr' });
  });
});

describe('the language of the back office', () => {
  it('follows ?lang=, then the saved choice, then the browser, never the URL path', () => {
    expect(visit('/admin/services?lang=en')).toMatchObject({ render: 'en' });
    expect(visit('/admin', { cookie: 'weltaare-language=en' })).toMatchObject({ render: 'en' });
    expect(visit('/admin/login', { acceptLanguage: 'en' })).toMatchObject({ render: 'en' });
    expect(visit('/profile')).toMatchObject({ render: 'fr' });
  });
});

describe('the data of a client navigation', () => {
  it('is in the language of the page it is for, and never redirected', () => {
    expect(visit('/en.data')).toEqual({ render: 'en', vary: '' });
    expect(visit('/en/services.data', { cookie: 'weltaare-language=fr' })).toEqual({ render: 'en', vary: '' });
    expect(visit('/_root.data', { acceptLanguage: 'en' })).toEqual({ render: 'fr', vary: '' });
  });
});

describe('light mode', () => {
  const light = (headers: Record<string, string>) =>
    pageRequestOf('GET', new URL('http://localhost/services'), headers, false).light;

  it('follows Save-Data when the visitor made no choice', () => {
    expect(light({ 'save-data': 'on' })).toBe(true);
    expect(light({ 'save-data': 'ON ' })).toBe(true);
    expect(light({ 'save-data': 'off' })).toBe(false);
    expect(light({})).toBe(false);
  });

  it("lets the footer's switch win over Save-Data, either way", () => {
    expect(light({ cookie: 'weltaare-light=off', 'save-data': 'on' })).toBe(false);
    expect(light({ cookie: 'a=1; weltaare-light=on' })).toBe(true);
    expect(light({ cookie: 'weltaare-light=maybe', 'save-data': 'on' })).toBe(true);
  });
});
