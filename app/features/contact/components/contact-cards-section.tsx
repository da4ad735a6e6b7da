import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { useWhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { ContactInfoCards } from './contact-info-cards.tsx';
import { OfficeMap } from './office-map.tsx';
import { OpeningHoursCard } from './opening-hours-card.tsx';

type ContactCards = Extract<PublicPageSection, { type: 'contact_cards' }>;

/** The contact page's cards on any page: how to reach the company, when, and where (the map on demand). */
export function ContactCardsSection({
  section,
  headingId,
  settings,
}: {
  section: ContactCards;
  headingId: string;
  settings: PublicSettings;
}) {
  const whatsApp = useWhatsAppChat('contact');
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {section.title}
        </h2>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <ContactInfoCards settings={settings} whatsApp={whatsApp} />
          <OpeningHoursCard hours={settings.hours} />
          {section.map ? (
            <div className="lg:col-span-2">
              <OfficeMap contact={settings.contact} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
