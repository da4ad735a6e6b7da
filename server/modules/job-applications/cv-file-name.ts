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
