import { describe, expect, it } from 'vitest';
import { CV_TYPES } from '#contract/schemas/job-application.ts';
import { safeCvFileName } from './cv-file-name.ts';

describe('safeCvFileName', () => {
  it('keeps the candidate’s name without its path, quotes or controls, with the detected extension', () => {
    expect(safeCvFileName('C:\\fakepath\\Mon CV été.pdf', CV_TYPES.pdf)).toBe('Mon CV été.pdf');
    expect(safeCvFileName('../../etc/passwd', CV_TYPES.pdf)).toBe('passwd.pdf');
    expect(safeCvFileName('cv"; evil=1\r\n.exe', CV_TYPES.docx)).toBe('cv_ evil_1_.docx');
    expect(safeCvFileName('.hidden', CV_TYPES.pdf)).toBe('cv.pdf');
    expect(safeCvFileName(undefined, CV_TYPES.docx)).toBe('cv.docx');
  });
});
