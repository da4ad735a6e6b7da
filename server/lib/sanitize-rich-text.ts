import type { LocalizedText } from '#contract/localized.ts';
import { FieldValidationError } from '../http/errors.ts';
import sanitizeHtml from 'sanitize-html';

/** What an editor may write in a rich-text body; everything else (scripts, styles, handlers) is dropped on write. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => ({
      tagName,
      attribs: attributes.target === '_blank' ? { ...attributes, rel: 'noopener noreferrer' } : attributes,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows some text (not only tags, spaces or non-breaking spaces). */
function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replaceAll('&nbsp;', ' ').trim() !== '';
}

/**
 * Both languages of an HTML body, sanitized. A French body with nothing left to read
 * (e.g. only a script) is refused on `{field}.fr`; an empty English one falls back to French.
 */
export function sanitizeLocalizedRichText(text: LocalizedText, field: string): LocalizedText {
  const fr = sanitizeRichText(text.fr);
  if (!hasVisibleText(fr)) throw new FieldValidationError({ [`${field}.fr`]: 'french_required' });
  const en = text.en === undefined ? '' : sanitizeRichText(text.en);
  return { fr, en: hasVisibleText(en) ? en : undefined };
}
