import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  isLanguage,
  languageFromAcceptLanguage,
} from '#contract/languages.ts';

function queryLanguage(request: FastifyRequest): Language | null {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang.toLowerCase() : null;
  return isLanguage(lang) ? lang : null;
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

/** Page language: `?lang=`, then the visitor's stored choice (cookie), then Accept-Language, then French. */
export function pageLanguage(url: URL, cookieHeader: string | null, acceptLanguage: string | null): Language {
  const fromQuery = url.searchParams.get('lang')?.toLowerCase();
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader ?? undefined, LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
