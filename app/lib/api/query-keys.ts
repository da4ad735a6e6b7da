import type { Language } from '#contract/languages.ts';

/** One place for cache keys, so mutations refresh exactly the lists, details, featured, active and stats they touch. */
export const queryKeys = {
  services: {
    all: ['services'] as const,
    list: (language: Language, params: object) => ['services', 'list', language, params] as const,
    active: (language: Language) => ['services', 'active', language] as const,
    featured: (language: Language) => ['services', 'featured', language] as const,
    detail: (language: Language, key: string | number) => ['services', 'detail', language, key] as const,
    adminList: (params: object) => ['services', 'admin', 'list', params] as const,
    stats: ['services', 'stats'] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: (language: Language, params: object) => ['projects', 'list', language, params] as const,
    featured: (language: Language) => ['projects', 'featured', language] as const,
    detail: (language: Language, key: string | number) => ['projects', 'detail', language, key] as const,
    stats: ['projects', 'stats'] as const,
  },
  testimonials: {
    all: ['testimonials'] as const,
    list: (language: Language, params: object) => ['testimonials', 'list', language, params] as const,
    approved: (language: Language) => ['testimonials', 'approved', language] as const,
    featured: (language: Language) => ['testimonials', 'featured', language] as const,
    byService: (language: Language, serviceId: number) => ['testimonials', 'service', language, serviceId] as const,
  },
  contact: { all: ['contact'] as const },
  newsletter: { all: ['newsletter'] as const },
};
