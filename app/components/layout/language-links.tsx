import { Link, useLocation } from 'react-router';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { localizedPath, splitLanguagePath } from '#contract/page-urls.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { storeLanguage } from '#app/i18n/language-preference.ts';
import { commonMessages } from '#app/i18n/messages/common.ts';

/**
 * FR / EN: links to this page in each language (crawlers and visitors without JavaScript follow them too);
 * following one saves the choice (spec section 4), so later visits open in that language.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const t = useT(commonMessages);
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const { path } = splitLanguagePath(pathname);
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex rounded-lg bg-slate-800 p-1 ${className ?? ''}`}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <Link
          key={code}
          to={`${localizedPath(path, code)}${search}`}
          lang={code}
          hrefLang={code}
          aria-current={code === language ? 'true' : undefined}
          onClick={() => storeLanguage(code)}
          className={`rounded-md px-3 py-1 text-sm font-semibold uppercase ${code === language ? 'bg-white text-slate-900' : 'text-slate-200 hover:text-white'}`}
        >
          {code}
          <span className="sr-only"> {t(`language.${code}`)}</span>
        </Link>
      ))}
    </div>
  );
}
