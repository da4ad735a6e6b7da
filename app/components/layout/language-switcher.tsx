import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';

/** The back office's FR / EN buttons (its URLs do not name a language); the current one is pressed. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT(commonMessages);
  const { language, setLanguage } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`inline-flex rounded-lg bg-slate-800 p-1 ${className ?? ''}`}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
          className={`rounded-md px-3 py-1 text-sm font-semibold uppercase ${code === language ? 'bg-white text-slate-900' : 'text-slate-200 hover:text-white'}`}
        >
          {code}
          <span className="sr-only"> {t(`language.${code}`)}</span>
        </button>
      ))}
    </div>
  );
}
