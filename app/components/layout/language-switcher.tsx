import type { ReactNode } from 'react';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';

/** The look of both switchers: a dark pill holding FR and EN, the current one white. */
export const languageOptionClass = (current: boolean) =>
  `rounded-md px-3 py-1 text-sm font-semibold uppercase ${current ? 'bg-white text-slate-900' : 'text-slate-200 hover:text-white'}`;

/** The labelled FR / EN group; `option` draws one language's button or link. */
export function LanguageGroup({
  className,
  option,
}: {
  className?: string | undefined;
  option: (code: Language, label: string) => ReactNode;
}) {
  const t = useT(commonMessages);
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex rounded-lg bg-slate-800 p-1 ${className ?? ''}`}
    >
      {SUPPORTED_LANGUAGES.map((code) => option(code, t(`language.${code}`)))}
    </div>
  );
}

/** The back office's FR / EN buttons (its URLs do not name a language); the current one is pressed. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  return (
    <LanguageGroup
      className={className}
      option={(code, label) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
          className={languageOptionClass(code === language)}
        >
          {code}
          <span className="sr-only"> {label}</span>
        </button>
      )}
    />
  );
}
