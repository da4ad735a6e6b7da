import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  isLanguage,
  languageFromTag,
} from '#contract/languages.ts';

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export class UnsupportedLanguageError extends Error {
  constructor(language: string) {
    super(`Unsupported language: ${language}`);
    this.name = 'UnsupportedLanguageError';
  }
}

/** The visitor's saved choice, if storage holds one we support. */
export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Spec section 4, without a saved choice: the browser language when fr or en, else French. */
export function detectLanguage(): Language {
  return languageFromTag(window.navigator.language) ?? DEFAULT_LANGUAGE;
}

/** Saves the choice and mirrors it in a cookie so the server renders the same language. */
export function storeLanguage(language: string): Language {
  if (!isLanguage(language)) throw new UnsupportedLanguageError(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  return language;
}
