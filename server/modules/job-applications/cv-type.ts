import { CV_TYPES, type CvType } from '#contract/schemas/job-application.ts';
import type { ApiMessageKey } from '#contract/validation-messages.ts';
import { docxRefusal } from './cv-docx.ts';
import { pdfRefusal } from './cv-pdf.ts';
import { zipEntries } from './cv-zip.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** A Word document is a zip holding both of these (ECMA-376 Open Packaging). */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/** Why a CV is refused (415), each the key of a message that tells the candidate what to send instead. */
export type CvRefusal = Extract<
  ApiMessageKey,
  'cv_unsupported_format' | 'cv_macros' | 'cv_external_content' | 'cv_active_content' | 'cv_uncheckable'
>;

export type CvInspection = { type: CvType; refusal?: never } | { type?: never; refusal: CvRefusal };

/**
 * A CV's type read from its bytes (never from its name or declared type), PDF or DOCX, or why it is
 * refused: neither, or content that runs or fetches something when staff open it.
 */
export function inspectCv(data: Buffer): CvInspection {
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    const refusal = pdfRefusal(data);
    return refusal ? { refusal } : { type: CV_TYPES.pdf };
  }
  const entries = zipEntries(data);
  if (!entries || !DOCX_PARTS.every((part) => entries.some((entry) => entry.name === part))) {
    return { refusal: 'cv_unsupported_format' };
  }
  const refusal = docxRefusal(data, entries);
  return refusal ? { refusal } : { type: CV_TYPES.docx };
}

/** The extension a download of this type gets. */
export function cvExtensionOf(type: string): string {
  return type === CV_TYPES.pdf ? 'pdf' : 'docx';
}
