import type { Language } from './languages.ts';
import type { PublicService } from './schemas/service.ts';
import type { PublicSettings } from './schemas/settings.ts';
import type { PublicTestimonial } from './schemas/testimonial.ts';

/**
 * What the server hands to page loaders: the same public reads the API serves,
 * called in-process so a server-rendered page costs no extra HTTP round trip.
 */
export interface PublicContentReader {
  settings(language: Language): Promise<PublicSettings>;
  featuredServices(language: Language): Promise<PublicService[]>;
  activeServices(language: Language): Promise<PublicService[]>;
  /** null when no active service has this slug. */
  serviceBySlug(slug: string, language: Language): Promise<PublicService | null>;
  featuredTestimonials(language: Language): Promise<PublicTestimonial[]>;
}

export interface PageLoadContext {
  /** Language the server chose for this page: ?lang=, cookie, Accept-Language, French. */
  language: Language;
  /** Per-request Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  content: PublicContentReader;
}
