import { ArrowRight } from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { homeMessages } from '../messages.ts';

/** Full-screen opening: badge, title, description, and the two ways forward. */
export function HeroSection() {
  const t = useT(homeMessages);
  return (
    <section className="relative flex min-h-svh items-center overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto w-full max-w-6xl px-5 py-24 sm:px-8">
        <p className="inline-flex rounded-full border border-white/30 bg-white/10 px-4 py-1.5 text-sm font-medium">
          {t('hero.badge')}
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-blue-100 sm:text-xl">{t('hero.description')}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
          >
            {t('hero.cta_contact')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to="/portfolio"
            className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
          >
            {t('hero.cta_portfolio')}
          </Link>
        </div>
      </div>
    </section>
  );
}
