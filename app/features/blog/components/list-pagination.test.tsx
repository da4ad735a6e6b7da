import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListPagination } from './list-pagination.tsx';

function render(url: string, page: number, totalPages: number) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <ListPagination page={page} totalPages={totalPages} />
    </MemoryRouter>,
  );
}

describe('ListPagination', () => {
  it('renders nothing when everything fits on one page', () => {
    expect(render('/blog', 1, 1)).toBe('');
  });

  it('links to the next page only on the first page, keeping the other parameters', () => {
    const html = render('/blog?lang=en&tag=pme', 1, 3);
    expect(html).toContain('Page 1 sur 3');
    expect(html).toContain('href="/blog?lang=en&amp;tag=pme&amp;page=2"');
    expect(html).not.toContain('Page précédente');
  });

  it('links back to the bare first page and forward from a middle page', () => {
    const html = render('/blog?page=2', 2, 3);
    expect(html).toMatch(/<a rel="prev"[^>]* href="\/blog"/);
    expect(html).toMatch(/<a rel="next"[^>]* href="\/blog\?page=3"/);
    expect(html).toContain('Page 2 sur 3');
  });

  it('has no next link on the last page', () => {
    const html = render('/blog?page=3', 3, 3);
    expect(html).toContain('Page précédente');
    expect(html).not.toContain('Page suivante');
  });
});
