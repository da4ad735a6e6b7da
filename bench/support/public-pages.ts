import type { Language } from '#contract/languages.ts';
import { localizedPath, STATIC_PAGE_PATHS } from '#contract/page-urls.ts';

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
    const [service, project, post, job] = await Promise.all(
      ['/api/services', '/api/projects', '/api/blog', '/api/careers'].map((api) => firstSlug(api, language)),
    );
    return [...STATIC_PAGE_PATHS, `/services/${service}`, `/portfolio/${project}`, `/blog/${post}`, `/careers/${job}`];
  };
  const [french, english] = await Promise.all([itemPaths('fr'), itemPaths('en')]);
  return french.flatMap((path, index) => [path, localizedPath(english[index]!, 'en')]);
}
