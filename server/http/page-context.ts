import type { PublicContentReader } from '#contract/page-context.ts';
import type { PublicServicesService } from '../modules/services/service.ts';
import type { PublicSettingsService } from '../modules/settings/service.ts';
import type { PublicTestimonialsService } from '../modules/testimonials/service.ts';
import { HttpError } from './errors.ts';

interface Dependencies {
  settings: PublicSettingsService;
  services: PublicServicesService;
  testimonials: PublicTestimonialsService;
}

async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The public reads of the API, in-process, for page loaders. */
export function createPublicContentReader({ settings, services, testimonials }: Dependencies): PublicContentReader {
  return {
    settings: (language) => settings.get(language),
    featuredServices: (language) => services.featured(language),
    activeServices: (language) => services.active(language),
    serviceBySlug: (slug, language) => nullWhenNotFound(services.bySlug(slug, language)),
    featuredTestimonials: (language) => testimonials.featured(language),
  };
}
