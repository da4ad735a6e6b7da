import type { commonMessages } from './messages/common.ts';

type CommonKey = keyof (typeof commonMessages)['fr'];

/** The title and explanation of an error page, by HTTP status or 'offline' (keys of commonMessages). */
export function errorTexts(status: number | 'offline'): { title: CommonKey; description: CommonKey } {
  if (status === 'offline') return { title: 'offline.title', description: 'offline.description' };
  if (status === 404) return { title: 'not_found.title', description: 'not_found.description' };
  if (status === 503) return { title: 'error.unavailable_title', description: 'error.unavailable_description' };
  if (status === 413) return { title: 'error.too_large_title', description: 'error.too_large_description' };
  if (status >= 400 && status < 500) return { title: 'error.refused_title', description: 'error.refused_description' };
  return { title: 'error.title', description: 'error.description' };
}
