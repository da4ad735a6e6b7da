import { ArrowRight, ExternalLink } from 'lucide-react';
import { data } from 'react-router';
import { Link } from '#app/components/ui/localized-link.tsx';
import { DISPLAY_LIMITS } from '#contract/constants.ts';
import type { PublicClient } from '#contract/schemas/client.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { cardImageLoading, type ImageLoading, ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { TestimonialCard } from '#app/components/ui/testimonial-card.tsx';
import { clientsMessages } from '#app/features/clients/messages.ts';
import TestimonialForm from '#app/features/testimonials/components/testimonial-form.island.tsx';
import type { TestimonialActionResult } from '#app/features/testimonials/components/testimonial-form.tsx';
import { testimonialFormMessages } from '#app/features/testimonials/messages.ts';
import {
  EMPTY_TESTIMONIAL_FORM,
  testimonialFieldErrors,
  testimonialFields,
  testimonialFormStateFromFormData,
} from '#app/features/testimonials/testimonial-form-state.ts';
import { testimonialSubmissionFromFields } from '#contract/schemas/testimonial.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { readFormData } from '#app/lib/read-form-data.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, PageSections } from './page-sections.tsx';
import type { Route } from './+types/clients';

export async function loader({ context }: Route.LoaderArgs) {
  const { language, content } = context;
  const [clients, testimonials, intro] = await Promise.all([
    content.clients.all(language),
    content.testimonials.all(language),
    loadSitePage(context, 'clients'),
  ]);
  return { language, clients, testimonials: testimonials.slice(0, DISPLAY_LIMITS.testimonialsDefaultMax), intro };
}

/** The testimonial form without JavaScript (no photo): the same service, schema and rate limit as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = form ? testimonialFormStateFromFormData(form) : EMPTY_TESTIMONIAL_FORM;
  const refused = (status: number, message: string, errors: Record<string, string[]> = {}) =>
    data<TestimonialActionResult>(
      { result: 'failure', values, errors: testimonialFieldErrors(errors), message },
      { status },
    );
  if (!form) return refused(400, translate(testimonialFormMessages, context.language, 'result.error'));
  const sent = await context.forms.testimonial(testimonialSubmissionFromFields(testimonialFields(values)));
  if (!sent.ok) {
    const message =
      sent.status === 422 ? translate(testimonialFormMessages, context.language, 'result.error') : sent.message;
    return refused(sent.status, message, sent.errors);
  }
  return data<TestimonialActionResult>({ result: 'success' });
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(clientsMessages, language, 'meta.title'),
    description: translate(clientsMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Clients({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageSections sections={loaderData.intro.page.sections} data={loaderData.intro.sectionData} />
      <ClientLogos clients={loaderData.clients} />
      <Testimonials testimonials={loaderData.testimonials} />
      <LeaveTestimonial actionResult={actionData} />
      <CallToAction />
    </>
  );
}

/** Four logos to a row on a desktop; on a phone the first is the largest thing of the first screen. */
const LOGOS_PER_ROW = 4;

function ClientLogos({ clients }: { clients: PublicClient[] }) {
  const t = useT(clientsMessages);
  return (
    <section aria-labelledby="clients-logos-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="clients-logos-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('logos.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('logos.subtitle')}</p>
        {clients.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('logos.empty')}</p>
        ) : (
          <ul className="mt-10 grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {clients.map((client, index) => (
              <li key={client.id}>
                <ClientCard client={client} loading={cardImageLoading(index, LOGOS_PER_ROW)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ClientCard({ client, loading }: { client: PublicClient; loading: ImageLoading }) {
  const t = useT(clientsMessages);
  const logo = client.logo ? (
    <ResponsiveImage
      base={client.logo}
      kind="logo"
      alt={client.name}
      sizes="(min-width: 1024px) 240px, (min-width: 420px) 45vw, 90vw"
      className="aspect-[2/1] h-auto w-full object-contain"
      loading={loading}
    />
  ) : (
    <span className="flex aspect-[2/1] w-full items-center justify-center text-center text-lg font-bold text-slate-900">
      {client.name}
    </span>
  );
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {client.website_url ? (
        <a
          href={client.website_url}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block rounded-lg hover:opacity-90"
        >
          {logo}
          <span className="sr-only"> {t('logos.new_tab')}</span>
          <ExternalLink
            aria-hidden="true"
            className="absolute top-0 right-0 size-4 text-slate-500 group-hover:text-brand-700"
          />
        </a>
      ) : (
        logo
      )}
      <figcaption className="mt-4 text-center text-sm text-slate-600">
        <span className="sr-only">{t('logos.sector')} </span>
        {client.sector}
      </figcaption>
    </figure>
  );
}

function Testimonials({ testimonials }: { testimonials: PublicTestimonial[] }) {
  const t = useT(clientsMessages);
  return (
    <section aria-labelledby="clients-testimonials-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="clients-testimonials-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('testimonials.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('testimonials.subtitle')}</p>
        {testimonials.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('testimonials.empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard
                  testimonial={testimonial}
                  ratingLabel={t('testimonials.rating', { rating: testimonial.rating ?? 0 })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function LeaveTestimonial({ actionResult }: { actionResult: TestimonialActionResult | undefined }) {
  const t = useT(testimonialFormMessages);
  return (
    <section id="leave-testimonial" aria-labelledby="testimonial-form-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <h2 id="testimonial-form-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('section.title')}
        </h2>
        <p className="mt-3 text-slate-600">{t('section.subtitle')}</p>
        <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <TestimonialForm actionResult={actionResult} />
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  const t = useT(clientsMessages);
  return (
    <section aria-labelledby="clients-cta-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
        <h2 id="clients-cta-title" className="text-3xl font-bold sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mt-4 text-lg text-blue-100">{t('cta.text')}</p>
        <Link
          to="/contact"
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-950 hover:bg-accent-400"
        >
          {t('cta.button')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
