import { Briefcase, CalendarClock, ChevronDown, Mail, MapPin, Send } from 'lucide-react';
import type { PublicPageSection } from '#contract/content-kinds/page-sections.ts';
import type { PublicJobPost } from '#contract/schemas/career.ts';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { applicationMailto, formatClosingDate } from './job-format.ts';
import { careersMessages } from './messages.ts';
import { RICH_TEXT_CLASS } from '#app/components/ui/rich-text-classes.ts';

type OpenPositionsWords = Extract<PublicPageSection, { type: 'open_positions' }>;

/**
 * The open job posts under the title staff gave the section, then an invitation to apply
 * spontaneously; with no post open, that invitation alone. Both write to the settings' address.
 */
export function OpenPositions({
  section,
  jobs,
  email,
  headingId,
}: {
  section: OpenPositionsWords;
  jobs: PublicJobPost[];
  email: string;
  headingId: string;
}) {
  const spontaneousMail = applicationMailto(email, section.spontaneous_title);
  return (
    <>
      <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-4xl px-5 sm:px-8">
          <h2 id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {section.title}
          </h2>
          {jobs.length === 0 ? (
            <div className="mt-8 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
              <Briefcase aria-hidden="true" className="mx-auto size-10 text-brand-700" />
              <p className="mt-4 text-slate-700">{section.empty}</p>
              <MailLink
                href={spontaneousMail}
                label={section.spontaneous_button}
                className="mt-6 bg-brand-700 px-5 py-3 text-white hover:bg-brand-800"
              />
            </div>
          ) : (
            <ul className="mt-8 flex flex-col gap-6">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {jobs.length > 0 ? (
        <section aria-labelledby={`${headingId}-spontaneous`} className="bg-brand-900 py-16 text-white sm:py-20">
          <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
            <h2 id={`${headingId}-spontaneous`} className="text-3xl font-bold sm:text-4xl">
              {section.spontaneous_title}
            </h2>
            <p className="mt-4 text-lg text-blue-100">{section.spontaneous_text}</p>
            <MailLink
              href={spontaneousMail}
              label={section.spontaneous_button}
              className="mt-8 bg-white px-6 py-3.5 text-brand-900 hover:bg-blue-100"
            />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A button-like link that opens the visitor's mail app, its colours and spacing the caller's. */
function MailLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <a href={href} className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold ${className}`}>
      <Mail aria-hidden="true" className="size-5" />
      {label}
    </a>
  );
}

function JobCard({ job }: { job: PublicJobPost }) {
  const t = useT(careersMessages);
  const titleId = `job-${job.slug}-title`;
  return (
    <article
      id={job.slug}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h3 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
        <Link to={`/careers/${job.slug}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <JobFacts job={job} />
      <p className="mt-4 text-slate-700">{job.summary}</p>
      <details className="group mt-5 rounded-xl bg-slate-50 p-4">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          {t('jobs.details')}
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: job.body }} />
      </details>
      <ApplyOnPageLink job={job} />
    </article>
  );
}

/** Where, which contract and until when. */
export function JobFacts({ job }: { job: PublicJobPost }) {
  const t = useT(careersMessages);
  const { language } = useLanguage();
  return (
    <dl className="mt-4 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
      <div className="flex items-center gap-2">
        <dt>
          <MapPin aria-hidden="true" className="size-4 text-brand-700" />
          <span className="sr-only">{t('jobs.location')}</span>
        </dt>
        <dd>{job.location}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt>
          <Briefcase aria-hidden="true" className="size-4 text-brand-700" />
          <span className="sr-only">{t('jobs.type')}</span>
        </dt>
        <dd>{t(`employment.${job.employment_type}`)}</dd>
      </div>
      {job.closes_on ? (
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
            <span>{t('jobs.closes_on')}</span>
          </dt>
          <dd>
            <time dateTime={job.closes_on}>{formatClosingDate(job.closes_on, language)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Applying is the form on the post's own page. */
export function ApplyOnPageLink({ job }: { job: PublicJobPost }) {
  const t = useT(careersMessages);
  return (
    <Link
      to={`/careers/${job.slug}#apply`}
      aria-label={t('jobs.apply_for', { title: job.title })}
      className="mt-6 inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-3 font-semibold text-slate-950 hover:bg-accent-400"
    >
      <Send aria-hidden="true" className="size-5" />
      {t('jobs.apply')}
    </Link>
  );
}

/** Without JavaScript nothing carries a CV: applying is writing to the company's address, the post named in the subject. */
export function ApplyByEmailLink({ job, email }: { job: PublicJobPost; email: string }) {
  const t = useT(careersMessages);
  return (
    <a
      href={applicationMailto(email, t('jobs.apply_subject', { title: job.title }))}
      aria-label={t('jobs.apply_for', { title: job.title })}
      className="mt-6 inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-3 font-semibold text-slate-950 hover:bg-accent-400"
    >
      <Mail aria-hidden="true" className="size-5" />
      {t('jobs.apply')}
    </a>
  );
}
