import {
  ArrowRight,
  Eye,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  MapPin,
  Scale,
  ShieldCheck,
  Sparkles,
  Target,
} from 'lucide-react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { LANGUAGE_OPTIONS } from '#contract/languages.ts';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import type { PublicTeamMember } from '#contract/schemas/team.ts';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx';
import { aboutMessages } from '#app/features/about/messages.ts';
import { translate } from '#app/i18n/define-messages.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { BusinessStructuredData } from '#app/components/seo/business-structured-data.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/about';
import { numberFormat } from '#contract/intl-formats.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { language, content } = context;
  const [settings, team] = await Promise.all([content.settings(language), content.team.all(language)]);
  return { language, description: settings.company.description, stats: settings.stats, team };
}

export function meta(args: Route.MetaArgs) {
  const language = args.data?.language ?? 'fr';
  return seoMeta(args, {
    title: translate(aboutMessages, language, 'meta.title'),
    description: translate(aboutMessages, language, 'meta.description'),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT(aboutMessages);
  return (
    <>
      <BusinessStructuredData />
      <PageHero badge={t('hero.badge')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <Story description={loaderData.description} />
      <MissionVision />
      <Values />
      <Team members={loaderData.team} />
      <Stats stats={loaderData.stats} />
      <CallToAction />
    </>
  );
}

function Story({ description }: { description: string }) {
  const t = useT(aboutMessages);
  return (
    <section aria-labelledby="about-story-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <h2 id="about-story-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('story.title')}
        </h2>
        <p className="mt-6 text-lg text-slate-700">{description}</p>
        <p className="mt-4 text-slate-700">{t('story.origin')}</p>
        <p className="mt-4 flex gap-3 text-slate-700">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>{t('story.office')}</span>
        </p>
      </div>
    </section>
  );
}

function MissionVision() {
  const t = useT(aboutMessages);
  const items = [
    { id: 'about-mission-title', icon: Target, title: t('mission.title'), text: t('mission.text') },
    { id: 'about-vision-title', icon: Eye, title: t('vision.title'), text: t('vision.text') },
  ];
  return (
    <div className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-6 px-5 sm:px-8 md:grid-cols-2">
        {items.map(({ id, icon: Icon, title, text }) => (
          <section key={id} aria-labelledby={id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 id={id} className="mt-5 text-2xl font-bold text-slate-900">
              {title}
            </h2>
            <p className="mt-3 text-slate-700">{text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

const VALUES: { key: 'proximity' | 'quality' | 'innovation' | 'transparency' | 'commitment'; icon: LucideIcon }[] = [
  { key: 'proximity', icon: Handshake },
  { key: 'quality', icon: ShieldCheck },
  { key: 'innovation', icon: Sparkles },
  { key: 'transparency', icon: Scale },
  { key: 'commitment', icon: HeartHandshake },
];

function Values() {
  const t = useT(aboutMessages);
  return (
    <section aria-labelledby="about-values-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="about-values-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('values.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('values.subtitle')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-500/10 text-accent-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`values.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Team({ members }: { members: PublicTeamMember[] }) {
  const t = useT(aboutMessages);
  return (
    <section aria-labelledby="about-team-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="about-team-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('team.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('team.subtitle')}</p>
        {members.length === 0 ? (
          <p className="mt-10 text-slate-600">{t('team.empty')}</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TeamMemberCard({ member }: { member: PublicTeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      {member.photo ? (
        <ResponsiveImage
          base={member.photo}
          kind="portrait"
          alt=""
          sizes="128px"
          className="size-32 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="initial-avatar"
          className="inline-flex size-32 items-center justify-center rounded-full bg-brand-700 text-4xl font-bold text-white"
        >
          {member.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-700">{member.role}</p>
      <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
    </article>
  );
}

function Stats({ stats }: { stats: PublicSettings['stats'] }) {
  const t = useT(aboutMessages);
  const { language } = useLanguage();
  const format = numberFormat(LANGUAGE_OPTIONS[language].numberFormat);
  return (
    <section aria-labelledby="about-stats-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="about-stats-title" className="text-center text-3xl font-bold sm:text-4xl">
          {t('stats.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse gap-2">
              <dt className="text-blue-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold sm:text-5xl">
                {format.format(stat.value)}
                {stat.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function CallToAction() {
  const t = useT(aboutMessages);
  return (
    <section aria-labelledby="about-cta-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
        <h2 id="about-cta-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mt-4 text-lg text-slate-600">{t('cta.text')}</p>
        <Link
          to="/contact"
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('cta.button')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
