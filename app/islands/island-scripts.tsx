import type { IslandAssets } from '#contract/page-context.ts';

/**
 * The end of a public page: the islands runtime and the chunks of the islands this page rendered,
 * asked for together (no script waits for another to be requested) and at low priority, after the
 * text, styles and first images. A page with no island loads no JavaScript at all.
 */
export function IslandScripts({
  assets,
  onPage,
  nonce,
}: {
  assets: IslandAssets;
  onPage: ReadonlySet<string>;
  nonce: string | undefined;
}) {
  if (onPage.size === 0) return null;
  const chunks = [...new Set([...onPage].flatMap((name) => assets.chunks[name] ?? []))];
  return (
    <>
      {chunks.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
      <script type="module" src={assets.script} nonce={nonce} fetchPriority="low" />
    </>
  );
}
