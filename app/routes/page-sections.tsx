import type { ReactNode } from 'react';
import { data as response, type MetaDescriptor, useActionData, useFormAction, useRouteLoaderData } from 'react-router';
import type { PublicPageSection, SectionForm, SectionTool } from '#contract/content-kinds/page-sections.ts';
import type { OfferedCorridor } from '#contract/money-transfer/corridors.ts';
import type { OfferedDestination } from '#contract/study-abroad.ts';
import { useWhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import StudyChecklist from '#app/features/services/components/study-checklist.island.tsx';
import TransferCalculator from '#app/features/services/components/transfer-calculator.island.tsx';
import type { TransferQuery } from '#app/features/services/components/transfer-calculator.tsx';
import { transferQueryOf } from '#app/features/services/transfer-query.ts';
import { requestQuery } from '#app/lib/search-params.ts';
import type { Language } from '#contract/languages.ts';
import type { PageLoadContext, PublicContentReader } from '#contract/page-context.ts';
import type { PublicEventSummary } from '#contract/content-kinds/events.ts';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import type { PublicClient } from '#contract/schemas/client.ts';
import type { PublicProject } from '#contract/schemas/project.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { PublicTeamMember } from '#contract/schemas/team.ts';
import type { PublicTestimonial } from '#contract/schemas/testimonial.ts';
import { PageError } from '#app/components/layout/page-error.tsx';
import { FaqDisclosures } from '#app/components/ui/faq-disclosures.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { splitByDate } from '#app/features/events/event-parts.tsx';
import { FeaturedEventsSection } from '#app/features/events/featured-events-section.tsx';
import { FeaturedProjectsSection } from '#app/features/home/components/featured-projects-section.tsx';
import { FeaturedTestimonialsSection } from '#app/features/home/components/featured-testimonials-section.tsx';
import { HeroSection } from '#app/features/home/components/hero-section.tsx';
import { FeaturedServicesSection } from '#app/features/services/components/featured-services-section.tsx';
import { FiguresSection } from '#app/features/home/components/figures-section.tsx';
import { CallToActionSection } from '#app/features/pages/components/call-to-action-section.tsx';
import { FeatureTilesSection } from '#app/features/pages/components/feature-tiles-section.tsx';
import { RichTextSection } from '#app/features/pages/components/rich-text-section.tsx';
import { ImageTextSection } from '#app/features/pages/components/image-text-section.tsx';
import { ContactCardsSection } from '#app/features/contact/components/contact-cards-section.tsx';
import { GuideArticle } from '#app/features/docs/components/client-guides.tsx';
import { LegalTextSection } from '#app/features/legal/components/legal-text-section.tsx';
import { TeamSection } from '#app/features/team/components/team-section.tsx';
import { ClientLogosSection } from '#app/features/clients/components/client-logos-section.tsx';
import { PublishedTestimonialsSection } from '#app/features/clients/components/published-testimonials-section.tsx';
import { toServiceOptions } from '#app/features/contact/api/get-active-services.ts';
import { answerContactForm } from '#app/features/contact/contact-form-action.ts';
import type { ContactActionResult } from '#app/features/contact/components/contact-form.tsx';
import { type ContactFormData, ContactFormSection } from '#app/features/contact/components/contact-form-section.tsx';
import { OpenPositions } from '#app/features/careers/open-positions.tsx';
import { TestimonialFormSection } from '#app/features/testimonials/components/testimonial-form-section.tsx';
import { NewsletterFormSection } from '#app/features/newsletter/newsletter-form-section.tsx';
import type { TestimonialActionResult } from '#app/features/testimonials/components/testimonial-form.tsx';
import { answerTestimonialForm } from '#app/features/testimonials/testimonial-form-action.ts';
import type { SectionHeading } from '#app/components/ui/section-title.tsx';
import type { loader as rootLoader } from '#app/root.tsx';
import { type Messages, translate } from '#app/i18n/define-messages.ts';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { useLanguage } from '#app/i18n/i18n-context.tsx';
import { helpCategoriesOf } from '#contract/help-topics.ts';
import { PAGE_PATHS, type PageKey } from '#contract/site-pages.ts';
import { pageUrl } from '#contract/page-urls.ts';

/** What a page's sections show besides their own texts: the featured lists, the team and the company's figures. */
export interface SectionData {
  featured: {
    services: PublicService[];
    projects: PublicProject[];
    testimonials: PublicTestimonial[];
    /** The events still to come, the soonest first. */
    events: PublicEventSummary[];
    published_testimonials: PublicTestimonial[];
  };
  team: PublicTeamMember[];
  clients: PublicClient[];
  /** The job posts open today. */
  jobs: PublicJobPost[];
  /** The contact form's services, and the message the page's address begins (`?message=`). */
  contactForm: ContactFormData | null;
  /** The tools' offers and what the page's address asks of them (a tool answers without JavaScript). */
  tools: {
    transfer: { corridors: OfferedCorridor[]; query: TransferQuery | null } | null;
    study: { destinations: OfferedDestination[]; selected: string | null; pageUrl: string } | null;
  };
  settings: PublicSettings;
  /** When the page was last saved (a legal text's date when staff gave none). */
  updatedAt: string;
}

/** As long as a message may be: a longer one given by a link is cut there. */
const MAX_START_MESSAGE = 5000;

/** The page's address: what its query asks of its tools, and its URL, which a tool's message quotes. */
interface PageAddress {
  query: URLSearchParams;
  url: string;
}

/** Reads only the lists a page's sections show (the hero shows the featured projects' covers). */
async function loadSectionData(
  content: PublicContentReader,
  sections: readonly PublicPageSection[],
  language: Language,
  address: PageAddress,
): Promise<Omit<SectionData, 'settings' | 'updatedAt'>> {
  const featuring = (kind: string) =>
    sections.some((section) => section.type === 'featured_items' && section.kind === kind);
  const showing = (type: PublicPageSection['type']) => sections.some((section) => section.type === type);
  const using = (tool: string) => sections.some((section) => section.type === 'tool' && section.tool === tool);
  const holdingForm = (form: SectionForm) =>
    sections.some((section) => section.type === 'form' && section.form === form);
  const [services, projects, testimonials, events, published, team, clients, jobs, offered, corridors, destinations] =
    await Promise.all([
      featuring('services') ? content.services.featured(language) : [],
      featuring('projects') || showing('hero') ? content.projects.featured(language) : [],
      featuring('testimonials') ? content.testimonials.featured(language) : [],
      featuring('events') ? content.events.all(language) : [],
      featuring('published_testimonials') ? content.testimonials.all(language) : [],
      showing('team') ? content.team.all(language) : [],
      showing('client_logos') ? content.clients.all(language) : [],
      showing('open_positions') ? content.careers.all(language) : [],
      holdingForm('contact') ? content.services.all(language) : null,
      using('transfer_calculator') ? content.transferCorridors(language) : [],
      using('study_checklist') ? content.studyDestinations(language) : [],
    ]);
  // Split when the page is made: a page kept in memory is made again within a minute.
  const { upcoming } = splitByDate(events, Date.now());
  return {
    featured: { services, projects, testimonials, events: upcoming, published_testimonials: published },
    team,
    clients,
    jobs,
    contactForm: offered
      ? {
          services: toServiceOptions(offered),
          // A link may begin the message ("/contact?message=…": an event's registration); the visitor edits or sends it.
          startMessage: (address.query.get('message') ?? '').trim().slice(0, MAX_START_MESSAGE),
        }
      : null,
    tools: {
      transfer: corridors.length > 0 ? { corridors, query: transferQueryOf(address.query) } : null,
      study:
        destinations.length > 0
          ? { destinations, selected: address.query.get('destination'), pageUrl: address.url }
          : null,
    },
  };
}

/**
 * A page of the site staff write (ADR 0064), and what its sections show; 404 when it is missing.
 * `request`: the page's own, whose query its tools answer (none for the page of an unknown address).
 */
export async function loadSitePage(context: PageLoadContext, key: PageKey, request?: Pick<Request, 'url'>) {
  const { content, language } = context;
  const page = await content.pages.item(key, language);
  if (!page) throw response(null, { status: 404 });
  const address = {
    query: request ? requestQuery(request) : new URLSearchParams(),
    url: pageUrl(context.publicOrigin, PAGE_PATHS[key], language),
  };
  return { language, page, sectionData: await loadSectionData(content, page.sections, language, address) };
}

type SitePageData = Awaited<ReturnType<typeof loadSitePage>>;

/** The page of an unknown address as staff wrote it; none when it cannot be read (the site's own words then). */
export async function loadNotFoundPage(context: PageLoadContext): Promise<SitePageData | null> {
  try {
    return await loadSitePage(context, 'not_found');
  } catch {
    return null;
  }
}

/** What a loader throws for an address it does not have: a 404 that carries the page to show. */
export async function notFound(context: PageLoadContext) {
  return response(await loadNotFoundPage(context), { status: 404 });
}

const isSitePage = (value: unknown): value is SitePageData =>
  typeof value === 'object' && value !== null && 'page' in value && 'sectionData' in value;

/** The page of an unknown address: its header's words in the error's design, then its other sections. */
export function NotFoundPage({ found }: { found: unknown }) {
  if (!isSitePage(found)) return <PageError status={404} />;
  const [first, ...rest] = found.page.sections;
  const header = first?.type === 'page_header' ? first : null;
  return (
    <>
      <PageError status={404} title={header?.title} text={header ? header.text : undefined} />
      <PageSections sections={header ? rest : found.page.sections} data={found.sectionData} />
    </>
  );
}

/** A site page's title and description: what staff wrote for search engines, else the page's own (`meta.*`). */
export function sitePageMeta(
  args: Parameters<typeof seoMeta>[0] & { data?: SitePageData | undefined },
  messages: Messages<'meta.title' | 'meta.description'>,
): MetaDescriptor[] {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(messages, language, 'meta.title'),
    description: translate(messages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.page) : {}),
  });
}

