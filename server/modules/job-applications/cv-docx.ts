import type { CvRefusal } from './cv-type.ts';
import { type ZipEntry, readZipEntry } from './cv-zip.ts';

/** [Content_Types].xml and .rels parts are a few kilobytes in a real document. */
const PART_MAX_BYTES = 256 * 1024;
/** What all of them may inflate to together, however many a file holds. */
const PARTS_MAX_BYTES = 2 * 1024 * 1024;

/** Code Word runs or offers to run: VBA macros (and their data) and ActiveX controls. */
const CODE_PART = /(^|\/)(vbaproject\.bin|vbaprojectsignature[a-z]*\.bin|vbadata\.xml)$|(^|\/)activex\//;
const CODE_CONTENT_TYPE = /macroenabled|vbaproject|vbadata|activex/i;
/** The parts that hold the text a candidate may link from (hyperlinks open only when clicked). */
const TEXT_PART_RELATIONSHIPS = /^word\/_rels\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml\.rels$/;
const HYPERLINK_TYPE = /\/hyperlink$/;
const RELATIONSHIP_TAG = /^([^\s/>:]*:)?Relationship(?![^\s/>])/;
/** One attribute, read where the previous one ended: a hostile part costs linear time, never a rescan. */
const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
/** What a markup declaration runs to: a comment, a CDATA section, a processing instruction. */
const DECLARATION_ENDS: [string, string][] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
];

/** Part names as Office compares them: case-insensitive, from the package's root. */
const partName = (name: string) => name.replaceAll('\\', '/').replace(/^\/+/, '').toLowerCase();
const withoutPrefix = (name: string) => name.replace(/^[^:]*:/, '');

/** An XML part's text: UTF-8 or UTF-16 (with its byte-order mark), or null for anything else. */
function xmlText(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le', 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  if (bytes.includes(0)) return null;
  return bytes.toString('utf8');
}

/** Character references and the predefined entities resolved, as Word reads a value. */
function decodeXml(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (match, hex, decimal, named) => {
    if (named) return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[(named as string).toLowerCase()] ?? match;
    const code = Number.parseInt((hex as string | undefined) ?? (decimal as string), hex ? 16 : 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** The tags of an XML text in order, declarations left out; a `>` may sit inside a quoted value. */
function* xmlTags(xml: string): Generator<string> {
  let at = xml.indexOf('<');
  while (at >= 0) {
    const declaration = DECLARATION_ENDS.find(([start]) => xml.startsWith(start, at));
    let end: number;
    if (declaration) {
      end = xml.indexOf(declaration[1], at);
      if (end < 0) return;
      end += declaration[1].length - 1;
    } else {
      let quote = '';
      for (end = at + 1; end < xml.length; end += 1) {
        const char = xml[end];
        if (quote) {
          if (char === quote) quote = '';
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      yield xml.slice(at + 1, end);
    }
    at = xml.indexOf('<', end + 1);
  }
}

/** A tag's attributes (namespace prefixes dropped, values decoded), or null when it is not well formed. */
function attributesOf(tag: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  let at = /^[^\s/>]*/.exec(tag)?.[0].length ?? 0;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(tag);
    if (!match) break;
    attributes.set(withoutPrefix(match[1] ?? ''), decodeXml(match[2] ?? match[3] ?? '').trim());
    at = ATTRIBUTE.lastIndex;
  }
  return /^\s*\/?\s*$/.test(tag.slice(at)) ? attributes : null;
}

/** A relationship Word follows on opening: any external target but a hyperlink in the document's text. */
function relationshipsRefusal(relationshipsPart: string, xml: string): CvRefusal | null {
  for (const tag of xmlTags(xml)) {
    if (!RELATIONSHIP_TAG.test(tag)) continue;
    const attributes = attributesOf(tag);
    if (!attributes) return 'cv_uncheckable';
    if (attributes.get('TargetMode')?.toLowerCase() !== 'external') continue;
    const hyperlink = HYPERLINK_TYPE.test(attributes.get('Type') ?? '');
    if (!hyperlink || !TEXT_PART_RELATIONSHIPS.test(relationshipsPart)) return 'cv_external_content';
  }
  return null;
}

/**
 * Why a Word document must not reach staff, or null when it may: macros or ActiveX (parts or content
 * types), or a relationship to outside content that Word fetches on opening (a remote template, a
 * linked picture or object). Only [Content_Types].xml and the .rels parts are inflated, within bounds.
 */
export function docxRefusal(data: Buffer, entries: readonly ZipEntry[]): CvRefusal | null {
  if (entries.some((entry) => CODE_PART.test(partName(entry.name)))) return 'cv_macros';
  let budget = PARTS_MAX_BYTES;
  for (const entry of entries) {
    const name = partName(entry.name);
    const contentTypes = name === '[content_types].xml';
    if (!contentTypes && !name.endsWith('.rels')) continue;
    const bytes = readZipEntry(data, entry, Math.min(PART_MAX_BYTES, budget));
    const xml = bytes ? xmlText(bytes) : null;
    // A DTD could define entities that hide a value; Open Packaging forbids them.
    if (!bytes || xml === null || /<!DOCTYPE/i.test(xml)) return 'cv_uncheckable';
    budget -= bytes.length;
    if (contentTypes && CODE_CONTENT_TYPE.test(decodeXml(xml))) return 'cv_macros';
    const refusal = contentTypes ? null : relationshipsRefusal(name, xml);
    if (refusal) return refusal;
  }
  return null;
}
