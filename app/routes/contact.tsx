import { useRouteLoaderData } from 'react-router';
import { ContactFaq } from '#app/features/contact/components/contact-faq.tsx';
import { ContactFormCard } from '#app/features/contact/components/contact-form-section.tsx';
import { ContactInfoCards } from '#app/features/contact/components/contact-info-cards.tsx';
import { ContactReasons } from '#app/features/contact/components/contact-reasons.tsx';
import { OfficeMap } from '#app/features/contact/components/office-map.tsx';
import { OpeningHoursCard } from '#app/features/contact/components/opening-hours-card.tsx';
import { answerContactForm } from '#app/features/contact/contact-form-action.ts';
import { contactMessages } from '#app/features/contact/messages.ts';
import { requestQuery } from '#app/lib/search-params.ts';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import type { loader as rootLoader } from '#app/root.tsx';
import { useWhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import {
  loadSitePage,
  PageSections,
  sectionFormAction,
  sitePageMeta,
  useSectionFormAction,
  useSectionFormAnswer,
} from './page-sections.tsx';
import type { Route } from './+types/contact';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSitePage(context, 'contact', request);

/**
 * The forms without JavaScript, handled in-process by the same services, schemas and rate limits as
 * the API: a form section names itself in the address it posts to (ADR 0070); a post naming none is
 * the contact form's, as it was before the form became a section.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (requestQuery(request).has('form')) return sectionFormAction({ request, context });
  return answerContactForm(request, context);
}

export const meta = (args: Route.MetaArgs) => sitePageMeta(args, contactMessages);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const whatsApp = useWhatsAppChat('contact');
  const action = useSectionFormAction('contact');
  const answer = useSectionFormAnswer('contact');
  if (!root) return null;
  const { settings } = root;
  const { sections } = loaderData.page;
  const { sectionData } = loaderData;
  // The first contact form sits beside the office, phone, email and hours; the reasons and questions
  // staff write sit beside them too; the page's other sections come before and after, in their order.
  const formAt = sections.findIndex((section) => section.type === 'form' && section.form === 'contact');
  const form = formAt >= 0 ? sections[formAt] : undefined;
  const reasons = sections.filter((section) => section.type === 'feature_tiles');
  const questions = sections.filter((section) => section.type === 'faq');
  const around = (section: (typeof sections)[number]) => section.type !== 'faq' && section.type !== 'feature_tiles';
  const before = formAt >= 0 ? sections.slice(0, formAt) : sections;
  const after = formAt >= 0 ? sections.slice(formAt + 1) : [];

  return (
    <>
      <BusinessStructuredData />
      <PageSections sections={before.filter(around)} data={sectionData} />
      {/* The form comes first on a phone; the office, phone, email and hours sit beside it on a large screen. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-8 sm:px-8 sm:py-14 lg:grid-cols-3">
        {form?.type === 'form' && sectionData.contactForm ? (
          <ContactFormCard
            heading={{ id: 'contact-form-title', title: form.title, subtitle: form.subtitle }}
            data={sectionData.contactForm}
            action={action}
            actionResult={answer}
            idPrefix="contact"
            className="lg:col-span-2 lg:row-span-2 lg:self-start"
          />
        ) : null}
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
      <PageSections sections={after.filter(around)} data={sectionData} firstIndex={formAt + 1} />
    </>
  );
}
