import { Link } from 'react-router';
import { LanguageSwitcher } from '#app/components/layout/language-switcher.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';

/** The site's 404 look, for a service slug nobody publishes. */
export function ServiceNotFound() {
  const t = useT(commonMessages);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p className="text-7xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{t('not_found.title')}</h1>
      <p className="text-slate-600">{t('not_found.description')}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t('not_found.back_home')}
      </Link>
      <LanguageSwitcher />
    </section>
  );
}
