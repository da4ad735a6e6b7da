import type { OfferedCorridor } from './money-transfer/corridors.ts';
import type { OfferedDestination } from './study-abroad.ts';
import type { Language } from './languages.ts';
import type { LoginAnswer, LoginResult } from './schemas/auth.ts';
import type { z } from 'zod';
import type { AnyContentKind } from './content-kinds/all-kinds.ts';
import type { NewsletterConfirmation, NewsletterConfirmationState } from './schemas/newsletter.ts';
import type { ClientQuote } from './schemas/quote.ts';
import type { PublicSettings } from './schemas/settings.ts';
import type { SearchResult } from './schemas/search.ts';
import type { SiteMenus } from './schemas/menus.ts';
import type { PublicTestimonial } from './schemas/testimonial.ts';

/** One page of a paginated list and the number of items across all pages. */
export interface ContentPage<T> {
  items: T[];
  total: number;
}

/** Parse it from the URL with the list's query schema (a kind's `schemas.publicListQuery`): the reader trusts it. */
export interface PageQuery {
  page: number;
  per_page: number;
}

/**
 * The public reads of one content kind, drawn from its declaration's `publicReads` (ADR 0044): only
 * what visitors may see, in the kind's public order, in the visitor's language.
 */
export interface PublicKindReads<Item, Summary = Item> {
  /** One page of the list, narrowed by the declared filters (and search); lists leave out `listOmit`. */
  page(query: PageQuery & Record<string, unknown>, language: Language): Promise<ContentPage<Summary>>;
  /** The whole list. */
  all(language: Language): Promise<Summary[]>;
  /** The featured items (kinds with a `featured` field). */
  featured(language: Language): Promise<Summary[]>;
  /** The item of this slug in either language (or id, for `item: 'key'`); null when visitors cannot see one. */
  item(key: string, language: Language): Promise<Item | null>;
}

type ReadsOf<Kind extends AnyContentKind> = PublicKindReads<
  z.infer<Kind['schemas']['publicAnswer']>,
  z.infer<Kind['schemas']['publicSummary']>
>;

/** Each content kind's reads, by its name: `content.services.all(language)`, `content.blog.item(slug, language)`. */
export type PublicKinds = { [Kind in AnyContentKind as Kind['name']]: ReadsOf<Kind> };

/**
 * What the server hands to page loaders: the same public reads the API serves,
 * called in-process so a server-rendered page costs no extra HTTP round trip.
 */
export interface PublicContentReader extends PublicKinds {
  settings(language: Language): Promise<PublicSettings>;
  /** Approved testimonials about an active service; empty when the service is not public. */
  testimonialsByService(serviceId: number, language: Language): Promise<PublicTestimonial[]>;
  /** Approved testimonials about a published project; empty when the project is not public. */
  testimonialsByProject(projectId: number, language: Language): Promise<PublicTestimonial[]>;
  /** The title of a published job post that no longer takes applications (closed or expired); null otherwise. */
  closedJobTitle(slug: string, language: Language): Promise<string | null>;
  /** The money-transfer corridors a visitor can use: active, with a rate. */
  transferCorridors(language: Language): Promise<OfferedCorridor[]>;
  /** The study-abroad destinations a visitor can pick, each with its checklist. */
  studyDestinations(language: Language): Promise<OfferedDestination[]>;
  /** The site search: the best public pages for the visitor's words, in the language (ADR 0061). */
  search(terms: string, language: Language): Promise<SearchResult[]>;
  /** The header's and footer's menus, as staff saved them (ADR 0062). */
  menus(language: Language): Promise<SiteMenus>;
}

/** What a page action gets back from a form handled in-process: the API's answer, without HTTP. */
export type FormResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The status the API would have answered (422, 429, 503...). */
      status: number;
      /** In the visitor's language. */
      message: string;
      /** Field errors in the visitor's language, keyed by the API's field names. */
      errors: Record<string, string[]>;
    };

/**
 * The public forms, for page actions (forms posted without JavaScript): validated by the API's own
 * schemas and counted against the visitor's own address, in-process, never over HTTP.
 */
export interface PageForms {
  /** As POST /api/contact. */
  contact(body: unknown): Promise<FormResult<{ id: number }>>;
  /** As POST /api/testimonials, without a photo (a plain HTML post carries none). */
  testimonial(body: unknown): Promise<FormResult<{ id: number; status: 'pending' }>>;
  /** As POST /api/newsletter. */
  newsletter(body: unknown): Promise<FormResult<null>>;
  /** What a newsletter confirmation link's page offers ({email, token} from its query); changes nothing. */
  newsletterConfirmationState(link: unknown): Promise<FormResult<NewsletterConfirmationState>>;
  /** A newsletter confirmation link posted (its page's button), as POST /api/newsletter/confirm. */
  newsletterConfirm(link: unknown): Promise<FormResult<NewsletterConfirmation>>;
  /** Whether an unsubscribe link is ours: its page then offers the button. */
  newsletterCheckUnsubscribe(link: unknown): Promise<FormResult<null>>;
  /** The unsubscribe link posted (its page's button, or RFC 8058 one-click). */
  newsletterUnsubscribe(link: unknown): Promise<FormResult<null>>;
  /** As GET /api/quotes/{token}: the client's quote, by the secret of its link. */
  quote(token: string): Promise<FormResult<ClientQuote>>;
  /** As POST /api/quotes/{token}/decision: the client accepts or refuses it. */
  quoteDecision(token: string, body: unknown): Promise<FormResult<ClientQuote>>;
  /** As POST /api/auth/login. */
  login(body: unknown): Promise<FormResult<LoginAnswer>>;
  /** As POST /api/auth/2fa/verify: the login's second step (ADR 0023). */
  loginTwoFactor(body: unknown): Promise<FormResult<LoginResult>>;
}

/** A public page's JavaScript (ADR 0014): the islands runtime and, per island, the chunks it loads. */
export interface IslandAssets {
  /**
   * The small module a page carries inline (its hash is in the page's CSP): after the first paint it
   * loads the runtime and the page's whole stylesheet. Inline, it costs the page no request.
   */
  bootScript: string;
  /** The islands runtime. */
  script: string;
  chunks: Record<string, string[]>;
  /** The service worker the runtime registers (ADR 0015); none in development. */
  serviceWorker: string | null;
}

export interface PageLoadContext {
  /** Language the server chose for this page: ?lang=, cookie, Accept-Language, French. */
  language: Language;
  /**
   * Public pages are documents with islands (ADR 0014): no router in the browser, no inline script,
   * the same HTML for every visitor. The back office is an app hydrated whole.
   */
  document: boolean;
  /** Light mode (Save-Data or the footer's switch, ADR 0015): fewer and smaller images, no map until asked. */
  light: boolean;
  /** A preview link's page (ADR 0019): marked "Aperçu" / "Preview", never indexed nor kept. */
  preview: boolean;
  /** The back office's per-request Content-Security-Policy nonce for its inline scripts; none on documents. */
  nonce: string | undefined;
  /** The site's public origin (PUBLIC_URL, no trailing slash): every absolute URL a page writes starts with it. */
  publicOrigin: string;
  content: PublicContentReader;
  forms: PageForms;
  /**
   * Set when the server refused the request itself (a body over the limit, a foreign Origin): the page
   * renders its error with this status instead of running its action.
   */
  rejectedStatus: number | null;
  islands: IslandAssets;
  /**
   * The server's last touch on a document's HTML (its critical style, ADR 0030), which also makes the
   * page into bytes: written once, with no second copy of the whole page on the way.
   */
  finishDocument: (html: string) => Uint8Array<ArrayBuffer>;
}
