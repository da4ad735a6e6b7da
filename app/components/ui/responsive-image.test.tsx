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
    // The first picture is asked for with the document on a wider screen only: a phone's first screen
    // is led by words, and its copy of the picture waits for the first paint like the others.
    const first = onPage('priority');
    const [wide, phone] = first.split('</picture>');
    expect(wide).toMatch(/^<picture>/);
    expect(wide?.match(/media="\(min-width: 640px\)"/g)).toHaveLength(2);
    expect(wide).toContain('fetchPriority="high"');
    expect(wide).not.toContain('decoding=');
    expect(wide).toContain('class="w-full max-sm:hidden"');
    expect(phone).toMatch(
      /^<img src="data:image\/gif;base64,[^"]+" alt="" width="960" height="640" class="w-full sm:hidden" data-deferred-picture=""\/><noscript><picture>/,
    );
    expect(phone?.match(/media="not all and \(min-width: 640px\)"/g)).toHaveLength(2);
    expect(phone).toContain('fetchPriority="high"');
  });

  it('the first picture of wider screens only, which a phone never shows, is one picture asked for with the document', () => {
    const html = renderToStaticMarkup(
      <PicturesAfterFirstPaint.Provider value={true}>
        <ResponsiveImage base={base} kind="cover" alt="" sizes="50vw" loading="priority" fromWidth={1024} />
      </PicturesAfterFirstPaint.Provider>,
    );
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(html).not.toContain('data-deferred-picture');
    expect(html.match(/media="\(min-width: 1024px\)"/g)).toHaveLength(2);
  });
});
