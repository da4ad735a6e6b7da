import { ArrowRight, ChevronDown, Mail, Phone, Search, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { PageHero } from '#app/components/ui/page-hero.tsx';
import { ServiceIcon } from '#app/components/ui/service-icon.tsx';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { labelSeparator } from '#contract/french-typography.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { usePageLocation } from '#app/lib/page-location.tsx';
import { filterHelpCategories, type HelpCategory, type HelpQuestion } from '../filter-help.ts';
import { helpMessages } from '../messages.ts';
import { localizedHref } from '#contract/page-urls.ts';

const SEARCH_PARAM = 'q';

/** The page header's texts, which staff write (the help page's header section, ADR 0065). */
export interface HelpHeader {
  badge: string | null;
  title: string;
  text: string | null;
}

/** The phone and email the closing card gives: all of the settings the island carries to the browser. */
export type HelpContact = Pick<PublicSettings['contact'], 'email' | 'phone'>;

/**
 * The help centre: search (a GET form without JavaScript, live filtering with it), the themes and
 * questions staff write (the help page's sections, ADR 0068), contact. An island (help-centre.island.tsx).
 */
export function HelpCentre({
  categories,
  contact,
  header,
}: {
  categories: HelpCategory[];
  contact: HelpContact;
  header: HelpHeader;
}) {
  const t = useT(helpMessages);
  const { language } = useLanguage();
  const { search } = usePageLocation();
  const [query, setQuery] = useState(() => new URLSearchParams(search).get(SEARCH_PARAM) ?? '');

  const visible = filterHelpCategories(categories, query);

  // The address keeps the search, so a reload or a shared link shows the same answers.
  const keepInUrl = (value: string) => {
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set(SEARCH_PARAM, value.trim());
    else url.searchParams.delete(SEARCH_PARAM);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <PageHero title={header.title} subtitle={header.text ?? undefined} badge={header.badge ?? undefined}>
        <HelpSearch
          query={query}
          onQueryChange={setQuery}
          onSubmit={() => keepInUrl(query)}
          onClear={() => {
            setQuery('');
            keepInUrl('');
          }}
          helpPath={localizedHref('/help', language)}
        />
      </PageHero>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          {visible.length > 0 ? (
            <nav aria-labelledby="help-topics-title" className="mb-10 lg:mb-0">
              <h2 id="help-topics-title" className="text-sm font-semibold tracking-wider text-slate-700 uppercase">
                {t('topics.title')}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-3 lg:flex-col lg:items-start">
                {visible.map((category) => (
                  <li key={category.id}>
                    <a
                      href={`#${category.id}`}
                      className="inline-flex rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                    >
                      {category.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="max-w-3xl">
          <SearchStatus query={query} categories={visible} />
          <div className="space-y-12">
            {visible.map((category) => {
              return (
                <section
                  key={category.id}
                  id={category.id}
                  aria-labelledby={`${category.id}-title`}
                  className="scroll-mt-24"
                >
                  <h2 id={`${category.id}-title`} className="flex items-center gap-3 text-2xl font-bold text-slate-900">
                    <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <ServiceIcon name={category.icon} className="size-5" />
                    </span>
                    {category.title}
                  </h2>
                  <div className="mt-5 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
                    {category.questions.map((question) => (
                      <QuestionItem key={question.id} question={question} />
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
          <StillNeedHelp contact={contact} />
        </div>
      </div>
    </>
  );
}

function HelpSearch({
  query,
  onQueryChange,
  onSubmit,
  onClear,
  helpPath,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /** /help in the page's language: the search works without JavaScript too. */
  helpPath: string;
}) {
  const t = useT(helpMessages);
  const inputId = 'help-search-input';
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" method="get" action={helpPath} onSubmit={submit} className="mt-8 max-w-2xl">
      <label htmlFor={inputId} className="block font-semibold text-white">
        {t('search.label')}
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name={SEARCH_PARAM}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            className="w-full rounded-lg border-0 bg-white py-3 pr-11 pl-10 text-slate-900 placeholder:text-slate-500 focus-visible:outline-accent-300 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <a
              href={helpPath}
              onClick={(event) => {
                event.preventDefault();
                onClear();
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('search.clear')}</span>
            </a>
          ) : null}
        </div>
        <button
          type="submit"
          className="rounded-lg bg-accent-500 px-4 py-3 font-semibold text-slate-950 hover:bg-accent-400 sm:px-6"
        >
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}

function SearchStatus({ query, categories }: { query: string; categories: HelpCategory[] }) {
  const t = useT(helpMessages);
  const count = categories.reduce((total, category) => total + category.questions.length, 0);
  const trimmed = query.trim();
  return (
    <div role="status" className={trimmed ? 'mb-10' : undefined}>
      {!trimmed ? null : count === 0 ? (
        <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{t('search.no_results', { query: trimmed })}</p>
          <p className="mt-2 text-slate-700">{t('search.no_results_hint')}</p>
        </div>
      ) : (
        <p className="font-medium text-slate-700">
          {count === 1 ? t('search.results_one') : t('search.results_other', { count })}
        </p>
      )}
    </div>
  );
}

function QuestionItem({ question }: { question: HelpQuestion }) {
  return (
    <details className="group px-5 sm:px-6">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        <span>{question.question}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-5 leading-relaxed text-slate-700">
        <p>{question.answer}</p>
        {question.link ? (
          <Link
            to={question.link.to}
            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
          >
            {question.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </details>
  );
}

function StillNeedHelp({ contact }: { contact: HelpContact }) {
  const t = useT(helpMessages);
  const { language } = useLanguage();
  const { email, phone } = contact;
  return (
    <section aria-labelledby="help-still-title" className="mt-16 rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
      <h2 id="help-still-title" className="text-2xl font-bold">
        {t('still.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-blue-100">{t('still.text')}</p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
        <Link
          to="/contact"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-accent-400"
        >
          {t('still.contact')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <a
          href={`tel:${phone.replace(/\s/g, '')}`}
          className="inline-flex items-center gap-2 font-medium text-white hover:underline"
        >
          <Phone aria-hidden="true" className="size-5 text-accent-400" />
          <span className="sr-only">
            {t('still.phone')}
            {labelSeparator(language)}
          </span>
          {phone}
        </a>
        <a
          href={`mailto:${email}`}
          className="inline-flex items-center gap-2 font-medium break-all text-white hover:underline"
        >
          <Mail aria-hidden="true" className="size-5 text-accent-400" />
          <span className="sr-only">
            {t('still.email')}
            {labelSeparator(language)}
          </span>
          {email}
        </a>
      </div>
    </section>
  );
}
