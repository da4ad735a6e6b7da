/**
 * The one script of a public page (ADR 0014), a few hundred bytes carried inline (ADR 0030): once
 * the page has painted, it shows the pictures that waited for it, asks for the whole stylesheet, the
 * islands runtime and the chunks of this page's islands (a short task each; no request waits for
 * another's answer), then starts the runtime. Nothing but the page's first image is downloaded
 * before the text is on screen.
 */
import { DEFERRED_PICTURE_ATTRIBUTE } from './deferred-pictures.ts';

const tag = document.querySelector<HTMLScriptElement>('script[data-islands-runtime]');

/**
 * Runs each step in a task of its own, in order. Each costs a few milliseconds in a fresh browser (a
 * picture's markup parsed, a request started), four times that on a phone: together, in one task,
 * they blocked its main thread for 200 ms and more; apart, a tap is answered between two.
 */
function inTurns(steps: (() => void)[]) {
  const step = steps.shift();
  if (!step) return;
  step();
  setTimeout(() => inTurns(steps), 0);
}

/** A picture that waited for the first paint (ADR 0060): its stand-in gives way to its <noscript>'s picture. */
function showDeferredPicture(standIn: Element) {
  const markup = standIn.nextElementSibling;
  if (markup?.tagName !== 'NOSCRIPT') return;
  const template = document.createElement('template');
  template.innerHTML = markup.textContent ?? '';
  markup.remove();
  standIn.replaceWith(template.content);
}

function appendLink(rel: string, href: string, media = 'all'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.media = media;
  document.head.append(link);
  return link;
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const steps = [...document.querySelectorAll(`img[${DEFERRED_PICTURE_ATTRIBUTE}]`)].map(
    (standIn) => () => showDeferredPicture(standIn),
  );
  // The page painted from its inlined rules; the whole stylesheet serves what islands add (an open
  // menu, a toast, a field's error). Asked for as print (the lowest priority), applied once loaded.
  const stylesheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-full-style]')].map(
    (style) =>
      new Promise<void>((resolve) => {
        steps.push(() => {
          const link = appendLink('stylesheet', style.dataset.fullStyle ?? '', 'print');
          link.onload = () => {
            link.media = 'all';
            // The same rules twice made the page's restyling twice as long (80 ms on a modest machine):
            // the whole stylesheet holds every inlined rule, in the same order.
            style.remove();
            resolve();
          };
          // Without it the islands still run: the inlined rules style most of what they draw.
          link.onerror = () => resolve();
        });
      }),
  );
  if (tag) {
    const runtime = tag.dataset.islandsRuntime ?? '';
    const chunks = (tag.dataset.islandsChunks ?? '').split(' ').filter(Boolean);
    for (const href of [runtime, ...chunks]) steps.push(() => appendLink('modulepreload', href));
    // Fetched together; the islands start once the stylesheet applies, so nothing they draw is unstyled.
    void Promise.all(stylesheets).then(() => import(/* @vite-ignore */ runtime));
  }
  inTurns(steps);
}

// A tap on a WhatsApp link is counted from the first paint on (the link needs no island): a beacon to
// our own API, its body a plain string (browsers refuse a beacon typed as JSON), no cookie of its own.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-whatsapp]');
  const click = link?.getAttribute('data-whatsapp');
  if (!click) return;
  const body = JSON.stringify({ ...(JSON.parse(click) as object), path: location.pathname.slice(0, 300) });
  navigator.sendBeacon('/api/whatsapp-clicks', body);
});

/** Once the text is on screen (the first contentful paint), so that nothing competes with it. */
function afterFirstContentfulPaint(run: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return void setTimeout(run, 0);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return void requestAnimationFrame(() => setTimeout(run, 0));
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstContentfulPaint(start);
// A page opened in the background paints nothing: a timer then.
setTimeout(start, 1500);
