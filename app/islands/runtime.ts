import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { WEB_APP_MANIFEST_PATH } from '#contract/constants.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '#contract/languages.ts';
import { localizedPath, splitLanguagePath } from '#contract/page-urls.ts';
import { I18nContext } from '#app/i18n/i18n-context.tsx';
import { settleLanguagePreference, storeLanguage } from '#app/i18n/language-preference.ts';
import { LightModeContext } from '#app/lib/light-mode.tsx';
import { PageLocationContext } from '#app/lib/page-location.tsx';
import { hasQueuedContactMessages, sendQueuedContactMessagesWhenOnline } from '#app/features/contact/offline-queue.ts';
import type { HydrateWhen, Island } from './define-island.tsx';

/**
 * The only script a public page loads (ADR 0014): it keeps the visitor's language choice and hydrates
 * the page's islands, each from its own chunk, when it is wanted. Everything else is the server's HTML.
 */

type IslandModule = { default: Island<object> };

// The header's and the footer's islands are on every page: they come inside this file (one request).
const everyPage = import.meta.glob<IslandModule>(
  ['../components/layout/*.island.tsx', '../features/newsletter/*.island.tsx'],
  { eager: true },
);
// A page's own islands come from their chunks, which the page preloads (islands/island-scripts.tsx).
const ownChunks = import.meta.glob<IslandModule>([
  '../**/*.island.tsx',
  '!../components/layout/*.island.tsx',
  '!../features/newsletter/*.island.tsx',
]);

const islandName = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.island.tsx'.length);
const islandLoaders = new Map<string, () => Promise<IslandModule>>([
  ...Object.entries(everyPage).map(([file, module]) => [islandName(file), async () => module] as const),
  ...Object.entries(ownChunks).map(([file, load]) => [islandName(file), load] as const),
]);

const htmlLanguage = document.documentElement.lang;
const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE;
const i18n = { language, setLanguage: (next: string) => void storeLanguage(next) };
const pageLocation = { pathname: window.location.pathname, search: window.location.search };
const light = document.documentElement.dataset.lightMode === 'on';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How a field's value is kept: typed text, a tick or a choice, a file picked (its value cannot be set). */
function kindOf(control: FormControl): 'text' | 'tick' | 'choice' | 'file' | null {
  if (control instanceof HTMLSelectElement) return 'choice';
  if (control instanceof HTMLTextAreaElement) return 'text';
  if (control.type === 'checkbox' || control.type === 'radio') return 'tick';
  if (control.type === 'file') return 'file';
  return ['hidden', 'submit', 'button', 'reset', 'image'].includes(control.type) ? null : 'text';
}

const fieldsOf = (element: HTMLElement) => [...element.querySelectorAll<FormControl>('input, textarea, select')];

function changedByVisitor(control: FormControl): boolean {
  switch (kindOf(control)) {
    case 'choice':
      return [...(control as HTMLSelectElement).options].some((option) => option.selected !== option.defaultSelected);
    case 'tick': {
      const { checked, defaultChecked, type } = control as HTMLInputElement;
      // The radio chosen tells the change; the one it replaced would tell it wrongly.
      return type === 'radio' ? checked && !defaultChecked : checked !== defaultChecked;
    }
    case 'file':
      return ((control as HTMLInputElement).files?.length ?? 0) > 0;
    case 'text':
      return control.value !== (control as HTMLInputElement | HTMLTextAreaElement).defaultValue;
    default:
      return false;
  }
}

/**
 * What the visitor typed, ticked, chose or picked in an island before it ran. Hydrating gives its
 * components the server's values (and resets a text area), so each change is put back and told to
 * the island as the visitor's own input: nothing done early is lost, and the island's state agrees.
 */
function keepVisitorInput(element: HTMLElement): () => void {
  const changed = fieldsOf(element)
    .filter(changedByVisitor)
    .map((control) => ({ control, value: control.value, checked: 'checked' in control && control.checked }));
  return () => {
    for (const { control, value, checked } of changed) {
      const kind = kindOf(control);
      if (kind === 'tick') (control as HTMLInputElement).checked = checked;
      if (kind === 'text' || kind === 'choice') control.value = value;
      control.dispatchEvent(new Event(kind === 'text' ? 'input' : 'change', { bubbles: true }));
    }
  };
}

let lastTurn = Promise.resolve();

/**
 * A task of its own for each island nobody is waiting on: hydrating the header, the counters and a
 * form one after the other in one task held a phone's main thread for over 100 ms (a long task, and
 * Lighthouse's blocking time); apart, each is short, and a tap between them is answered at once.
 */
