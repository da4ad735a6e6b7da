import type { PublicContentReader, PublicKindReads, PublicKinds } from '#contract/page-context.ts';
import { MAX_ID } from '#contract/schemas/common.ts';
import type { ClosedJobPosts } from '../careers/service.ts';
import type { PublicSettingsService } from '../settings/service.ts';
import type { RelatedTestimonials } from '../testimonials/service.ts';
import type { MoneyTransferRepository } from '../money-transfer/repository.ts';
import type { StudyAbroadRepository } from '../study-abroad/repository.ts';
import type { Language } from '#contract/languages.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/errors.ts';
import { findNulCharacter } from '../../http/input-guard.ts';
import type { PublicKindService } from './public-kind-reads.ts';
import type { SearchIndex } from '../search/search-index.ts';
import type { SiteSearch } from '../search/search.ts';
import type { SiteMenus } from '#contract/schemas/menus.ts';

export interface PublicContentServices {
  settings: PublicSettingsService;
  /** Each content kind's reads, drawn from its declaration, by its name. */
  kinds: Record<string, PublicKindService>;
  relatedTestimonials: RelatedTestimonials;
  closedJobPosts: ClosedJobPosts;
  moneyTransfer: Pick<MoneyTransferRepository, 'offered'>;
  studyAbroad: Pick<StudyAbroadRepository, 'offered'>;
  /** The site search, with the index it reads (ADR 0061). */
  search: SiteSearch & { index: SearchIndex };
  /** The header's and footer's menus, in a language (ADR 0062). */
  menus: (language: Language) => Promise<SiteMenus>;
}

/** A loader that meets an unreachable database ends the page with a 503 (React Router renders the error page). */
function unavailableResponse(): Response {
  return new Response(null, {
    status: 503,
    headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

type Read<Args extends unknown[], T> = (...args: Args) => Promise<T>;

/** Every read: a NUL character (no row can hold one) finds nothing; an unreachable database answers 503. */
function guarded<Args extends unknown[], T>(read: Read<Args, T>, whenNul: () => T | Promise<T>): Read<Args, T> {
  return async (...args) => {
    if (findNulCharacter(args)) return whenNul();
    try {
      return await read(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw unavailableResponse();
      throw error;
    }
  };
}

/** The header and footer of every page: the last good read stands in while the database is out of reach. */
function lastGoodByLanguage<T>(read: Read<[Language], T>): Read<[Language], T> {
  const lastGood = new Map<Language, T>();
  return async (language) => {
    try {
      const value = await read(language);
      lastGood.set(language, value);
      return value;
    } catch (error) {
      const kept = lastGood.get(language);
      if (kept !== undefined && error instanceof Response && error.status === 503) return kept;
      throw error;
    }
  };
}

const NOT_FOUND = () => null;
const NOTHING = () => [];
const EMPTY_PAGE = () => ({ items: [], total: 0 });

/** A kind's reads, guarded; its whole list (the header's services) stands in while the database is out of reach. */
function guardedKind(reads: PublicKindService): PublicKindReads<unknown> {
  return {
    page: guarded((query, language) => reads.page(query, language), EMPTY_PAGE),
    all: lastGoodByLanguage(guarded((language) => reads.all(language), NOTHING)),
    featured: guarded((language) => reads.featured(language), NOTHING),
    item: guarded((key, language) => reads.item(key, language), NOT_FOUND),
  };
}

/** The public reads of the API, in-process, for page loaders. */
export function createPublicContentReader(content: PublicContentServices): PublicContentReader {
  const { settings, kinds, relatedTestimonials, closedJobPosts, moneyTransfer, studyAbroad, search, menus } = content;
  const settingsIn = (language: Language) => settings.get(language);
  // Each kind's reads answer as its declaration's schemas say (the API's routes serialize the same).
  const typedKinds = Object.fromEntries(
    Object.entries(kinds).map(([name, reads]) => [name, guardedKind(reads)]),
  ) as unknown as PublicKinds;
  const related =
    (read: (id: number, language: Language) => Promise<PublicTestimonialList | null>) =>
    async (id: number, language: Language) => (isStorableId(id) ? ((await read(id, language)) ?? []) : []);
  return {
    ...typedKinds,
    settings: lastGoodByLanguage(guarded(settingsIn, () => settingsIn('fr'))),
    menus: lastGoodByLanguage(guarded(menus, () => menus('fr'))),
    testimonialsByService: guarded(related(relatedTestimonials.byService), NOTHING),
    testimonialsByProject: guarded(related(relatedTestimonials.byProject), NOTHING),
    closedJobTitle: guarded((slug, language) => closedJobPosts.closedTitle(slug, language), NOT_FOUND),
    transferCorridors: guarded((language) => moneyTransfer.offered(language), NOTHING),
    studyDestinations: guarded((language) => studyAbroad.offered(language), NOTHING),
    search: guarded((terms, language) => search.search(terms, language), NOTHING),
  };
}

type PublicTestimonialList = Awaited<ReturnType<PublicContentReader['testimonialsByService']>>;

/** An id no row can have would be refused by the database rather than match nothing. */
function isStorableId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}
