import { inflateRawSync } from 'node:zlib';

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** The end-of-directory record is 22 bytes, followed by a comment of at most 65,535. */
const END_RECORD_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

/** One file of a zip, as its central directory (what Word reads) describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or null when the bytes are no readable zip. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - END_RECORD_SEARCH); at -= 1) {
    if (data.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const entries: ZipEntry[] = [];
  let at = data.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * One entry's bytes, or null when it is encrypted, compressed otherwise than by deflate, damaged, or
 * declared larger than `maxBytes`; inflating stops at the declared size (a zip bomb that understates
 * its size stops there).
 */
export function readZipEntry(data: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  if (entry.flags & ENCRYPTED_FLAG || entry.size > maxBytes) return null;
  const local = entry.localOffset;
  if (local + 30 > data.length || data.readUInt32LE(local) !== ZIP_LOCAL_HEADER) return null;
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) return null;
  const stored = data.subarray(start, end);
  if (entry.method === STORED) return entry.compressedSize === entry.size ? stored : null;
  if (entry.method !== DEFLATED) return null;
  try {
    // Never more than the directory declares (itself within the bound): more or less means damage.
    const inflated = inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.size) });
    return inflated.length === entry.size ? inflated : null;
  } catch {
    return null;
  }
}
