import { data, useRouteLoaderData } from 'react-router';
import { toServiceOptions, useActiveServices } from '#app/features/contact/api/get-active-services.ts';
import {
  buildContactPayload,
  contactFieldErrors,
  contactFormStateFromFormData,
  EMPTY_CONTACT_FORM,
} from '#app/features/contact/build-contact-payload.ts';
import { ContactFaq } from '#app/features/contact/components/contact-faq.tsx';
import ContactForm from '#app/features/contact/components/contact-form.island.tsx';
import type { ContactActionResult } from '#app/features/contact/components/contact-form.tsx';
import { ContactInfoCards } from '#app/features/contact/components/contact-info-cards.tsx';
import { ContactReasons } from '#app/features/contact/components/contact-reasons.tsx';
import { OfficeMap } from '#app/features/contact/components/office-map.tsx';
import { OpeningHoursCard } from '#app/features/contact/components/opening-hours-card.tsx';
import { contactMessages } from '#app/features/contact/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { readFormData } from '#app/lib/read-form-data.ts';
import { requestQuery } from '#app/lib/search-params.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { useWhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/contact';

/** As long as a message may be: a longer one given by a link is cut there. */
const MAX_START_MESSAGE = 5000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [services, intro] = await Promise.all([
    context.content.services.all(context.language),
    loadSitePage(context, 'contact', request),
  ]);
  // A link may begin the message ("/contact?message=…": an event's registration); the visitor edits or sends it.
  const startMessage = (requestQuery(request).get('message') ?? '').trim().slice(0, MAX_START_MESSAGE);
  return { language: context.language, services: toServiceOptions(services), startMessage, intro };
}

/** The form without JavaScript: handled in-process by the same service, schema and rate limit as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  // A form section staff placed on the page names itself in the address it posts to (ADR 0070).
  if (requestQuery(request).has('form')) return sectionFormAction({ request, context });
  const form = await readFormData(request);
  const values = form ? contactFormStateFromFormData(form) : EMPTY_CONTACT_FORM;
  if (!form) return data<ContactActionResult>({ result: 'failure', values, errors: {} }, { status: 400 });
  const sent = await context.forms.contact(buildContactPayload(values));
  if (!sent.ok) {
    const errors = contactFieldErrors(sent.errors);
    return data<ContactActionResult>({ result: 'failure', values, errors }, { status: sent.status });
  }
  if (values.newsletter) await context.forms.newsletter({ email: values.email.trim() });
  return data<ContactActionResult>({ result: 'success' });
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(contactMessages, language, 'meta.title'),
    description: translate(contactMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(contactMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const services = useActiveServices(loaderData.language, loaderData.services);
  const whatsApp = useWhatsAppChat('contact');
  if (!root) return null;
  const { settings } = root;
  // The reasons and questions staff write sit beside the form and the hours; the page's other sections open it.
  const { sections } = loaderData.intro.page;
  // A form section's answer is that section's own (ADR 0070).
  const contactAnswer = actionData && !('form' in actionData) ? actionData : undefined;
  const reasons = sections.filter((section) => section.type === 'feature_tiles');
  const questions = sections.filter((section) => section.type === 'faq');

  return (
    <>
      <BusinessStructuredData />
      <PageSections
        sections={sections.filter((section) => section.type !== 'faq' && section.type !== 'feature_tiles')}
        data={loaderData.intro.sectionData}
      />
      {/* The form comes first on a phone; the office, phone, email and hours sit beside it on a large screen. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-8 sm:px-8 sm:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2 lg:row-span-2 lg:self-start"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('form.title')}
          </h2>
          <ContactForm services={services.data} actionResult={contactAnswer} startMessage={loaderData.startMessage} />
        </section>
        <ContactInfoCards settings={settings} whatsApp={whatsApp} />
        {reasons.map((section, index) => (
          <ContactReasons key={index} section={section} headingId={`contact-reasons-${index + 1}-title`} />
        ))}
        {questions.length > 0 ? (
          <div className="space-y-8 lg:col-span-2">
            {questions.map((section, index) => (
              <ContactFaq key={index} section={section} headingId={`contact-faq-${index + 1}-title`} />
            ))}
          </div>
        ) : null}
        <OpeningHoursCard hours={settings.hours} />
        <div className="lg:col-span-3">
          <OfficeMap contact={settings.contact} />
        </div>
      </div>
    </>
  );
}
