import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { PublicSettings, SiteSettings } from '#contract/schemas/settings.ts';
import type { SettingsRepository } from './repository.ts';

/** Company details for the public site, in the visitor's language. */
export function toPublicSettings(value: SiteSettings, language: Language): PublicSettings {
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
      value: stat.value,
      suffix: stat.suffix,
      label: pickLanguage(stat.label, language),
    })),
  };
}

export function createPublicSettingsService(repository: SettingsRepository) {
  return {
    async get(language: Language): Promise<PublicSettings> {
      return toPublicSettings(await repository.getSiteSettings(), language);
    },
  };
}

export type PublicSettingsService = ReturnType<typeof createPublicSettingsService>;
