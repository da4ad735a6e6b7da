import { Mail } from 'lucide-react';
import { applicationMailto } from '#app/features/careers/job-format.ts';
import { careersMessages } from '#app/features/careers/messages.ts';
import { OpenPositions } from '#app/features/careers/open-positions.tsx';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, PageSections, sectionFormAction } from './page-sections.tsx';
import type { Route } from './+types/careers';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { language, content } = context;
  const [settings, jobs, intro] = await Promise.all([
    content.settings(language),
    content.careers.all(language),
    loadSitePage(context, 'careers', request),
  ]);
  return { language, email: settings.contact.email, jobs, intro };
}

/** A form section staff placed on the page, posted without JavaScript (ADR 0070). */
export const action = sectionFormAction;

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(careersMessages, language, 'meta.title'),
    description: translate(careersMessages, language, 'meta.description'),
    ...(args.data ? itemSeo(args.data.intro.page) : {}),
  });
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageSections sections={loaderData.intro.page.sections} data={loaderData.intro.sectionData} />
      <OpenPositions jobs={loaderData.jobs} email={loaderData.email} />
      {loaderData.jobs.length > 0 ? <SpontaneousApplication email={loaderData.email} /> : null}
    </>
  );
}

function SpontaneousApplication({ email }: { email: string }) {
  const t = useT(careersMessages);
  return (
    <section aria-labelledby="careers-spontaneous-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
        <h2 id="careers-spontaneous-title" className="text-3xl font-bold sm:text-4xl">
          {t('spontaneous.title')}
        </h2>
        <p className="mt-4 text-lg text-blue-100">{t('spontaneous.text')}</p>
        <a
          href={applicationMailto(email, t('spontaneous.subject'))}
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3.5 font-semibold text-brand-900 hover:bg-blue-100"
        >
          <Mail aria-hidden="true" className="size-5" />
          {t('spontaneous.button')}
        </a>
      </div>
    </section>
  );
}
