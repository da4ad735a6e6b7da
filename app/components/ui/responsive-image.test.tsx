import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PicturesAfterFirstPaint } from './after-first-paint.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

const base = '/media/seed/projects/site';

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at every width, with the box reserved', () => {
    const html = renderToStaticMarkup(<ResponsiveImage base={base} kind="cover" alt="Le site" sizes="100vw" />);
    expect(html).toContain(`srcSet="${base}-480.avif 480w, ${base}-960.avif 960w"`);
    expect(html).toContain(`src="${base}-960.webp"`);
    expect(html).toContain('width="960" height="640"');
    expect(html).not.toContain('media=');
  });

  it('from a width up only: narrower screens match no source and get an empty pixel, never the picture', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage base={base} kind="cover" alt="" sizes="320px" fromWidth={1024} />,
    );
    expect(html.match(/media="\(min-width: 1024px\)"/g)).toHaveLength(2);
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+"/);
    expect(html).not.toContain(`src="${base}`);
  });

  it("on a public page, a picture but the first screen's largest waits for the first paint behind a stand-in of its size", () => {
    const onPage = (loading: 'lazy' | 'eager' | 'priority') =>
      renderToStaticMarkup(
        <PicturesAfterFirstPaint.Provider value={true}>
          <ResponsiveImage base={base} kind="cover" alt="Le site" sizes="100vw" loading={loading} className="w-full" />
        </PicturesAfterFirstPaint.Provider>,
      );
    for (const loading of ['lazy', 'eager'] as const) {
      const html = onPage(loading);
      expect(html).toMatch(
        /^<img src="data:image\/gif;base64,[^"]+" alt="" width="960" height="640" class="w-full" data-deferred-picture=""\/><noscript><picture>/,
      );
      expect(html).toContain(`loading="${loading}"`);
      expect(html).toMatch(/<\/picture><\/noscript>$/);
    }
    const first = onPage('priority');
    expect(first).toMatch(/^<picture>/);
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('decoding=');
  });
});
