/**
 * The one script a public page names (ADR 0014), a few hundred bytes: once the page has painted,
 * it asks at once for the islands runtime and the chunks of this page's islands (no request waits
 * for another), then starts the runtime. Nothing is downloaded before the text is on screen.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-islands-runtime]');

let started = false;
function start() {
  if (started || !tag) return;
  started = true;
  const runtime = tag.dataset.islandsRuntime ?? '';
  const chunks = (tag.dataset.islandsChunks ?? '').split(' ').filter(Boolean);
  for (const href of [runtime, ...chunks]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ runtime);
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

// The frame after the first paint; a page opened in the background has no frames: a timer then.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1500);
