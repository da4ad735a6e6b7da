import type { IslandAssets } from '#contract/page-context.ts';

/**
 * The end of a public page: the islands' boot script, inline, which asks for the runtime, the chunks
 * of the islands this page rendered and the page's whole stylesheet after the first paint
 * (app/islands/boot.ts). A page with no island loads no JavaScript at all.
 */
export function IslandScripts({ assets, onPage }: { assets: IslandAssets; onPage: ReadonlySet<string> }) {
  if (onPage.size === 0) return null;
  const chunks = [...new Set([...onPage].flatMap((name) => assets.chunks[name] ?? []))];
  return (
    <script
      type="module"
      // Inline and allowed by its hash in the CSP (server/http/ssr.ts): the same bytes on every page.
      dangerouslySetInnerHTML={{ __html: assets.bootScript }}
      data-islands-runtime={assets.script}
      data-islands-chunks={chunks.join(' ')}
      data-service-worker={assets.serviceWorker ?? undefined}
    />
  );
}