function Section({
  section,
  index,
  data,
  inHeader,
}: {
  section: PublicPageSection;
  index: number;
  data: SectionData;
  inHeader?: ReactNode;
}): ReactNode {
  const { language } = useLanguage();
  // Unique on the page whatever the sections: two sections of a type each have their title.
  const headingId = `section-${index + 1}-title`;
  switch (section.type) {
    case 'hero':
      return <HeroSection hero={section} projects={data.featured.projects} />;
    case 'page_header':
      return (
        <PageHero badge={section.badge ?? undefined} title={section.title} subtitle={section.text ?? undefined}>
          {inHeader}
        </PageHero>
      );
    case 'rich_text':
      return <RichTextSection section={section} headingId={headingId} settings={data.settings} />;
    case 'image_text':
      return <ImageTextSection section={section} headingId={headingId} settings={data.settings} />;
    case 'contact_cards':
      return <ContactCardsSection section={section} headingId={headingId} settings={data.settings} />;
    case 'legal_text':
      return <LegalTextSection section={section} updatedAt={data.updatedAt} settings={data.settings} />;
    case 'faq':
      return <FaqDisclosures title={section.title} headingId={headingId} faqs={section.questions} />;
    case 'help_topic': {
      // Outside the help centre (which draws its themes itself), a theme is a list of its questions.
      const [theme] = helpCategoriesOf([section], data.settings, language);
      return <FaqDisclosures title={section.title} headingId={headingId} faqs={theme?.questions ?? []} />;
    }
    case 'guide':
      // Outside the client guides page (which draws its guides with their cards), a guide stands alone.
      return (
        <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-16">
          <GuideArticle guide={section} settings={data.settings} />
        </div>
      );
    case 'figures':
      return (
        <FiguresSection
          stats={data.settings.stats}
          title={section.title}
          headingId={headingId}
          animated={section.animated}
        />
      );
    case 'feature_tiles':
      return <FeatureTilesSection section={section} headingId={headingId} />;
    case 'open_positions':
      return (
        <OpenPositions section={section} jobs={data.jobs} email={data.settings.contact.email} headingId={headingId} />
      );
    case 'team':
      return (
        <TeamSection
          members={data.team}
          heading={{ id: headingId, title: section.title, subtitle: section.subtitle }}
        />
      );
    case 'call_to_action':
      return <CallToActionSection section={section} headingId={headingId} />;
    case 'client_logos':
      return (
        <ClientLogosSection
          clients={data.clients}
          heading={{ id: headingId, title: section.title, subtitle: section.subtitle }}
        />
      );
    case 'tool':
      return <ToolSection tool={section.tool} tools={data.tools} />;
    case 'form':
      return (
        <FormSection
          form={section.form}
          heading={{ id: headingId, title: section.title, subtitle: section.subtitle }}
          contactForm={data.contactForm}
        />
      );
    case 'featured_items': {
      const heading = { id: headingId, title: section.title, subtitle: section.subtitle };
      if (section.kind === 'services')
        return (
          <FeaturedServicesSection initialServices={data.featured.services} heading={heading} count={section.count} />
        );
      if (section.kind === 'events')
        return <FeaturedEventsSection upcoming={data.featured.events} heading={heading} count={section.count} />;
      if (section.kind === 'published_testimonials')
        return (
          <PublishedTestimonialsSection
            testimonials={data.featured.published_testimonials}
            heading={heading}
            count={section.count}
          />
        );
      if (section.kind === 'projects')
        return (
          <FeaturedProjectsSection initialProjects={data.featured.projects} heading={heading} count={section.count} />
        );
      return (
        <FeaturedTestimonialsSection
          initialTestimonials={data.featured.testimonials}
          heading={heading}
          count={section.count}
        />
      );
    }
  }
}

