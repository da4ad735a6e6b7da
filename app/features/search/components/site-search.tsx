import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from '#app/components/ui/localized-link.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { SEARCH_PAGE_PATH, localizedPath } from '#contract/page-urls.ts';
import { MAX_SEARCH_LENGTH } from '#contract/constants.ts';
import type { SearchResult } from '#contract/schemas/search.ts';
import { searchMessages } from '../messages.ts';

/** The search's parameter in the page's address, as the header's box and the page's form send it. */
export const SEARCH_PARAM = 'q';
/** A pause in the typing this long starts a search: one request per word typed, not per key. */
const TYPING_PAUSE_MS = 250;

export interface SiteSearchProps {
  /** The words searched, as the address has them; empty: no search yet. */
  query: string;
  /** The results of `query`; null when there was no search. */
  results: SearchResult[] | null;
}

interface Shown extends SiteSearchProps {
  state: 'done' | 'searching' | 'failed';
}

const SUGGESTIONS = [
  { to: '/services', key: 'suggest.services' },
  { to: '/portfolio', key: 'suggest.portfolio' },
  { to: '/blog', key: 'suggest.blog' },
  { to: '/help', key: 'suggest.help' },
  { to: '/contact', key: 'suggest.contact' },
] as const;

/** The excerpt with its matched words marked. */
function Excerpt({ result }: { result: SearchResult }) {
  const parts: (string | { marked: string })[] = [];
  let at = 0;
  for (const [start, end] of result.marks) {
    if (start < at) continue;
    parts.push(result.excerpt.slice(at, start), { marked: result.excerpt.slice(start, end) });
    at = end;
  }
  parts.push(result.excerpt.slice(at));
  return (
    <p className="mt-2 text-slate-700">
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <mark key={index} className="rounded bg-accent-100 px-0.5 text-slate-900">
            {part.marked}
          </mark>
        ),
      )}
    </p>
  );
}

function Results({ shown }: { shown: Shown }) {
  const t = useT(searchMessages);
  const { query, results } = shown;
  if (results === null) return null;
  if (results.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">{t('results.empty_title', { query })}</p>
        <p className="mt-2 text-slate-700">{t('results.empty_hint')}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {SUGGESTIONS.map(({ to, key }) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ol className="space-y-4">
      {results.map((result) => (
        <li key={result.url}>
          <article className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{result.kind_name}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">
              <a href={result.url} className="hover:text-brand-700 hover:underline">
                {result.title}
              </a>
            </h3>
            <Excerpt result={result} />
          </article>
        </li>
      ))}
    </ol>
  );
}

/**
 * The search page's form and results (an island, site-search.island.tsx). Without JavaScript the form
 * is a GET the server answers; with it, results follow the typing and the address keeps the words.
 */
export function SiteSearch({ query, results }: SiteSearchProps) {
  const t = useT(searchMessages);
  const { language } = useLanguage();
  const [typed, setTyped] = useState(query);
  const [shown, setShown] = useState<Shown>({ query, results, state: 'done' });
  const running = useRef<AbortController | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  const action = localizedPath(SEARCH_PAGE_PATH, language);

  useEffect(
    () => () => {
      running.current?.abort();
      if (pause.current) clearTimeout(pause.current);
    },
    [],
  );

  /** `submitted`: the visitor sent the words (the button, Enter), and the site counts the search. */
  const search = async (words: string, submitted = false) => {
    const terms = words.trim().replace(/\s+/g, ' ');
    running.current?.abort();
    const url = new URL(window.location.href);
    if (terms) url.searchParams.set(SEARCH_PARAM, terms);
    else url.searchParams.delete(SEARCH_PARAM);
    // The address keeps the search: a reload or a shared link shows the same results.
    window.history.replaceState(window.history.state, '', url);
    if (!terms) {
      setShown({ query: '', results: null, state: 'done' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setShown((before) => ({ ...before, state: 'searching' }));
    try {
      const asked = new URLSearchParams({ q: terms, language, ...(submitted ? { submitted: '1' } : {}) });
      const answer = await fetch(`/api/search?${asked}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!answer.ok) throw new Error(`search answered ${answer.status}`);
      const { data } = (await answer.json()) as { data: SearchResult[] };
      setShown({ query: terms, results: data, state: 'done' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setShown((before) => ({ ...before, state: 'failed' }));
      console.warn(error);
    }
  };

  const onType = (value: string) => {
    setTyped(value);
    if (pause.current) clearTimeout(pause.current);
    pause.current = setTimeout(() => void search(value), TYPING_PAUSE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pause.current) clearTimeout(pause.current);
    void search(typed, true);
  };

  const count = shown.results?.length ?? 0;
  const status =
    shown.state === 'searching'
      ? t('results.searching')
      : shown.state === 'failed'
        ? t('results.failed')
        : shown.results && count > 0
          ? count === 1
            ? t('results.count_one', { query: shown.query })
            : t('results.count_other', { count, query: shown.query })
          : '';

  return (
    <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <form role="search" action={action} method="get" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="site-search-input" className="sr-only">
          {t('form.label')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="site-search-input"
            type="search"
            name={SEARCH_PARAM}
            value={typed}
            onChange={(event) => onType(event.target.value)}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('form.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('form.submit')}
        </button>
      </form>
      <section aria-labelledby="site-search-results-title" className="mt-8">
        <h2 id="site-search-results-title" className="sr-only">
          {t('results.title')}
        </h2>
        <p role="status" className="mb-4 text-slate-700 empty:hidden">
          {status}
        </p>
        <Results shown={shown} />
      </section>
    </div>
  );
}
