import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '#contract/languages.ts';
import { type Messages, type TranslationParams, translate } from './define-messages.ts';

export interface I18nValue {
  language: Language;
  /** Throws UnsupportedLanguageError for anything but fr and en. */
  setLanguage: (language: string) => void;
}

/**
 * The page's language. Free of the router, so a public page's islands read it in the browser as the
 * server rendered it (islands/runtime.ts provides it there; i18n-provider.tsx in the routed app).
 */
export const I18nContext = createContext<I18nValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => undefined,
});

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
