import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '#contract/languages.ts';
import type { TranslationKey } from './fr.ts';
import { type TranslationParams, translate } from './translate.ts';

interface I18nValue {
  language: Language;
  t: (key: TranslationKey, params?: TranslationParams) => string;
}

const I18nContext = createContext<I18nValue>({
  language: DEFAULT_LANGUAGE,
  t: (key, params) => translate(DEFAULT_LANGUAGE, key, params),
});

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo<I18nValue>(
    () => ({ language, t: (key, params) => translate(language, key, params) }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
