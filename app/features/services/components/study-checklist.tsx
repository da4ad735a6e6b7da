import { Printer } from 'lucide-react';
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import type { OfferedDestination } from '#contract/study-abroad.ts';
import { WhatsAppIcon } from '#app/components/whatsapp/whatsapp-icon.tsx';
import { WHATSAPP_BUTTON_CLASS } from '#app/components/whatsapp/whatsapp-link.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { studyMessages } from '../study-messages.ts';

export const STUDY_CHECKLIST_ID = 'study-checklist';
/** Ticks stay in the visitor's browser only: one entry per destination, the ticked items' titles. */
const STORAGE_KEY = 'weltaare-study-checklist';

type Ticks = Record<string, string[]>;

const TICKS_CHANGED = 'weltaare-study-checklist-changed';

/** The stored ticks' text: read through useSyncExternalStore, so the server and hydration see none. */
function subscribeToTicks(onChange: () => void) {
  window.addEventListener(TICKS_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(TICKS_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readTicks(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): nothing ticked is remembered.
    return null;
  }
}

function parseTicks(text: string | null): Ticks {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Ticks) : {};
  } catch {
    return {};
  }
}

function storeTicks(ticks: Ticks) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ticks));
  } catch {
    // Not kept when the browser refuses storage.
  }
  window.dispatchEvent(new Event(TICKS_CHANGED));
}

/** The checklist as a WhatsApp message to oneself: wa.me without a number lets the visitor pick the chat. */
function whatsAppText(heading: string, destination: OfferedDestination, ticked: Set<string>, pageUrl: string) {
  const lines = destination.items.map((item) => `${ticked.has(item.title) ? '☑' : '☐'} ${item.title}`);
  return `https://wa.me/?text=${encodeURIComponent(`${heading}\n\n${lines.join('\n')}\n\n${pageUrl}`)}`;
}

/**
 * An island (study-checklist.island.tsx): the destination is a GET form the server answers without
 * JavaScript; once hydrated it switches at once, keeps the ticks in the browser and prints.
 */
export function StudyChecklist({
  destinations,
  selected,
  pageUrl,
}: {
  destinations: OfferedDestination[];
  selected: string | null;
  /** The page's absolute address (from PUBLIC_URL), put at the end of the WhatsApp message. */
  pageUrl: string;
}) {
  const t = useT(studyMessages);
  const id = useId();
  const [destinationId, setDestinationId] = useState(
    destinations.some((destination) => destination.id === selected) ? selected : destinations[0]?.id,
  );
  const hydrated = useHydrated();
  const ticks = parseTicks(useSyncExternalStore(subscribeToTicks, readTicks, () => null));
  const destination = destinations.find((candidate) => candidate.id === destinationId) ?? destinations[0];
  if (!destination) return null;

  const ticked = new Set(ticks[destination.id] ?? []);
  const toggle = (title: string, on: boolean) => {
    const others = [...ticked].filter((other) => other !== title);
    storeTicks({ ...ticks, [destination.id]: on ? [...others, title] : others });
  };
  const onSubmit = (event: FormEvent) => event.preventDefault();
  const done = destination.items.filter((item) => ticked.has(item.title)).length;

  const list = (kind: 'step' | 'document', Tag: 'ol' | 'ul') => (
    <Tag className="mt-3 space-y-3">
      {destination.items
        .filter((item) => item.kind === kind)
        .map((item) => (
          <li
            key={item.title}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200 print:break-inside-avoid print:ring-slate-400"
          >
            <label className="flex items-start gap-3 font-semibold text-slate-900">
              <input
                type="checkbox"
                checked={ticked.has(item.title)}
                onChange={(event) => toggle(item.title, event.currentTarget.checked)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>{item.title}</span>
            </label>
            <p className="mt-1 pl-8 text-slate-700">{item.details}</p>
          </li>
        ))}
    </Tag>
  );

  return (
    <section
      id={STUDY_CHECKLIST_ID}
      aria-labelledby={`${id}-title`}
      className="bg-slate-50 py-14 sm:py-20 print:bg-white print:py-0"
    >
      <div className="mx-auto max-w-4xl px-5 sm:px-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl print:hidden">
          {t('title')}
        </h2>
        <p className="mt-3 text-slate-700 print:hidden">{t('subtitle')}</p>
        <form
          method="get"
          action={`#${STUDY_CHECKLIST_ID}`}
          onSubmit={onSubmit}
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end print:hidden"
        >
          <div className="flex-1">
            <label htmlFor={`${id}-destination`} className="block font-semibold text-slate-900">
              {t('destination')}
            </label>
            <select
              id={`${id}-destination`}
              name="destination"
              value={destination.id}
              onChange={(event) => setDestinationId(event.currentTarget.value)}
              className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900"
            >
              {destinations.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.country}
                </option>
              ))}
            </select>
          </div>
          {hydrated ? null : (
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('show')}
            </button>
          )}
        </form>
        <p className="mt-8 hidden text-2xl font-bold text-black print:block">
          {t('printed.heading', { country: destination.country })}
        </p>
        {hydrated ? (
          <p role="status" className="mt-6 font-medium text-slate-800 print:hidden">
            {t('progress', { done, total: destination.items.length })}
          </p>
        ) : null}
        <h3 className="mt-6 text-xl font-semibold text-slate-900">{t('steps')}</h3>
        {list('step', 'ol')}
        <h3 className="mt-8 text-xl font-semibold text-slate-900">{t('documents')}</h3>
        {list('document', 'ul')}
        <div className="mt-8 flex flex-wrap gap-3 print:hidden">
          {hydrated ? (
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              <Printer aria-hidden="true" className="size-5" />
              {t('print')}
            </button>
          ) : null}
          <a
            href={whatsAppText(t('send.heading', { country: destination.country }), destination, ticked, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${WHATSAPP_BUTTON_CLASS} px-5 py-2.5`}
          >
            <WhatsAppIcon className="size-5" />
            {t('send')}
          </a>
        </div>
        <p className="mt-6 text-slate-700 print:hidden">{t('help')}</p>
      </div>
    </section>
  );
}