function ownTask(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  lastTurn = turn;
  return turn;
}

/** `inTurn`: in a task of its own, after the islands before it; not when the visitor is waiting on this one. */
async function hydrateIsland(element: HTMLElement, inTurn = true): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandLoaders.get(name);
  if (!load) throw new Error(`No island named "${name}"`);
  const { island } = (await load()).default;
  if (inTurn) await ownTask();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const putBackVisitorInput = keepVisitorInput(element);
  hydrateRoot(
    element,
    createElement(
      I18nContext.Provider,
      { value: i18n },
      createElement(
        PageLocationContext.Provider,
        { value: pageLocation },
        createElement(LightModeContext.Provider, { value: light }, createElement(island.Component, props)),
      ),
    ),
  );
  putBackVisitorInput();
}

/** After the first paint, when the main thread rests (or within a second at the latest). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });
}

const nearScreen =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            nearScreen?.unobserve(entry.target);
            const island = entry.target.closest<HTMLElement>('weltaare-island');
            if (island) void hydrateIsland(island);
          }
        },
        { rootMargin: '200px' },
      )
    : null;

const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'submit'] as const;

/**
 * Hydrates the island at the visitor's first sign of using it. A form sent before its island ran is
 * held and sent again by the island (its sending state, toasts and field errors); if the island's
 * script cannot load, the form is sent natively as it would be without JavaScript.
 */
function onFirstInteraction(element: HTMLElement) {
  let hydration: Promise<void> | null = null;
  // Kept until the island runs: a form sent while its script is still on the way is held too.
  const stop = () => {
    for (const type of FIRST_INTERACTION) element.removeEventListener(type, listener, true);
  };
  function listener(event: Event) {
    hydration ??= hydrateIsland(element, false).finally(stop);
    if (event.type !== 'submit' || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const form = event.target;
    const submitter = (event as SubmitEvent).submitter;
    hydration.then(
      () => form.requestSubmit(submitter),
      () => form.submit(),
    );
  }
  for (const type of FIRST_INTERACTION) element.addEventListener(type, listener, true);
  // The visitor may have come before this script: a field focused or already filled.
  const started = element.contains(document.activeElement) || fieldsOf(element).some(changedByVisitor);
  if (started) listener(new Event('focusin'));
}

function schedule(element: HTMLElement, when: HydrateWhen): Promise<void> | null {
  if (when === 'load') return hydrateIsland(element);
  if (when === 'idle') return whenIdle().then(() => hydrateIsland(element));
  if (when === 'interaction') {
    onFirstInteraction(element);
    return null;
  }
  // The island's own element takes no box (display: contents): its first child is what is seen.
  if (nearScreen) nearScreen.observe(element.firstElementChild ?? element);
  else void hydrateIsland(element);
  return null;
}

/** Spec section 4 on a page with no router: the saved choice wins, and following FR/EN saves one. */
function keepLanguageChoice() {
  const open = settleLanguagePreference(language);
  if (open) {
    const { path } = splitLanguagePath(window.location.pathname);
    window.location.replace(`${localizedPath(path, open)}${window.location.search}`);
    return;
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-language-choice]');
    if (link && isLanguage(link.dataset.languageChoice)) storeLanguage(link.dataset.languageChoice);
  });
}

/**
 * Repeat visits and lost networks (ADR 0015): registered once the page has loaded, never competing with
 * it. The web app manifest is named then too: a phone's browser fetches it, and its icon, as soon as a
 * page names it, to offer installing the site, which it can only do with the service worker (ADR 0060).
 */
function registerServiceWorker() {
  const url = document.querySelector<HTMLScriptElement>('script[data-service-worker]')?.dataset.serviceWorker;
  if (!url || !('serviceWorker' in navigator)) return;
  const register = () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = WEB_APP_MANIFEST_PATH;
    document.head.append(manifest);
    void navigator.serviceWorker.register(url).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

keepLanguageChoice();
registerServiceWorker();
// A contact message written offline leaves from whichever page is open when the network returns.
if (hasQueuedContactMessages()) sendQueuedContactMessagesWhenOnline();
const started = [...document.querySelectorAll<HTMLElement>('weltaare-island')].map((element) =>
  schedule(element, (element.dataset.when ?? 'idle') as HydrateWhen),
);
void Promise.all(started).then(() => {
  // Lets tests and monitoring see that the page's eager islands answer.
  document.documentElement.dataset.hydrated = 'true';
});
