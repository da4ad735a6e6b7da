import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { type Language, isLanguage } from '#contract/languages.ts';
import { isBackOfficePath, localizedPath, splitLanguagePath } from '#contract/page-urls.ts';
import { I18nContext } from './i18n-context.tsx';
import { settleLanguagePreference, storeLanguage, UnsupportedLanguageError } from './language-preference.ts';

/**
 * `language` is what the server rendered: on public pages the URL's language, in the back office the
 * saved choice. The back office's switch stores a choice and renders again; public pages switch by links.
 */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();

  const setLanguage = useCallback(
    (next: string) => {
      if (!isLanguage(next)) throw new UnsupportedLanguageError(next);
      storeLanguage(next);
      if (next !== language) void revalidator.revalidate();
    },
    [language, revalidator],
  );

  useEffect(() => {
    // The back office's ?lang= is a choice, as its switch is.
    const asked = new URLSearchParams(location.search).get('lang');
    if (isBackOfficePath(location.pathname) && isLanguage(asked)) {
      storeLanguage(asked);
      return;
    }
    const open = settleLanguagePreference(language);
    if (open && !isBackOfficePath(location.pathname)) {
      const { path } = splitLanguagePath(location.pathname);
      void navigate({ ...location, pathname: localizedPath(path, open) }, { replace: true });
    }
    // Only once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
