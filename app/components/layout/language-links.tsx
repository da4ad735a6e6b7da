import { Link, useLocation } from 'react-router';
import { localizedPath } from '#contract/page-urls.ts';
import { usePagePaths } from '#app/lib/page-paths.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { storeLanguage } from '#app/i18n/language-preference.ts';
import { LanguageGroup, languageOptionClass } from './language-switcher.tsx';

/**
 * FR / EN: links to this page in each language (crawlers and visitors without JavaScript follow them too);
 * following one saves the choice (spec section 4), so later visits open in that language.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { language } = useLanguage();
  const { search } = useLocation();
  const paths = usePagePaths();
  return (
    <LanguageGroup
      className={className}
      option={(code, label) => (
        <Link
          key={code}
          to={`${localizedPath(paths[code], code)}${search}`}
          lang={code}
          hrefLang={code}
          aria-current={code === language ? 'true' : undefined}
          onClick={() => storeLanguage(code)}
          className={languageOptionClass(code === language)}
        >
          {code}
          <span className="sr-only"> {label}</span>
        </Link>
      )}
    />
  );
}
