import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './attachment.ts';

describe('attachmentHeader', () => {
  it('names the download in ASCII and in UTF-8', () => {
    expect(attachmentHeader('Mon CV été.pdf')).toBe(
      `attachment; filename="Mon CV ete.pdf"; filename*=UTF-8''Mon%20CV%20%C3%A9t%C3%A9.pdf`,
    );
    expect(attachmentHeader('contact-messages.csv')).toBe(
      `attachment; filename="contact-messages.csv"; filename*=UTF-8''contact-messages.csv`,
    );
  });
});
