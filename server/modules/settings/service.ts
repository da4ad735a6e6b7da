import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import {
  type CountableStat,
  isCountableStat,
  type PublicSettings,
  type SiteSettings,
} from '#contract/schemas/settings.ts';
import type { SettingsRepository } from './repository.ts';

/** How many items of a kind visitors see (the published projects, clients, team members). */
export type PublishedCount = (kind: CountableStat) => Promise<number>;

/** Company details for the public site, in the visitor's language; a counted figure is the count given. */
function toPublicSettings(
  value: SiteSettings,
  language: Language,
  counts: Partial<Record<CountableStat, number>>,
): PublicSettings {
  return {
    company: {
      name: value.company.name,
      legal_name: value.company.legal_name,
      description: pickLanguage(value.company.description, language),
      share_capital_gnf: value.company.share_capital_gnf,
      registration_number: value.company.registration_number,
      director: value.company.director,
    },
    contact: {
      email: value.contact.email,
      phone: value.contact.phone,
      whatsapp: value.contact.whatsapp ?? null,
      address: pickLanguage(value.contact.address, language),
      city: value.contact.city,
      country: pickLanguage(value.contact.country, language),
      latitude: value.contact.latitude,
      longitude: value.contact.longitude,
    },
    hours: value.hours,
    social: value.social,
    stats: value.stats.map((stat) => ({
      key: stat.key,
      value: (isCountableStat(stat.key) ? counts[stat.key] : undefined) ?? stat.value,
      suffix: stat.suffix,
      label: pickLanguage(stat.label, language),
    })),
  };
}

export function createPublicSettingsService(repository: SettingsRepository, published: PublishedCount) {
  return {
    async get(language: Language): Promise<PublicSettings> {
      const value = await repository.getSiteSettings();
      const counted = value.stats.flatMap((stat) => (stat.counted && isCountableStat(stat.key) ? [stat.key] : []));
      const counts = Object.fromEntries(await Promise.all(counted.map(async (key) => [key, await published(key)])));
      return toPublicSettings(value, language, counts);
    },
  };
}

export type PublicSettingsService = ReturnType<typeof createPublicSettingsService>;
