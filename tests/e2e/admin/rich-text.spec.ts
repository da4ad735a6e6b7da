import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Language } from '#contract/languages.ts';
import { apiWithToken, signIn, uniqueName } from '../support/admin-session.ts';
import { pngFile, toast, uploadImage } from '../support/admin-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminUrl } from '../support/content-kind-cases.ts';
import { visit } from '../support/language.ts';

const TEXTS = {
  fr: {
    body: 'Texte de l’article',
    french: 'Français',
    english: 'Anglais',
    toolbar: 'Mise en forme',
    image: 'Image de la médiathèque',
    insertTitle: 'Insérer l’image',
    upload: 'Téléverser une image',
    choose: (name: string) => `Choisir « ${name} »`,
    alt: 'Texte alternatif',
    caption: 'Légende (facultative)',
    insert: 'Insérer',
    editTitle: 'Modifier l’image',
    apply: 'Appliquer',
    link: 'Lien',
    linkTitle: 'Lien',
    search: 'Chercher une page ou un article du site',
    results: 'Pages du site',
    address: 'Adresse du lien',
    linkText: 'Texte du lien',
    newTab: 'Ouvrir dans un nouvel onglet',
    invalid: 'Adresse non valide : commencez par /, https://, mailto: ou tel:.',
    published: 'Publié (visible sur le site)',
    save: 'Enregistrer',
    saved: (name: string) => `« ${name} » enregistré`,
  },
  en: {
    body: 'Post text',
    french: 'French',
    english: 'English',
    toolbar: 'Formatting',
    image: 'Image from the library',
    insertTitle: 'Insert the image',
    upload: 'Upload an image',
    choose: (name: string) => `Choose “${name}”`,
    alt: 'Alternative text',
    caption: 'Caption (optional)',
    insert: 'Insert',
    editTitle: 'Edit the image',
    apply: 'Apply',
    link: 'Link',
    linkTitle: 'Link',
    search: 'Search for a page or an article of the site',
    results: 'Pages of the site',
    address: 'Link address',
    linkText: 'Link text',
    newTab: 'Open in a new tab',
    invalid: 'Invalid address: start with /, https://, mailto: or tel:.',
    published: 'Published (shown on the site)',
    save: 'Save',
    saved: (name: string) => `“${name}” saved`,
  },
} as const;

interface CreatedPost {
  id: number;
  slug: string;
}

/** The editor of one language of the body and its own toolbar. */
function bodyEditor(page: Page, language: Language, textLanguage: Language) {
  const texts = TEXTS[language];
  const editor = page.getByRole('textbox', {
    name: `${texts.body} · ${textLanguage === 'fr' ? texts.french : texts.english}`,
  });
  const toolbar = page.getByRole('toolbar', { name: texts.toolbar }).nth(textLanguage === 'fr' ? 0 : 1);
  return { editor, toolbar };
}

