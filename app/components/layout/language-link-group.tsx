import type { Language } from '#contract/languages.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { LanguageGroup, languageOptionClass } from './language-switcher.tsx';

/**
 * FR / EN: links to this page in each language (crawlers and visitors without JavaScript follow them too);
 * following one saves the choice (spec section 4; islands/runtime.ts listens for `data-language-choice`),
 * so later visits open in that language. Drawn by the footer and by the phone menu (an island, which is
 * handed the addresses: it has no router).
 */
export function LanguageLinkGroup({ hrefs, className }: { hrefs: Record<Language, string>; className?: string }) {
  const { language } = useLanguage();
  return (
    <LanguageGroup
      className={className}
      option={(code, label) => (
        <a
          key={code}
          href={hrefs[code]}
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
