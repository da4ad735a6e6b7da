import { describe, expect, it } from 'vitest';
import { CV_TYPES } from '#contract/schemas/job-application.ts';
import { detectCvType } from './cv-type.ts';
import { docxFile, executableFile, pdfFile, zipFile } from './test-cv-files.ts';

describe('detectCvType', () => {
  it('recognizes a PDF and a Word document by their bytes', () => {
    expect(detectCvType(pdfFile())).toBe(CV_TYPES.pdf);
    expect(detectCvType(docxFile())).toBe(CV_TYPES.docx);
  });

  it('refuses an executable, another zip, a cut zip and text', () => {
    expect(detectCvType(executableFile())).toBeNull();
    expect(detectCvType(zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }))).toBeNull();
    expect(detectCvType(docxFile().subarray(0, 120))).toBeNull();
    expect(detectCvType(Buffer.from('just some text, named cv.pdf'))).toBeNull();
    expect(detectCvType(Buffer.alloc(0))).toBeNull();
  });
});