/**
 * Where a form section posts without JavaScript: the page it sits on, which answers it with
 * `sectionFormAction` (`?index` on the home page, which is an index route), naming the form. The
 * page's own query (a message a link began, a tool's choices) is not the form's: it is left out.
 */
export function useSectionFormAction(form: SectionForm) {
  const [path = '', query = ''] = useFormAction().split('?');
  const index = new URLSearchParams(query).has('index');
  return `${path}?${index ? 'index&' : ''}form=${form}`;
}

/** A visitor's tool staff placed on the page; nothing when the site offers nothing for it (no corridor, no destination). */
function ToolSection({ tool, tools }: { tool: SectionTool; tools: SectionData['tools'] }) {
  const whatsApp = useWhatsAppChat('service');
  if (tool === 'transfer_calculator')
    return tools.transfer ? (
      <TransferCalculator corridors={tools.transfer.corridors} query={tools.transfer.query} whatsApp={whatsApp} />
    ) : null;
  return tools.study ? <StudyChecklist {...tools.study} /> : null;
}

/**
 * A visitor's form staff placed on the page, with what the page answered to its last plain post.
 * The newsletter's posts to its own page, as the footer's does.
 */
function FormSection({
  form,
  heading,
  contactForm,
}: {
  form: SectionForm;
  heading: SectionHeading;
  contactForm: ContactFormData | null;
}) {
  if (form === 'newsletter') return <NewsletterFormSection heading={heading} />;
  if (form === 'contact') return contactForm ? <AnsweredContactForm heading={heading} data={contactForm} /> : null;
  return <AnsweredTestimonialForm heading={heading} />;
}

