/** Rich text as a reader sees its words: tags dropped, blanks collapsed (French no-break spaces kept). */
export function withoutMarkup(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
}
