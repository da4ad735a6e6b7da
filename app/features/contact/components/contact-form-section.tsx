import type { SectionHeading } from '#app/components/ui/section-title.tsx';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { type ServiceOption, useActiveServices } from '../api/get-active-services.ts';
import ContactForm from './contact-form.island.tsx';
import type { ContactActionResult } from './contact-form.tsx';

/** What the contact form needs of its page: the services to choose from and a message a link began. */
export interface ContactFormData {
  services: ServiceOption[];
  startMessage: string;
}

interface ContactFormProps {
  heading: SectionHeading;
  data: ContactFormData;
  /** Where it posts without JavaScript, and what the page answered to its last plain post. */
  action: string;
  actionResult: ContactActionResult | undefined;
  /** Begins each input's id: unique on the page. */
  idPrefix: string;
}

/** The contact form in a card under the title staff gave its section: the contact page sets it beside its details. */
export function ContactFormCard({
  heading,
  data,
  action,
  actionResult,
  idPrefix,
  className = '',
}: ContactFormProps & { className?: string }) {
  const { language } = useLanguage();
  const services = useActiveServices(language, data.services);
  return (
    <section
      aria-labelledby={heading.id}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 ${className}`}
    >
      <h2 id={heading.id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {heading.title}
      </h2>
      {heading.subtitle ? <p className="mt-3 text-slate-600">{heading.subtitle}</p> : null}
      <div className="mt-6">
        <ContactForm
          services={services.data}
          actionResult={actionResult}
          startMessage={data.startMessage}
          idPrefix={idPrefix}
          labelledBy={heading.id}
          action={action}
        />
      </div>
    </section>
  );
}

/** The contact form placed on a page other than the contact page: the card alone in the page's width. */
export function ContactFormSection(props: ContactFormProps) {
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <ContactFormCard {...props} />
    </div>
  );
}
