import { inflateSync } from 'node:zlib';
import type { CvRefusal } from './cv-type.ts';

/** What runs or opens something when a PDF is read: scripts, launch actions, attached files. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);
/** A name: a slash and the regular characters after it (ISO 32000-1, 7.2.2 and 7.3.5). */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
/** A dictionary's end and the keyword that opens its stream (`endstream` has no `>>` before it). */
const STREAM_KEYWORD = />>[\0\t\n\f\r ]*stream(?![A-Za-z0-9])/g;
const END_OF_LINE = /\r\n|\n|\r/g;
const STREAM_END = 'endstream';
const FILTERS = new Set([
  ...['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'FlateDecode', 'Fl'],
  ...['RunLengthDecode', 'RL', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode', 'DCTDecode', 'DCT', 'JPXDecode', 'Crypt'],
]);
/** What the object streams of one CV may inflate to together (a real one needs well under a megabyte). */
const OBJECT_STREAMS_MAX_BYTES = 16 * 1024 * 1024;

/** A name as a reader sees it: `#61` is `a` (PDF 1.2 and later), so `/J#61vaScript` is `/JavaScript`. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const namesIn = (text: string) => Array.from(text.matchAll(NAME), (match) => decodeName(match[1] ?? ''));

interface PdfStream {
  /** The stream's dictionary (`<<...>>`), or null when its brackets do not pair. */
  dictionary: string | null;
  start: number;
  end: number;
}

/** The `<<...>>` whose `>>` is at `closeAt`, looked for no further back than `floor`; null if they do not pair. */
function dictionaryEndingAt(text: string, closeAt: number, floor: number): string | null {
  let depth = 0;
  for (let at = closeAt + 1; at > floor; at -= 1) {
    if (text.startsWith('>>', at - 1)) {
      depth += 1;
      at -= 1;
    } else if (text.startsWith('<<', at - 1)) {
      depth -= 1;
      at -= 1;
      if (depth === 0) return text.slice(at, closeAt + 2);
    }
  }
  return null;
}

/** Where a stream's data starts: after the end of line that follows its keyword (or the next one, as readers allow). */
function dataStart(text: string, afterKeyword: number): number {
  END_OF_LINE.lastIndex = afterKeyword;
  const line = END_OF_LINE.exec(text);
  return line ? line.index + line[0].length : text.length;
}

/** Every stream of the file in order; each search starts where the previous stream's data ended (linear time). */
function streamsOf(text: string): PdfStream[] {
  const streams: PdfStream[] = [];
  let previousEnd = 0;
  STREAM_KEYWORD.lastIndex = 0;
  for (let match = STREAM_KEYWORD.exec(text); match; match = STREAM_KEYWORD.exec(text)) {
    const start = dataStart(text, match.index + match[0].length);
    const found = text.indexOf(STREAM_END, start);
    const end = found < 0 ? text.length : found;
    streams.push({ dictionary: dictionaryEndingAt(text, match.index, previousEnd), start, end });
    previousEnd = end;
    STREAM_KEYWORD.lastIndex = end + STREAM_END.length;
  }
  return streams;
}

/**
 * Whether a name of the file's own syntax is active. `/JS` is short enough to occur by chance in
 * compressed data, so inside a stream's data it is left to `/JavaScript`, which every script action
 * names (its `/S`) and every document-level script too (its name tree).
 */
function activeNameOutsideData(text: string, streams: readonly PdfStream[]): boolean {
  let next = 0;
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (!ACTIVE_NAMES.has(name)) continue;
    while (next < streams.length && (streams[next]?.end ?? 0) <= match.index) next += 1;
    const stream = streams[next];
    const inData = stream !== undefined && match.index >= stream.start;
    if (name !== 'JS' || !inData) return true;
  }
  return false;
}

/** The objects an object stream holds, inflated within `budget`; null when they cannot be read here. */
function objectStreamText(data: Buffer, stream: PdfStream, names: readonly string[], budget: number) {
  const filters = names.filter((name) => FILTERS.has(name));
  const raw = data.subarray(stream.start, stream.end);
  if (!names.includes('Filter')) return raw.toString('latin1');
  const parameters = names.includes('DecodeParms') || names.includes('DP');
  if (filters.length !== 1 || !['FlateDecode', 'Fl'].includes(filters[0] ?? '') || parameters) return null;
  try {
    return inflateSync(raw, { maxOutputLength: budget }).toString('latin1');
  } catch {
    return null;
  }
}

/**
 * Why a PDF must not reach staff, or null when it may: a name `/JavaScript`, `/JS`, `/Launch` or
 * `/EmbeddedFile(s)` in its objects, hex-escaped or not, including the objects compressed in object
 * streams (inflated within a bound). An object stream this cannot read (encrypted, other filters) is
 * refused as unchecked: a reader would find in it what the check did not.
 */
export function pdfRefusal(data: Buffer): CvRefusal | null {
  const text = data.toString('latin1');
  const streams = streamsOf(text);
  if (activeNameOutsideData(text, streams)) return 'cv_active_content';
  let budget = OBJECT_STREAMS_MAX_BYTES;
  for (const stream of streams) {
    if (stream.dictionary === null) return 'cv_uncheckable';
    const names = namesIn(stream.dictionary);
    const objectStream = names.includes('ObjStm') || (names.includes('N') && names.includes('First'));
    if (!objectStream) continue;
    const objects = objectStreamText(data, stream, names, budget);
    if (objects === null) return 'cv_uncheckable';
    budget -= objects.length;
    if (namesIn(objects).some((name) => ACTIVE_NAMES.has(name))) return 'cv_active_content';
  }
  return null;
}
