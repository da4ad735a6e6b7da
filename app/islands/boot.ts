/**
 * The one script of a public page (ADR 0014), a few hundred bytes carried inline (ADR 0030): once
 * the page has painted, it shows the pictures that waited for it, asks at once for the islands
 * runtime, the chunks of this page's islands and the whole stylesheet (no request waits for
 * another), then starts the runtime. Nothing but the page's first image is downloaded before the
 * text is on screen.
 */
import { DEFERRED_PICTURE_ATTRIBUTE } from './deferred-pictures.ts';

const tag = document.querySelector<HTMLScriptElement>('script[data-islands-runtime]');

/** The pictures that waited for the first paint (ADR 0060): each stand-in gives way to its <noscript>'s picture. */
function showDeferredPictures() {
  for (const standIn of document.querySelectorAll(`img[${DEFERRED_PICTURE_ATTRIBUTE}]`)) {
    const markup = standIn.nextElementSibling;
    if (markup?.tagName !== 'NOSCRIPT') continue;
    const template = document.createElement('template');
    template.innerHTML = markup.textContent ?? '';
    markup.remove();
    standIn.replaceWith(template.content);
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  showDeferredPictures();
  // The page painted from its inlined rules; the whole stylesheet serves what islands add (an open
  // menu, a toast, a field's error). Asked for as print (the lowest priority), applied once loaded.
  const stylesheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-full-style]')].map(
    (style) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.media = 'print';
        link.href = style.dataset.fullStyle ?? '';
        link.onload = () => {
          link.media = 'all';
          resolve();
        };
        // Without it the islands still run: the inlined rules style most of what they draw.
        link.onerror = () => resolve();
        document.head.append(link);
      }),
  );
  if (!tag) return;
  const runtime = tag.dataset.islandsRuntime ?? '';
  const chunks = (tag.dataset.islandsChunks ?? '').split(' ').filter(Boolean);
  for (const href of [runtime, ...chunks]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Fetched together; the islands start once the stylesheet applies, so nothing they draw is unstyled.
  void Promise.all(stylesheets).then(() => import(/* @vite-ignore */ runtime));
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
