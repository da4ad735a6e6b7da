import { useLocation } from 'react-router';
import { localizedPath } from '#contract/page-urls.ts';
import { usePagePaths } from '#app/lib/page-paths.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { LanguageGroup, languageOptionClass } from './language-switcher.tsx';

/**
 * FR / EN: links to this page in each language (crawlers and visitors without JavaScript follow them too);
 * following one saves the choice (spec section 4; islands/runtime.ts listens for `data-language-choice`),
 * so later visits open in that language. Rendered on the server only: it needs no island.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { language } = useLanguage();
  const { search } = useLocation();
  const paths = usePagePaths();
  return (
    <LanguageGroup
      className={className}
      option={(code, label) => (
        <a
          key={code}
          href={`${localizedPath(paths[code], code)}${search}`}
          data-language-choice={code}
          lang={code}
          hrefLang={code}
          aria-current={code === language ? 'true' : undefined}
          className={languageOptionClass(code === language)}
        >
          {code}
          <span className="sr-only"> {label}</span>
        </a>
      )}
    />
  );
}
