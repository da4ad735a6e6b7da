import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalText } from './legal-text.tsx';

function render(text: string) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LegalText text={text} />
    </MemoryRouter>,
  );
}

describe('LegalText', () => {
  it('turns a site path in parentheses into a link and keeps the parentheses', () => {
    const html = render('décrites dans notre politique de confidentialité (/privacy). Merci.');
    expect(html).toMatch(/\(<a [^>]*href="\/privacy"[^>]*>\/privacy<\/a>\)\. Merci\./);
  });

  it('turns an email address into a mailto link without the final full stop', () => {
    const html = render('Écrivez-nous à legal-test@example.com.');
    expect(html).toMatch(/<a href="mailto:legal-test@example.com"[^>]*>legal-test@example.com<\/a>\.$/);
  });

  it('leaves paths inside words alone and escapes any markup in the text', () => {
    const html = render('<b>gras</b> et a/privacy');
    expect(html).toBe('&lt;b&gt;gras&lt;/b&gt; et a/privacy');
  });

  it('links every occurrence', () => {
    expect(render('/privacy puis /terms, et /legal').match(/<a /g)).toHaveLength(3);
  });
});
