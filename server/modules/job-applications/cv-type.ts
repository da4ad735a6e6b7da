import { CV_TYPES, type CvType } from '#contract/schemas/job-application.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** The end-of-directory record is 22 bytes, followed by a comment of at most 65,535. */
const END_RECORD_SEARCH = 22 + 0xffff;
/** A Word document is a zip holding both of these (ECMA-376 Open Packaging). */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/** The names in a zip's central directory, or null when the bytes are no readable zip. */
function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - END_RECORD_SEARCH); at -= 1) {
    if (data.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  const directoryStart = data.readUInt32LE(end + 16);
  const names: string[] = [];
  let at = directoryStart;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A CV's type read from its bytes (never from its name or declared type): PDF, DOCX, or null. */
export function detectCvType(data: Buffer): CvType | null {
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return CV_TYPES.pdf;
  const names = zipEntryNames(data);
  if (names && DOCX_PARTS.every((part) => names.includes(part))) return CV_TYPES.docx;
  return null;
}

/** The extension a download of this type gets. */
export function cvExtensionOf(type: string): string {
  return type === CV_TYPES.pdf ? 'pdf' : 'docx';
}
