import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import type { Language } from '#contract/languages.ts';
import { splitLanguagePath } from '#contract/page-urls.ts';

/** One view of a page by a person: what is counted of it, and nothing that tells who they are. */
export interface PageView {
  path: string;
  language: Language;
  /** The other site the visitor came from (its host name); empty: typed, a bookmark or the site's own link. */
  referrer: string;
  device: 'phone' | 'desktop';
  light: boolean;
  status: 200 | 404;
}

/** Counts a view; called on every page sent, so it only adds to memory. */
export type ViewCounter = (view: PageView) => void;

/**
 * Programs, not people: isbot's list (crawlers, link previews such as WhatsApp's, monitors, scripts,
 * browsers driven without a window such as Lighthouse), and Fastify's own injected requests.
 */
const isRobot = (agent: string) => isbot(agent) || /lightmyrequest/i.test(agent);
const PHONE = /mobi|android|iphone|ipod|opera mini|iemobile|kaios/i;
/** The longest path kept: a longer one is some robot's probe. */
const MAX_PATH = 200;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whether the browser fetches the page ahead of a click that may never come (prefetch, prerender). */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = `${first(headers['sec-purpose']) ?? ''} ${first(headers.purpose) ?? ''} ${first(headers['x-purpose']) ?? ''} ${first(headers['x-moz']) ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** The referring site's host name, when it is another site's. */
function referrerOf(referer: string | undefined, publicHost: string): string {
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname.toLowerCase().replace(/^www\./, '');
    return host === publicHost.replace(/^www\./, '') ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

/**
 * The view a public page's answer counts, or null when it counts none: only a GET of a document by a
 * browser a person uses (not a prefetch, not the service worker's own fetch, whose destination is not
 * a document), answered 200 (or 304) or 404.
 */
export function pageViewOf(
  request: { method: string; url: URL; headers: IncomingHttpHeaders; light: boolean },
  status: number,
  publicHost: string,
): PageView | null {
  if (request.method !== 'GET') return null;
  const counted = status === 200 || status === 304 ? 200 : status === 404 ? 404 : null;
  if (counted === null) return null;
  const { headers } = request;
  const destination = first(headers['sec-fetch-dest']);
  if (destination !== undefined && destination !== 'document') return null;
  if (isPrefetch(headers)) return null;
  const agent = first(headers['user-agent']) ?? '';
  if (!agent || isRobot(agent)) return null;
  const path = request.url.pathname;
  if (path.length > MAX_PATH) return null;
  return {
    path,
    language: splitLanguagePath(path).language,
    referrer: referrerOf(first(headers.referer), publicHost),
    device: first(headers['sec-ch-ua-mobile']) === '?1' || PHONE.test(agent) ? 'phone' : 'desktop',
    light: request.light,
    status: counted,
  };
}
