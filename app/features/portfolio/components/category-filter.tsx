import { useSearchParams } from 'react-router';
import { Link } from '#app/components/ui/localized-link.tsx';
import { PROJECT_CATEGORIES, type ProjectCategory } from '#contract/constants.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { portfolioMessages } from '../messages.ts';
import { searchWith } from '../portfolio-search.ts';

const baseClass = 'inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1';
const currentClass = `${baseClass} bg-brand-700 text-white ring-brand-700`;
const otherClass = `${baseClass} bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-900`;

/** Plain links with ?category=, so the filter works without JavaScript and can be shared. */
export function CategoryFilter({ current }: { current?: ProjectCategory }) {
  const t = useT(portfolioMessages);
  const [searchParams] = useSearchParams();
  const options: { category?: ProjectCategory; label: string }[] = [
    { label: t('filter.all') },
    ...PROJECT_CATEGORIES.map((category) => ({ category, label: t(`category.${category}`) })),
  ];
  return (
    <nav aria-label={t('filter.label')}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ category, label }) => {
          const isCurrent = category === current;
          return (
            <li key={category ?? 'all'}>
              <Link
                to={{ search: searchWith(searchParams, { category, page: undefined }) }}
                aria-current={isCurrent ? 'true' : undefined}
                className={isCurrent ? currentClass : otherClass}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
