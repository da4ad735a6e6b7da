import { GraduationCap, HeartHandshake, type LucideIcon, Mail, Sprout, Users } from 'lucide-react';
import { applicationMailto } from '#app/features/careers/job-format.ts';
import { careersMessages } from '#app/features/careers/messages.ts';
import { OpenPositions } from '#app/features/careers/open-positions.tsx';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { itemSeo, seoMeta } from '#app/lib/seo.ts';
import { loadSitePage, PageSections } from './page-sections.tsx';
import type { Route } from './+types/careers';

export async function loader({ context }: Route.LoaderArgs) {
  const { language, content } = context;
  const [settings, jobs, intro] = await Promise.all([
    content.settings(language),
    content.careers.all(language),
    loadSitePage(context, 'careers'),
  ]);
  return { language, email: settings.contact.email, jobs, intro };
}

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
      <WhyWorkWithUs />
      <OpenPositions jobs={loaderData.jobs} email={loaderData.email} />
      {loaderData.jobs.length > 0 ? <SpontaneousApplication email={loaderData.email} /> : null}
    </>
  );
}

const REASONS: { key: 'impact' | 'growth' | 'team' | 'balance'; icon: LucideIcon }[] = [
  { key: 'impact', icon: Sprout },
  { key: 'growth', icon: GraduationCap },
  { key: 'team', icon: Users },
  { key: 'balance', icon: HeartHandshake },
];

function WhyWorkWithUs() {
  const t = useT(careersMessages);
  return (
    <section aria-labelledby="careers-why-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="careers-why-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('why.title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`why.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
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
