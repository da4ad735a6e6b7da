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

/** Whether the server could read the visitor's saved choice (the cookie mirrors the stored language). */
function hasLanguageCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

/**
 * The first thing a page does in the browser. Spec section 4: without a saved choice, the browser's
 * language (fr or en, else French) is stored. A saved choice the server could not see (no cookie yet)
 * is mirrored; when it differs from the page's `language`, it is returned: the page to open instead.
 */
export function settleLanguagePreference(language: Language): Language | null {
  const saved = readStoredLanguage();
  if (!saved) {
    storeLanguage(detectLanguage());
    return null;
  }
  if (hasLanguageCookie()) return null;
  storeLanguage(saved);
  return saved === language ? null : saved;
}
