/**
 * HTML pasted from Word or Google Docs, brought down to what the editor keeps (the editor's schema
 * then drops any other element): bold and italic written as styles become <strong> and <em>,
 * Word's list paragraphs become lists, headings fit h2-h4, and styles, classes, comments and
 * Office's own tags go. Runs in the browser, where the editor lives.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;

  // Office's namespaced tags (<o:p>), style sheets and comments carry no text of their own.
  for (const element of [...body.querySelectorAll('style, meta, link, script, title, xml')]) element.remove();
  for (const element of [...body.getElementsByTagName('*')]) if (element.tagName.includes(':')) unwrap(element);
  const comments = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: ChildNode[] = [];
  while (comments.nextNode()) found.push(comments.currentNode as ChildNode);
  for (const comment of found) comment.remove();

  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const wrapper of [...body.querySelectorAll('b[id^="docs-internal-guid"]')]) unwrap(wrapper);

  // Word's bullets and numbers are text in spans it marks mso-list:Ignore: read to tell a numbered
  // list from a bulleted one, then dropped.
  wrapWordLists(doc);
  for (const marker of [...body.querySelectorAll(WORD_LIST_MARKER)]) marker.remove();

  // Bold and italic written as styles (both editors do it) become the elements the editor keeps.
  for (const element of [...body.querySelectorAll('[style]')]) {
    const style = (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
    if (/font-style:italic/.test(style)) wrapContents(element, 'em');
    if (/font-weight:(bold|[6-9]00)/.test(style) && !/^(B|STRONG|H\d)$/.test(element.tagName)) {
      wrapContents(element, 'strong');
    }
  }

  for (const heading of [...body.querySelectorAll('h1, h5, h6')])
    rename(heading, heading.tagName === 'H1' ? 'h2' : 'h4');
  for (const span of [...body.querySelectorAll('span, font')]) unwrap(span);
  for (const element of [...body.getElementsByTagName('*')]) {
    for (const attribute of [...element.attributes]) {
      const kept =
        element.tagName === 'A'
          ? ['href', 'target']
          : element.tagName === 'IMG'
            ? ['src', 'alt', 'width', 'height']
            : [];
      if (!kept.includes(attribute.name)) element.removeAttribute(attribute.name);
    }
  }
  return body.innerHTML;
}

const WORD_LIST_MARKER = '[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]';

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function wrapContents(element: Element, tag: 'strong' | 'em') {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
}

/** Runs of Word's list paragraphs (class MsoListParagraph…, or a style naming mso-list) become <ul>/<ol>. */
function wrapWordLists(doc: Document) {
  const isListParagraph = (node: Element | null) =>
    node?.tagName === 'P' &&
    (/MsoListParagraph/i.test(node.className) || /mso-list:/i.test(node.getAttribute('style') ?? ''));
  for (const paragraph of [...doc.body.querySelectorAll('p')]) {
    if (!paragraph.isConnected || !isListParagraph(paragraph) || isListParagraph(paragraph.previousElementSibling)) {
      continue;
    }
    // A marker such as "1." or "a)" says numbered; "·", "o" or "§" (Symbol and Wingdings bullets) say bulleted.
    const marker = paragraph.querySelector(WORD_LIST_MARKER)?.textContent?.trim() ?? '';
    const list = doc.createElement(/^\(?\w{1,3}[.)]$/.test(marker) ? 'ol' : 'ul');
    paragraph.before(list);
    let current: Element | null = paragraph;
    while (isListParagraph(current)) {
      const next: Element | null = current?.nextElementSibling ?? null;
      const item = doc.createElement('li');
      item.append(...(current?.childNodes ?? []));
      list.append(item);
      current?.remove();
      current = next;
    }
  }
}
