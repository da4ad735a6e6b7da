import { cvExtensionOf } from './cv-type.ts';

/** The name the download gets: the candidate's name without path, quotes or control characters, our extension. */
export function safeCvFileName(sent: string | undefined, type: string): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[. ]+/, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'cv'}.${cvExtensionOf(type)}`;
}

/** `attachment` with the sanitised name: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'cv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
