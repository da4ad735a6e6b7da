import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { homeMessages } from '../messages.ts';

/** Last word of the home page: get in touch. */
export function ClosingCtaSection() {
  const t = useT(homeMessages);
  return (
    <section
      aria-labelledby="closing-cta-title"
      className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 py-12 text-white sm:py-20"
    >
      <div className="mx-auto max-w-4xl px-5 text-center sm:px-8">
        <h2 id="closing-cta-title" className="text-3xl font-bold sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{t('cta.description')}</p>
        <Link
          to="/contact"
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
        >
          {t('cta.contact')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
