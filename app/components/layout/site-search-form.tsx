import { Search } from 'lucide-react';
import { useId } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { SEARCH_PAGE_PATH, localizedPath } from '#contract/page-urls.ts';
import { MAX_SEARCH_LENGTH } from '#contract/constants.ts';

/**
 * The phone menu's search box: a GET form to the search page, which answers it
 * with or without JavaScript. `className` places it; the box fills what it is given.
 */
export function SiteSearchForm({ className = '' }: { className?: string }) {
  const t = useT(commonMessages);
  const { language } = useLanguage();
  const inputId = useId();
  return (
    <form
      role="search"
      action={localizedPath(SEARCH_PAGE_PATH, language)}
      method="get"
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('nav.search_label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        required
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t('nav.search_placeholder')}
        enterKeyHint="search"
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('nav.search_submit')}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
