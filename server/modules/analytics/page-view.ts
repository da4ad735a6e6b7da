import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';
import { createDailyCounts } from './daily-counts.ts';
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

/** The views counted in memory, added every minute to `page_views` (ADR 0054). */
export const createPageViewCounts = (db: Db, now?: () => number) =>
  createDailyCounts<PageView, 'views'>(
    db,
    {
      table: pageViews,
      key: ['path', 'language', 'referrer', 'device', 'light', 'status'],
      keyOf: (view) =>
        `${view.path}\n${view.language}\n${view.referrer}\n${view.device}\n${view.light}\n${view.status}`,
      total: 'views',
    },
    now,
  );

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
/** Distinct user agents and referrers whose reading is remembered: a visitor's browser sends the same ones again. */
const REMEMBERED = 1000;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A function of one string whose answers are remembered: isbot's list is one long expression, read in
 * microseconds where the rest of an answer from memory takes a few (ADR 0054). Emptied when full.
 */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let answer = known.get(text);
    if (answer === undefined) {
      if (known.size >= REMEMBERED) known.clear();
      answer = read(text);
      known.set(text, answer);
    }
    return answer;
  };
}

/** What a user agent is: a program, or a person's phone or desktop. */
const deviceOf = remembered((agent): PageView['device'] | 'robot' =>
  isRobot(agent) ? 'robot' : PHONE.test(agent) ? 'phone' : 'desktop',
);

const PREFETCH = /prefetch|prerender|preview/i;
/** Whether the browser fetches the page ahead of a click that may never come (prefetch, prerender). */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = first(headers[name]);
    if (value !== undefined && PREFETCH.test(value)) return true;
  }
  return false;
}

/** The referring site's host name, whatever site it is ('' when the referrer is no URL). */
const referrerHost = remembered((referer) => {
  try {
    return new URL(referer).hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .slice(0, 100);
  } catch {
    return '';
  }
});

/** Whether a request comes from a person's browser (not a robot's), and is not made ahead of a click (a prefetch). */
export function isPersonsRequest(headers: IncomingHttpHeaders): boolean {
  const agent = first(headers['user-agent']);
  return agent !== undefined && agent !== '' && deviceOf(agent) !== 'robot' && !isPrefetch(headers);
}

/**
 * The view a public page's answer counts, or null when it counts none: only a GET of a document by a
 * browser a person uses (not a prefetch, not the service worker's own fetch, whose destination is not
 * a document), answered 200 (or 304) or 404.
 */
export function pageViewOf(
  page: { method: string; url: URL; light: boolean },
  headers: IncomingHttpHeaders,
  status: number,
  publicHost: string,
): PageView | null {
  if (page.method !== 'GET') return null;
  const counted = status === 200 || status === 304 ? 200 : status === 404 ? 404 : null;
  if (counted === null) return null;
  const destination = first(headers['sec-fetch-dest']);
  if (destination !== undefined && destination !== 'document') return null;
  if (isPrefetch(headers)) return null;
  const agent = first(headers['user-agent']);
  if (!agent) return null;
  const device = deviceOf(agent);
  if (device === 'robot') return null;
  const path = page.url.pathname;
  if (path.length > MAX_PATH) return null;
  const referer = first(headers.referer);
  const referrer = referer ? referrerHost(referer) : '';
  return {
    path,
    language: splitLanguagePath(path).language,
    referrer: referrer === publicHost ? '' : referrer,
    device: first(headers['sec-ch-ua-mobile']) === '?1' ? 'phone' : device,
    light: page.light,
    status: counted,
  };
}
