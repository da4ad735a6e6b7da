/** Rich text as a reader sees its words: tags dropped, blanks collapsed. */
export function withoutMarkup(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
