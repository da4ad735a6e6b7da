import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLocationContext } from '#app/lib/page-location.tsx';
import { ListPagination } from './list-pagination.tsx';

function render(url: string, page: number, totalPages: number) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return renderToStaticMarkup(
    <PageLocationContext.Provider value={{ pathname, search }}>
      <ListPagination
        page={page}
        totalPages={totalPages}
        labels={{
          label: 'Pagination des projets',
          previous: 'Page précédente',
          next: 'Page suivante',
          status: `Page ${page} sur ${totalPages}`,
        }}
      />
    </PageLocationContext.Provider>,
  );
}

describe('ListPagination', () => {
  it('renders nothing when everything fits on one page', () => {
    expect(render('/portfolio', 1, 1)).toBe('');
  });

  it('links to the next page only on the first page, keeping the other parameters', () => {
    const html = render('/portfolio?lang=en&category=web', 1, 3);
    expect(html).toContain('Page 1 sur 3');
    expect(html).toContain('href="/portfolio?lang=en&amp;category=web&amp;page=2"');
    expect(html).not.toContain('Page précédente');
  });

  it('links back to the bare first page and forward from a middle page', () => {
    const html = render('/portfolio?page=2', 2, 3);
    expect(html).toMatch(/<a(?=[^>]* rel="prev")[^>]* href="\/portfolio"/);
    expect(html).toMatch(/<a(?=[^>]* rel="next")[^>]* href="\/portfolio\?page=3"/);
    expect(html).toContain('Page 2 sur 3');
  });

  it('has no next link on the last page', () => {
    const html = render('/portfolio?page=3', 3, 3);
    expect(html).toContain('Page précédente');
    expect(html).not.toContain('Page suivante');
  });
});
