import { data, useRouteLoaderData } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { ToastProvider } from '#app/components/ui/toast.tsx';
import { toServiceOptions, useActiveServices } from '#app/features/contact/api/get-active-services.ts';
import { buildContactPayload, contactFormStateFromFormData } from '#app/features/contact/build-contact-payload.ts';
import { ContactFaq } from '#app/features/contact/components/contact-faq.tsx';
import { type ContactActionResult, ContactForm } from '#app/features/contact/components/contact-form.tsx';
import { ContactInfoCards } from '#app/features/contact/components/contact-info-cards.tsx';
import { ContactReasons } from '#app/features/contact/components/contact-reasons.tsx';
import { OfficeMap } from '#app/features/contact/components/office-map.tsx';
import { OpeningHoursCard } from '#app/features/contact/components/opening-hours-card.tsx';
import { contactMessages } from '#app/features/contact/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const services = await context.content.activeServices(context.language);
  return { language: context.language, services: toServiceOptions(services) };
}

async function postJson(request: Request, path: string, language: Language, body: unknown) {
  const url = new URL(path, request.url);
  url.search = new URLSearchParams({ lang: language }).toString();
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The form without JavaScript: a plain post relayed to the same API the browser would call. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = contactFormStateFromFormData(await request.formData());
  const failure = (status: number) => data<ContactActionResult>({ result: 'failure', values }, { status });
  let response: Response;
  try {
    response = await postJson(request, '/api/contact', context.language, buildContactPayload(values));
  } catch {
    return failure(502);
  }
  if (!response.ok) return failure(response.status);
  if (values.newsletter) {
    await postJson(request, '/api/newsletter', context.language, { email: values.email.trim() }).catch(() => null);
  }
  return data<ContactActionResult>({ result: 'success' });
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(contactMessages, language, 'meta.title'),
    description: translate(contactMessages, language, 'meta.description'),
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(contactMessages);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const services = useActiveServices(loaderData.language, loaderData.services);
  if (!root) return null;
  const { settings } = root;

  return (
    <ToastProvider labels={{ region: t('toast.region'), toast: t('toast.label'), close: t('toast.close') }}>
      <PageHero badge={t('hero.badge')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <ContactInfoCards settings={settings} />
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-14 sm:px-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('form.title')}
          </h2>
          <ContactForm services={services.data} actionResult={actionData} />
        </section>
        <ContactReasons />
        <div className="lg:col-span-2">
          <ContactFaq />
        </div>
        <OpeningHoursCard hours={settings.hours} />
        <div className="lg:col-span-3">
          <OfficeMap contact={settings.contact} />
        </div>
      </div>
    </ToastProvider>
  );
}
