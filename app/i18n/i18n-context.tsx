import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '#contract/languages.ts';
import { type Messages, type TranslationParams, translate } from './define-messages.ts';
import { detectLanguage, storeLanguage, UnsupportedLanguageError } from './language-preference.ts';

interface I18nValue {
  language: Language;
  /** Throws UnsupportedLanguageError for anything but fr and en. */
  setLanguage: (language: string) => void;
}

const I18nContext = createContext<I18nValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => undefined,
});

/** `language` is what the server rendered; the browser's stored choice wins after hydration. */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();

  const setLanguage = useCallback(
    (next: string) => {
      if (!isLanguage(next)) throw new UnsupportedLanguageError(next);
      storeLanguage(next);
      const params = new URLSearchParams(location.search);
      if (params.has('lang')) {
        params.delete('lang');
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
          { replace: true },
        );
        return;
      }
      if (next !== language) void revalidator.revalidate();
    },
    [language, location, navigate, revalidator],
  );

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('lang');
    const wanted = isLanguage(fromUrl) ? fromUrl : detectLanguage();
    storeLanguage(wanted);
    if (wanted !== language) void revalidator.revalidate();
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
