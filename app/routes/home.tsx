import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DISPLAY_LIMITS } from '#contract/constants.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import { homeMessages } from '#app/features/home/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const services = await context.content.featuredServices(context.language);
  return { language: context.language, featuredServices: services.slice(0, DISPLAY_LIMITS.homeServices) };
}

export function meta({ data }: Route.MetaArgs) {
  const language = data?.language ?? 'fr';
  return [
    { title: translate(homeMessages, language, 'meta.title') },
    { name: 'description', content: translate(homeMessages, language, 'meta.description') },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <FeaturedServices services={loaderData.featuredServices} />
    </>
  );
}

function Hero() {
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

function FeaturedServices({ services }: { services: PublicService[] }) {
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="featured-services-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="featured-services-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('services.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('services.subtitle')}</p>
        {services.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('services.empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ServiceCard({ service }: { service: PublicService }) {
  const t = useT(homeMessages);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {service.featured_image ? (
        <ResponsiveImage
          base={service.featured_image}
          kind="cover"
          alt=""
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.name}</h3>
        <p className="mt-2 flex-1 text-slate-600">{service.short_description}</p>
        <Link
          to={`/services/${service.slug}`}
          aria-label={t('services.learn_more_about', { name: service.name })}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('services.learn_more')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
