import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import type { Language } from '#contract/languages.ts';
import { localizedPath } from '#contract/page-urls.ts';
import { STATIC_PAGE_PATHS } from '#contract/site-pages.ts';

/**
 * Every static page and the first item of each kind that has pages of its own, in each language,
 * French then English; or the paths given on the command line.
 */
export async function publicPageAddresses(origin: string, given = process.argv.slice(2)): Promise<string[]> {
  if (given.length > 0) return given;
  // An item's English page has its English slug: the list in English names it.
  const firstSlug = async (api: string, language: Language) =>
    ((await (await fetch(`${origin}${api}?lang=${language}`)).json()) as { data: { slug: string }[] }).data[0]!.slug;
  const itemPaths = async (language: Language) => {
    const slugs = await Promise.all(
      ITEM_PAGE_KINDS.map(({ kind }) => firstSlug(`/api/${kind.publicReads.path}`, language)),
    );
    return [...STATIC_PAGE_PATHS, ...ITEM_PAGE_KINDS.map(({ section }, index) => `${section}/${slugs[index]}`)];
  };
  const [french, english] = await Promise.all([itemPaths('fr'), itemPaths('en')]);
  return french.flatMap((path, index) => [path, localizedPath(english[index]!, 'en')]);
}
