import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { richTextMessages } from '#app/i18n/messages/rich-text.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { holdsEveryWord, searchWords } from '#app/lib/search-text.ts';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { Language } from '#contract/languages.ts';
import { pickLanguage } from '#contract/localized.ts';
import type { LinkTarget } from '#contract/schemas/link-targets.ts';
import { buttonClass, inputClass } from '../buttons.ts';
import { Dialog } from '../dialog.tsx';
import { localizedPath } from '#contract/page-urls.ts';
import { STATIC_PAGES } from '#contract/site-pages.ts';
import { CheckBox } from '#app/components/admin/check-box.tsx';
import { AlertMessage } from '#app/components/admin/form-field.tsx';

/** What the link becomes: its address, whether it opens a new tab, and its text when none was selected. */
export interface LinkChoice {
  href: string;
  newTab: boolean;
  text?: string;
}

const MAX_RESULTS = 8;

/** Addresses a text may link to, as the server keeps them (server/lib/sanitize-rich-text.ts). */
function isValidHref(href: string): boolean {
  return /^(\/(?!\/)|https?:\/\/[^\s/]+|mailto:\S+@\S+|tel:\+?[\d\s().-]+$)/i.test(href);
}

/**
 * The editor's link window: an address typed or found among the site's pages and items (in the
 * text's language), "open in a new tab", and the link's text when nothing was selected.
 */
export function LinkDialog({
  open,
  onOpenChange,
  textLanguage,
  initial,
  needsText,
  onApply,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The language of the text being edited: a page's address is taken in it. */
  textLanguage: Language;
  initial: { href: string; newTab: boolean };
  /** Nothing is selected: the link needs a text of its own. */
  needsText: boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove?: () => void;
}) {
  const t = useT(richTextMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('link.title')} closeLabel={t('close')}>
      {open ? (
        <LinkForm
          textLanguage={textLanguage}
          initial={initial}
          needsText={needsText}
          onApply={(choice) => {
            onApply(choice);
            onOpenChange(false);
          }}
          onRemove={
            onRemove
              ? () => {
                  onRemove();
                  onOpenChange(false);
                }
              : undefined
          }
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

interface Found {
  key: string;
  title: string;
  kindLabel: string;
  href: string;
  online: boolean;
}

function LinkForm({
  textLanguage,
  initial,
  needsText,
  onApply,
  onRemove,
  onCancel,
}: {
  textLanguage: Language;
  initial: { href: string; newTab: boolean };
  needsText: boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove?: () => void;
  onCancel: () => void;
}) {
  const t = useT(richTextMessages);
  const { language } = useLanguage();
  const id = useId();
  const [href, setHref] = useState(initial.href);
  const [newTab, setNewTab] = useState(initial.newTab);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const targets = useQuery({
    queryKey: [...adminKeys.resource('link-targets')],
    queryFn: ({ signal }) => apiRequest<LinkTarget[]>('/admin/link-targets', { signal }),
    staleTime: 60_000,
  });

  const pages = useMemo<Found[]>(() => {
    const staticPages = STATIC_PAGES.map(({ path, name }) => ({
      key: `page:${path}`,
      title: name[language],
      kindLabel: t('page.kind'),
      href: localizedPath(path, textLanguage),
      online: true,
    }));
    const items = (targets.data ?? []).map((target) => ({
      key: `${target.kind}:${target.id}`,
      title: pickLanguage(target.title, textLanguage),
      kindLabel: CONTENT_KINDS.find((kind) => kind.name === target.kind)?.label[language] ?? target.kind,
      href: localizedPath(target.paths[textLanguage], textLanguage),
      online: target.public,
    }));
    return [...staticPages, ...items];
  }, [targets.data, textLanguage, language, t]);

  const words = searchWords(query);
  const results = words.length
    ? pages
        .filter((page) => holdsEveryWord(`${page.title} ${page.kindLabel} ${page.href}`, words))
        .slice(0, MAX_RESULTS)
    : [];

  function apply() {
    const address = href.trim();
    if (!isValidHref(address)) {
      setProblem(t('link.invalid'));
      return;
    }
    if (needsText && !text.trim()) {
      setProblem(t('link.text_required'));
      return;
    }
    onApply({ href: address, newTab, ...(needsText ? { text: text.trim() } : {}) });
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold text-slate-800">
          {t('link.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={inputClass}
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        {words.length ? (
          results.length ? (
            <ul
              aria-label={t('link.results')}
              className="mt-1 flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
            >
              {results.map((page) => (
                <li key={page.key}>
                  <button
                    type="button"
                    className="flex w-full flex-col items-start px-3 py-2 text-left hover:bg-slate-50 aria-pressed:bg-brand-50"
                    aria-pressed={href === page.href}
                    onClick={() => {
                      setHref(page.href);
                      if (needsText && !text) setText(page.title);
                      setProblem(null);
                    }}
                  >
                    <span className="font-medium text-slate-900">{page.title}</span>
                    <span className="text-xs text-slate-600">
                      {page.kindLabel} · {page.href}
                      {page.online ? '' : ` · ${t('link.offline')}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t('link.no_results')}</p>
          )
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-href`} className="text-sm font-semibold text-slate-800">
          {t('link.address')}
        </label>
        <input
          id={`${id}-href`}
          className={inputClass}
          value={href}
          autoComplete="off"
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem === t('link.invalid') ? true : undefined}
          onChange={(event) => setHref(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('link.address_hint')}
        </p>
      </div>
      {needsText ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold text-slate-800">
            {t('link.text')}
          </label>
          <input
            id={`${id}-text`}
            className={inputClass}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : null}
      <CheckBox checked={newTab} onChange={setNewTab}>
        {t('link.new_tab')}
      </CheckBox>
      <AlertMessage id={`${id}-problem`} message={problem} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {onRemove ? (
          <button type="button" className={`${buttonClass.secondary} mr-auto`} onClick={onRemove}>
            {t('link.remove')}
          </button>
        ) : null}
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttonClass.primary}>
          {t('link.apply')}
        </button>
      </div>
    </form>
  );
}
