import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { blogMessages } from '../messages.ts';

/** A post's tags as links to /blog?tag=…, in the page's language. */
export function TagLinks({ tags }: { tags: string[] }) {
  const t = useT(blogMessages);
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('post.tags')} className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const search = new URLSearchParams({ tag });
        return (
          <li key={tag}>
            <Link
              to={`/blog?${search.toString()}`}
              className="relative z-10 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
            >
              #{tag}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
