import type { LocalizedText } from '#contract/localized.ts';
import type { SiteSettings } from '#contract/schemas/settings.ts';

interface FormText {
  fr: string;
  en: string;
}

/** A day's hours as two time inputs; both empty means closed. */
interface FormDayHours {
  open: string;
  close: string;
}

export interface SettingsFormValues {
  company: Omit<SiteSettings['company'], 'description'> & { description: FormText };
  contact: Omit<SiteSettings['contact'], 'address' | 'country' | 'whatsapp'> & {
    whatsapp: string;
    address: FormText;
    country: FormText;
  };
  hours: Omit<SiteSettings['hours'], 'weekdays' | 'saturday' | 'sunday'> & {
    weekdays: FormDayHours;
    saturday: FormDayHours;
    sunday: FormDayHours;
  };
  social: SiteSettings['social'];
  stats: (Omit<SiteSettings['stats'][number], 'label'> & { label: FormText })[];
}

export const HOUR_DAYS = ['weekdays', 'saturday', 'sunday'] as const;

const text = (value: LocalizedText): FormText => ({ fr: value.fr, en: value.en ?? '' });
const localized = (value: FormText) => ({ fr: value.fr, en: value.en });
const day = (hours: SiteSettings['hours']['weekdays']): FormDayHours => ({
  open: hours.open ?? '',
  close: hours.close ?? '',
});
const dayInput = (hours: FormDayHours) => ({ open: hours.open || null, close: hours.close || null });

export function toSettingsValues(settings: SiteSettings): SettingsFormValues {
  return {
    company: { ...settings.company, description: text(settings.company.description) },
    contact: {
      ...settings.contact,
      whatsapp: settings.contact.whatsapp ?? '',
      address: text(settings.contact.address),
      country: text(settings.contact.country),
    },
    hours: {
      ...settings.hours,
      weekdays: day(settings.hours.weekdays),
      saturday: day(settings.hours.saturday),
      sunday: day(settings.hours.sunday),
    },
    social: { ...settings.social },
    stats: settings.stats.map((stat) => ({ ...stat, label: text(stat.label) })),
  };
}

/** The PUT body: the exact shape of siteSettingsSchema (it is strict), empty optional texts left out. */
export function toSettingsInput(values: SettingsFormValues): SiteSettings {
  const { whatsapp, ...contact } = values.contact;
  return {
    company: {
      ...values.company,
      share_capital_gnf: Number(values.company.share_capital_gnf),
      description: localized(values.company.description),
    },
    contact: {
      ...contact,
      ...(whatsapp.trim() ? { whatsapp: whatsapp.trim() } : {}),
      latitude: Number(contact.latitude),
      longitude: Number(contact.longitude),
      address: localized(contact.address),
      country: localized(contact.country),
    },
    hours: {
      ...values.hours,
      weekdays: dayInput(values.hours.weekdays),
      saturday: dayInput(values.hours.saturday),
      sunday: dayInput(values.hours.sunday),
    },
    social: values.social,
    stats: values.stats.map((stat) => ({ ...stat, value: Number(stat.value), label: localized(stat.label) })),
  };
}
