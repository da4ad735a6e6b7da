import { Link } from '#app/components/ui/localized-link.tsx';
import { errorTexts } from '#app/i18n/error-texts.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { LanguageLinks } from './language-links.tsx';

/**
 * The site's error page inside the layout: 404 (with the language choice), 503, a refused post...
 * and the page the service worker shows when there is no network.
 */
export function PageError({
  status,
  title,
  text,
}: {
  status: number | 'offline';
  /** The words staff gave the page of an unknown address, else the site's own. */
  title?: string | undefined;
  text?: string | null | undefined;
}) {
  const t = useT(commonMessages);
  const texts = errorTexts(status);
  const notFound = status === 404;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      {notFound ? (
        <p className="text-7xl font-black text-brand-600" aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 className="text-3xl font-bold text-slate-900">{title ?? t(texts.title)}</h1>
      {text === null ? null : <p className="text-slate-600">{text ?? t(texts.description)}</p>}
      <Link to="/" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t('not_found.back_home')}
      </Link>
      {notFound ? <LanguageLinks /> : null}
    </section>
  );
}
