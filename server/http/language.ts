import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  isLanguage,
  languageFromAcceptLanguage,
} from '#contract/languages.ts';
import { isLightMode, LIGHT_MODE_COOKIE } from '#contract/light-mode.ts';
import { isBackOfficePath, isFrameworkPath, localizedPath, splitLanguagePath } from '#contract/page-urls.ts';

/**
 * `?lang=` as the client sent it: read from the address, not from `request.query`, which a route's
 * querystring schema has already stripped of the keys it does not name.
 */
function queryLanguage(request: FastifyRequest): Language | null {
  const search = request.url.indexOf('?');
  const lang = search === -1 ? null : new URLSearchParams(request.url.slice(search + 1)).get('lang');
  const lowered = lang?.toLowerCase() ?? null;
  return isLanguage(lowered) ? lowered : null;
}

/** API language: `?lang=`, then Accept-Language, then French. */
export function apiLanguage(request: FastifyRequest): Language {
  return queryLanguage(request) ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // A malformed value (a lone "%") is a value we cannot read, not a server error.
      return null;
    }
  }
  return null;
}

/** Back-office language: `?lang=`, then the visitor's stored choice (cookie), then Accept-Language, then French. */
export function backOfficeLanguage(url: URL, cookieHeader: string | null, acceptLanguage: string | null): Language {
  const fromQuery = url.searchParams.get('lang')?.toLowerCase();
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader ?? undefined, LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export interface PageRequest {
  method: string;
  url: URL;
  cookie: string | null;
  acceptLanguage: string | null;
  /**
   * "same-origin" when the visitor followed a link of the site itself, or when our service worker
   * passed a navigation on (ADR 0015): only then is Sec-Fetch-Dest "empty" rather than "document".
   */
  fetchSite: string | null;
  fetchDest: string | null;
  /** Referer: what tells a link of the site from an address typed, when the service worker passed it on. */
  referer: string | null;
  /** The server refused it (413, 403): it is rendered where it was sent, to say why. */
  refused: boolean;
  /** Light mode (Save-Data or the footer's switch): another rendering of the same address. */
  light: boolean;
}

/**
 * The address of a page request: the request target on the site's public origin (PUBLIC_URL),
 * never the Host header a client sent.
 */
export function publicPageUrl(publicOrigin: string, target: string): URL {
  return new URL(`${publicOrigin}${target}`);
}

/** What routing reads of a request: its method, address and the headers that may redirect it. */
const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function pageRequestOf(method: string, url: URL, headers: IncomingHttpHeaders, refused: boolean): PageRequest {
  const fetchSite = headers['sec-fetch-site'];
  const fetchDest = headers['sec-fetch-dest'];
  return {
    method,
    url,
    cookie: headers.cookie ?? null,
    acceptLanguage: headers['accept-language'] ?? null,
    fetchSite: typeof fetchSite === 'string' ? fetchSite : null,
    fetchDest: typeof fetchDest === 'string' ? fetchDest : null,
    referer: headers.referer ?? null,
    refused,
    light: isLightMode(readCookie(headers.cookie, LIGHT_MODE_COOKIE), firstHeader(headers['save-data'])),
  };
}

/** A page is rendered in a language, or the visitor is sent to its proper address first. */
export type PageRouting = { render: Language; vary: string } | { redirect: string; status: 301 | 302; vary: string };

/** What a redirect keeps of the address: the query without `lang`. */
function searchWithoutLang(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('lang');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Upper-case letters outside %-escapes: "/Services" is the same page as "/services". */
function lowerCasePath(pathname: string): string | null {
  const lowered = pathname.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) =>
    part.startsWith('%') ? part : part.toLowerCase(),
  );
  return lowered === pathname ? null : lowered;
}

/** A navigation from a page of the site: never redirected to the saved language (the link chose the page). */
function followedLinkOfTheSite(request: PageRequest): boolean {
  if (request.fetchSite !== 'same-origin') return false;
  if (request.fetchDest !== 'empty') return true;
  // Passed on by the service worker: every navigation looks same-origin; the Referer says where it began.
  try {
    return request.referer !== null && new URL(request.referer).origin === request.url.origin;
  } catch {
    return false;
  }
}

/**
 * Public pages: the URL names the language (French at the spec's paths, English under /en).
 * `?lang=xx` and case variants answer 301 to the one address of the page. A visitor arriving from
 * elsewhere (a shared link, a search result, a bookmark) whose saved choice (cookie) names the other
 * language is taken to the page in that language, and a first visit to "/" follows the browser's
 * language (spec section 4). A request without cookie or Accept-Language gets the URL's language;
 * the answer says `Vary` for what else decided it, so no shared cache mixes languages.
 */
export function routePage(request: PageRequest): PageRouting {
  const { url } = request;
  if (isBackOfficePath(url.pathname)) {
    return { render: backOfficeLanguage(url, request.cookie, request.acceptLanguage), vary: 'Cookie, Accept-Language' };
  }
  // "//evil.example/x" is a path here but a host in a Location header: redirects name "/evil.example/x".
  const pathname = url.pathname.replace(/^\/{2,}/, '/');
  // Client navigations fetch "/en/blog.data" (and "/_root.data" for "/"): the page's language, never a redirect.
  const { language, path } = splitLanguagePath(pathname.replace(/\.data$/, ''));
  if (request.refused || isFrameworkPath(pathname)) return { render: language, vary: '' };
  const asked = url.searchParams.get('lang')?.toLowerCase();
  if (url.searchParams.has('lang')) {
    const target = isLanguage(asked) ? localizedPath(path, asked) : pathname;
    return { redirect: `${target}${searchWithoutLang(url)}`, status: 301, vary: '' };
  }
  const lowered = lowerCasePath(pathname);
  if (lowered !== null) return { redirect: `${lowered}${url.search}`, status: 301, vary: '' };

  const isFirstPage = path === '/' && language === DEFAULT_LANGUAGE;
  const vary = isFirstPage ? 'Cookie, Sec-Fetch-Site, Save-Data, Accept-Language' : 'Cookie, Sec-Fetch-Site, Save-Data';
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly || followedLinkOfTheSite(request)) return { render: language, vary };
  const saved = readCookie(request.cookie ?? undefined, LANGUAGE_COOKIE);
  const wanted = isLanguage(saved) ? saved : isFirstPage ? languageFromAcceptLanguage(request.acceptLanguage) : null;
  if (wanted && wanted !== language) {
    return { redirect: `${localizedPath(path, wanted)}${url.search}`, status: 302, vary };
  }
  return { render: language, vary };
}
