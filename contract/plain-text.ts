/** Rich text as a reader sees its words: tags dropped, blanks collapsed (French no-break spaces kept). */
export function withoutMarkup(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
}

/** Text to put in HTML, as an element's text or an attribute's value. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
