import type { MetaDescriptor } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { pageUrl } from '#contract/page-urls.ts';

interface RootData {
  language: Language;
  origin: string;
}

interface SeoInput {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string | null;
  type?: 'website' | 'article';
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** Title, description, canonical, hreflang alternates and Open Graph for a page. */
export function seoMeta(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const origin = root?.origin ?? '';
  const language = root?.language ?? 'fr';
  const path = args.location.pathname;
  const url = (lang: Language) => pageUrl(origin, path, lang);
  const image = input.image ? (input.image.startsWith('http') ? input.image : `${origin}${input.image}`) : null;
  const title = input.title.includes('Weltaare') ? input.title : `${input.title} | Weltaare`;
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url(language) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: url('fr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    { property: 'og:site_name', content: 'Weltaare' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url(language) },
    { property: 'og:locale', content: language === 'fr' ? 'fr_FR' : 'en_US' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}
