import type { FastifyRequest } from 'fastify';
import type { ApiMessageKey } from '#contract/validation-messages.ts';
import { API_MESSAGES } from '#contract/validation-messages.ts';
import type { Language } from '#contract/languages.ts';
import { FieldValidationError, HttpError } from './errors.ts';
import { findNulCharacter } from './input-guard.ts';

/** A file part as sent: its bytes only are trusted, never its name or declared type. */
export interface ReceivedFile {
  data: Buffer;
  fileName: string | undefined;
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/**
 * The text fields and the one file of a multipart form (a public form's island). The file is
 * buffered up to `limits.fileSize` (413 on the file's field beyond, with `tooLarge`'s words); an
 * empty file part (a file input left blank) is no file; a malformed body is the client's fault.
 */
export async function receiveMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; limits: MultipartLimits; language: Language; tooLarge: ApiMessageKey },
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  const { fileField, limits, language, tooLarge } = options;
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { ...limits, headerPairs: 50 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) fields[part.fieldname] = '';
        else if (data.length > 0) file = { data, fileName: part.filename };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.valueTruncated) throw new FieldValidationError({ [part.fieldname]: 'too_long' });
      fields[part.fieldname] = value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, tooLarge, { [fileField]: [API_MESSAGES[tooLarge][language]] });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(422, 'validation_failed');
    }
    // A malformed multipart body (no boundary, cut short): the client's fault, not a server error.
    if (code === 'FST_PROTO_VIOLATION' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new HttpError(400, 'validation_failed');
    }
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
      throw new HttpError(400, 'validation_failed');
    }
    throw error;
  }
  const nulField = findNulCharacter(fields);
  if (nulField) throw new FieldValidationError({ [nulField]: 'invalid_characters' });
  return { fields, file };
}
