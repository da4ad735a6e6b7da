import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, isLanguage } from '#contract/languages.ts';
import { isBackOfficePath, localizedPath, splitLanguagePath } from '#contract/page-urls.ts';
import { type Messages, type TranslationParams, translate } from './define-messages.ts';
import { detectLanguage, readStoredLanguage, storeLanguage, UnsupportedLanguageError } from './language-preference.ts';

interface I18nValue {
  language: Language;
  /** Throws UnsupportedLanguageError for anything but fr and en. */
  setLanguage: (language: string) => void;
}

const I18nContext = createContext<I18nValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => undefined,
});

/** Whether the server could read the visitor's saved choice (the cookie mirrors the stored language). */
function hasLanguageCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

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
    const saved = readStoredLanguage();
    // Spec section 4: without a saved choice, the browser's language (fr or en, else French) is stored.
    if (!saved) {
      storeLanguage(detectLanguage());
      return;
    }
    if (hasLanguageCookie()) return;
    // A saved choice the server could not see (no cookie yet): mirror it, and open the page in that language.
    storeLanguage(saved);
    if (saved !== language && !isBackOfficePath(location.pathname)) {
      const { path } = splitLanguagePath(location.pathname);
      void navigate({ ...location, pathname: localizedPath(path, saved) }, { replace: true });
    }
    // Only once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage(): I18nValue {
  return useContext(I18nContext);
}

/** `t` for one group of messages, in the current language. */
export function useT<Key extends string>(messages: Messages<Key>) {
  const { language } = useContext(I18nContext);
  return useCallback(
    (key: Key, params?: TranslationParams) => translate(messages, language, key, params),
    [messages, language],
  );
}