/** Pastes HTML into the editor as a browser does with what Word or Google Docs put on the clipboard. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

const WORD_LIST = `<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->
<p class="MsoListParagraphCxSpFirst" style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><span style="font-family:Symbol;mso-fareast-font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7.0pt &quot;Times New Roman&quot;">&nbsp;&nbsp;</span></span></span>Premier point<o:p></o:p></p>
<p class="MsoListParagraphCxSpLast" style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><span style="font-family:Symbol"><span style="mso-list:Ignore">·<span>&nbsp;</span></span></span>Second point<o:p></o:p></p>`;
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1d2e3f-7fff-a1b2"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700;vertical-align:baseline;">Gras Docs</span><span style="font-size:11pt;font-family:Arial;font-weight:400;"> puis </span><span style="font-size:11pt;font-style:italic;font-weight:400;">italique Docs</span></p></b>`;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const texts = TEXTS[language];

  test(`${language}: an article gets a library image (alt text, caption), links found by search and a cleaned paste, shown on the public pages`, async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = await signIn(page);
    const marker = uniqueName('bureau').replace(' ', '-');
    const fileName = `${marker}.png`;
    const title = uniqueName('Article illustré');
    const post = await apiWithToken<CreatedPost>(page.request, token, 'POST', '/admin/blog', {
      title: { fr: title, en: `Illustrated ${title}` },
      excerpt: { fr: 'Un article avec une image.', en: 'An article with a picture.' },
      body: { fr: '<p>Introduction.</p>', en: '<p>Introduction.</p>' },
      author_name: 'Équipe e2e',
    });
    let mediaId: number | null = null;
    try {
      await page.goto(adminUrl(`/admin/blog/edit/${post.id}`, language));
      const french = bodyEditor(page, language, 'fr');
      const english = bodyEditor(page, language, 'en');
      await expect(french.editor).toContainText('Introduction.');

      // French text: an image sent from the editor, its French alt text offered, a caption added.
      await french.editor.click();
      await page.keyboard.press('Control+End');
      await french.toolbar.getByRole('button', { name: texts.image }).click();
      const insert = page.getByRole('dialog', { name: texts.insertTitle });
      await expectNoAxeViolations(page);
      await uploadImage(page, insert.getByLabel(texts.upload), await pngFile(fileName, { width: 120, height: 80 }), {
        fr: `Le bureau de Kaloum ${marker}`,
        en: `The Kaloum office ${marker}`,
      });
      await expect(insert.getByLabel(texts.alt)).toHaveValue(`Le bureau de Kaloum ${marker}`);
      await insert.getByLabel(texts.caption).fill('Notre équipe au travail');
      await insert.getByRole('button', { name: texts.insert, exact: true }).click();
      await expect(insert).toBeHidden();
      const frenchImage = french.editor.locator('figure img');
      await expect(frenchImage).toHaveAttribute('alt', `Le bureau de Kaloum ${marker}`);
      await expect(french.editor.locator('figcaption')).toHaveText('Notre équipe au travail');

      // The image selected, the same button edits its alt text and caption.
      await frenchImage.click();
      await french.toolbar.getByRole('button', { name: texts.image }).click();
      const edit = page.getByRole('dialog', { name: texts.editTitle });
      await edit.getByLabel(texts.caption).fill('Notre équipe à Kaloum');
      await edit.getByRole('button', { name: texts.apply, exact: true }).click();
      await expect(french.editor.locator('figcaption')).toHaveText('Notre équipe à Kaloum');

      // English text: the same image reused from the library, with its English alt text.
      await english.editor.click();
      await page.keyboard.press('Control+End');
      await english.toolbar.getByRole('button', { name: texts.image }).click();
      const reuse = page.getByRole('dialog', { name: texts.insertTitle });
      await reuse.getByRole('searchbox').fill(marker);
      await reuse.getByRole('button', { name: texts.choose(fileName) }).click();
      await expect(reuse.getByLabel(texts.alt)).toHaveValue(`The Kaloum office ${marker}`);
      await reuse.getByRole('button', { name: texts.insert, exact: true }).click();
      await expect(english.editor.locator('figure img')).toHaveAttribute('alt', `The Kaloum office ${marker}`);

      // A link found by searching the site's pages, in the text's language; nothing selected: it brings its text.
      await french.editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await french.toolbar.getByRole('button', { name: texts.link, exact: true }).click();
      const linkDialog = page.getByRole('dialog', { name: texts.linkTitle });
      await linkDialog.getByLabel(texts.address).fill('javascript:alert(1)');
      await linkDialog.getByLabel(texts.linkText).fill('x');
      await linkDialog.getByRole('button', { name: texts.apply, exact: true }).click();
      await expect(linkDialog.getByRole('alert')).toHaveText(texts.invalid);
      await linkDialog.getByLabel(texts.linkText).fill('');
      await linkDialog.getByRole('searchbox', { name: texts.search }).fill('hebergement deploiement');
      await linkDialog
        .getByRole('list', { name: texts.results })
        .getByRole('button', { name: /Hébergement et déploiement/ })
        .click();
      await expect(linkDialog.getByLabel(texts.address)).toHaveValue('/services/hosting');
      await expect(linkDialog.getByLabel(texts.linkText)).toHaveValue('Hébergement et déploiement');
      await linkDialog.getByLabel(texts.newTab).check();
      await expectNoAxeViolations(page);
      await linkDialog.getByRole('button', { name: texts.apply, exact: true }).click();
      await expect(linkDialog).toBeHidden();
      const frenchLink = french.editor.getByRole('link', { name: 'Hébergement et déploiement' });
      await expect(frenchLink).toHaveAttribute('href', '/services/hosting');
      await expect(frenchLink).toHaveAttribute('target', '_blank');

      await english.editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await english.toolbar.getByRole('button', { name: texts.link, exact: true }).click();
      const englishLink = page.getByRole('dialog', { name: texts.linkTitle });
      await englishLink.getByRole('searchbox', { name: texts.search }).fill('hosting');
      await englishLink
        .getByRole('list', { name: texts.results })
        .getByRole('button', { name: /Hosting and deployment/ })
        .click();
      await expect(englishLink.getByLabel(texts.address)).toHaveValue('/en/services/hosting');
      await englishLink.getByRole('button', { name: texts.apply, exact: true }).click();
      await expect(english.editor.getByRole('link', { name: 'Hosting and deployment' })).not.toHaveAttribute('target');

      // Paste from Word and Google Docs: lists, bold and italic kept, their styles and Office tags gone.
      await french.editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await pasteHtml(french.editor, WORD_LIST);
      // Out of the pasted list (Enter on an empty item leaves it), then the Google Docs text.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await pasteHtml(french.editor, GOOGLE_DOCS);
      await expect(french.editor.locator('ul li')).toHaveText(['Premier point', 'Second point']);
      await expect(french.editor.locator('strong')).toHaveText(['Gras Docs']);
      await expect(french.editor.locator('em')).toHaveText(['italique Docs']);
      expect(await french.editor.innerHTML()).not.toMatch(/style=|mso|o:p|docs-internal|·/);

      await page.getByRole('switch', { name: texts.published }).click();
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(toast(page, texts.saved(title))).toBeVisible();
      const [library] = await apiWithToken<{ id: number; usages: { kind: string; id: number }[] }[]>(
        page.request,
        token,
        'GET',
        `/admin/media?search=${marker}`,
      );
      mediaId = library?.id ?? null;
      expect(library?.usages).toEqual([{ kind: 'blog', id: post.id, name: title }]);

      // The public pages: a responsive image with the alt text of the page's language, its caption, the links.
      const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
      const visitor = await visitorContext.newPage();
      await visit(visitor, `/blog/${post.slug}`);
      const publicImage = visitor.getByRole('img', { name: `Le bureau de Kaloum ${marker}` });
      await expect(publicImage).toBeVisible();
      await expect(publicImage).toHaveAttribute('srcset', /-480\.webp 480w, .+-960\.webp 960w$/);
      await expect(publicImage).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw');
      await expect(publicImage).toHaveAttribute('loading', 'lazy');
      await expect(visitor.locator('figure figcaption')).toHaveText('Notre équipe à Kaloum');
      // The article's own link (the footer names the same service).
      const publicLink = visitor
        .getByRole('main')
        .locator('a[target="_blank"]', { hasText: 'Hébergement et déploiement' });
      await expect(publicLink).toHaveAttribute('href', '/services/hosting');
      await expect(publicLink).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(visitor.getByRole('main').locator('ul li', { hasText: 'Premier point' })).toBeVisible();
      await visit(visitor, `/en/blog/${post.slug}`);
      await expect(visitor.getByRole('img', { name: `The Kaloum office ${marker}` })).toBeVisible();
      await expect(
        visitor.getByRole('main').locator('a:not([target])', { hasText: 'Hosting and deployment' }),
      ).toHaveAttribute('href', '/en/services/hosting');
      await visitorContext.close();
      expect(errors).toEqual([]);
    } finally {
      await apiWithToken(page.request, token, 'DELETE', `/admin/blog/${post.id}`);
      if (mediaId) await apiWithToken(page.request, token, 'DELETE', `/admin/media/${mediaId}`);
    }
  });
}
