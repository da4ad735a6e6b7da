import type { FieldDeclaration } from '#contract/content-kinds/fields.ts';
import { IMAGE_KINDS } from '#contract/images.ts';
import type { LocalizedText } from '#contract/localized.ts';
import { RICH_TEXT_IMAGE_SIZES, richTextImageKind, uploadedImageFile } from '#contract/rich-text-images.ts';
import { FieldValidationError } from '../http/errors.ts';
import sanitizeHtml from 'sanitize-html';

/**
 * An image of the library inside a text, rewritten from its file alone: the largest WebP as `src`,
 * every width of its kind in `srcset`, its size reserved, loaded lazily. Any other image is dropped.
 */
function libraryImage(_tagName: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const file = uploadedImageFile(attributes.src ?? '');
  const width = Number(attributes.width);
  const height = Number(attributes.height);
  const kind = file ? richTextImageKind(width, height) : null;
  if (!file || !kind) return { tagName: 'img', attribs: {} };
  const srcset = IMAGE_KINDS[kind].widths.map((each) => `${file.base}-${each}.webp ${each}w`).join(', ');
  return {
    tagName: 'img',
    attribs: {
      src: `${file.base}-${width}.webp`,
      srcset,
      sizes: RICH_TEXT_IMAGE_SIZES,
      alt: (attributes.alt ?? '').slice(0, 300),
      width: String(width),
      height: String(height),
      loading: 'lazy',
      decoding: 'async',
    },
  };
}

/** What an editor may write in a rich-text body; everything else (scripts, styles, handlers) is dropped on write. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'br',
    'hr',
    'code',
    'pre',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  // srcset is rebuilt from the file by libraryImage, never taken from the editor.
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // An image that is not from the library, and a figure left without one, go.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'figure' && frame.mediaChildren.length === 0),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => ({
      tagName,
      attribs: attributes.target === '_blank' ? { ...attributes, rel: 'noopener noreferrer' } : attributes,
    }),
    img: libraryImage,
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

type Fields = Record<string, FieldDeclaration>;
type Values = Record<string, unknown>;

const sanitizeRecord = (fields: Fields, record: Values, name: string): Values =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const field = fields[key];
      return [key, field ? sanitizeFieldValue(field, value, `${name}.${key}`) : value];
    }),
  );

/**
 * A declared field's checked value with every rich text in it sanitized: the field itself, or the
 * rich texts of a page's sections and of records, each refused on its own name (`sections.2.body.fr`).
 */
export function sanitizeFieldValue(field: FieldDeclaration, value: unknown, name: string): unknown {
  if (value === null || value === undefined) return value;
  if (field.type === 'localized-rich-text') return sanitizeLocalizedRichText(value as LocalizedText, name);
  if (field.type === 'records' && field.fields && Array.isArray(value)) {
    const fields = field.fields;
    return value.map((record, index) => sanitizeRecord(fields, record as Values, `${name}.${index}`));
  }
  if (field.type === 'sections' && field.sections && Array.isArray(value)) {
    const sections = field.sections;
    return value.map((section: Values, index) => {
      const fields = sections[section.type as string]?.fields ?? {};
      return sanitizeRecord(fields, section, `${name}.${index}`);
    });
  }
  return value;
}