/** The testimonial form, posted to the page it sits on. */
function AnsweredTestimonialForm({ heading }: { heading: SectionHeading }) {
  const action = useSectionFormAction('testimonial');
  const answer = useSectionFormAnswer('testimonial');
  return <TestimonialFormSection heading={heading} action={action} actionResult={answer} />;
}

/** The contact form placed on a page other than the contact page (which sets its own beside its details). */
function AnsweredContactForm({ heading, data }: { heading: SectionHeading; data: ContactFormData }) {
  const action = useSectionFormAction('contact');
  const answer = useSectionFormAnswer('contact');
  return (
    <ContactFormSection heading={heading} data={data} action={action} actionResult={answer} idPrefix={heading.id} />
  );
}

/** What each form's plain post is answered with. */
interface FormAnswers {
  contact: ContactActionResult;
  testimonial: TestimonialActionResult;
}

/** What the page answered to a plain post of this form: a form section shows its own form's answer only. */
export function useSectionFormAnswer<Form extends keyof FormAnswers>(form: Form): FormAnswers[Form] | undefined {
  const posted: unknown = useActionData();
  return typeof posted === 'object' && posted !== null && 'form' in posted && posted.form === form
    ? (posted as FormAnswers[Form])
    : undefined;
}

/**
 * A form section's plain post (ADR 0070), answered by whichever page the section sits on: every
 * route drawing a site page exports it as its action (the contact page hands it what is not its own form).
 */
export async function sectionFormAction({ request, context }: { request: Request; context: PageLoadContext }) {
  const form = requestQuery(request).get('form');
  if (form === 'testimonial') return answerTestimonialForm(request, context);
  if (form === 'contact') return answerContactForm(request, context);
  // Nothing on the page posts anything else: a stray post changes nothing.
  return response(null, { status: 405 });
}

/**
 * A page as staff built it (ADR 0064): its shown sections, in their order. Beside the routes, which
 * compose the features: each section is drawn by the feature whose content it shows.
 */
export function PageSections({
  sections,
  data,
  inHeader,
  updatedAt = '',
  firstIndex = 0,
}: {
  sections: PublicPageSection[];
  data: Omit<SectionData, 'settings' | 'updatedAt'>;
  /** What the route adds under the page header's text (the solutions' anchors). */
  inHeader?: ReactNode;
  updatedAt?: string;
  /** The place of the first of these sections in the page, when a route draws its sections in parts. */
  firstIndex?: number;
}) {
  // The figures and the company's details are the settings' the layout already read.
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // The root loader always runs before a page; without it there are no settings to show.
  if (!root) throw new Error('The root loader data is missing');
  const all = { ...data, settings: root.settings, updatedAt };
  return sections.map((section, index) => (
    <Section key={index} section={section} index={firstIndex + index} data={all} inHeader={inHeader} />
  ));
}
