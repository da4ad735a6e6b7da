import type { Language } from '#contract/languages.ts';
import { numberFormat } from '#contract/intl-formats.ts';

/** "48 ko" / "48 kB", "1,2 Mo" / "1.2 MB": a file's size as the visitor's language writes it. */
export function formatBytes(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  return numberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}
