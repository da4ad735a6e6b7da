import { parseHTML } from 'linkedom';

/** A page's HTML as a document to query, as a browser would parse it (before its scripts run). */
export function pageDocument(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** An element's text as it reads: runs of white space as one space (no-break spaces kept). */
export const readText = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim();

/** The texts of a list of elements. */
export const readTexts = (elements: Iterable<Element>) => [...elements].map(readText);

/** The name an element gets from aria-labelledby, as a screen reader announces it. */
export const labelledName = (document: Document, element: Element) =>
  readText(document.getElementById(element.getAttribute('aria-labelledby') ?? ''));

/** Text with every kind of space (U+00A0, U+202F...) as a plain one: how names are compared. */
export const plainSpaces = (text: string) => text.replace(/\s+/gu, ' ');

/** The elements of `selector` named by a heading through aria-labelledby (regions, navigations). */
export const namedBy = (document: Document, selector: string, name: string) =>
  [...document.querySelectorAll(`${selector}[aria-labelledby]`)].filter(
    (element) => plainSpaces(labelledName(document, element)) === plainSpaces(name),
  );
