import { describe, expect, it } from 'vitest';
import { applicationMailto, formatClosingDate } from './job-format.ts';

describe('applicationMailto', () => {
  it('encodes the subject', () => {
    expect(applicationMailto('contact@weltaare.com', 'Candidature : Développeur·se full stack & co')).toBe(
      'mailto:contact@weltaare.com?subject=Candidature%C2%A0%3A%20D%C3%A9veloppeur%C2%B7se%20full%20stack%20%26%20co',
    );
  });
});

describe('formatClosingDate', () => {
  it('writes DD/MM/YYYY in French and MM/DD/YYYY in English', () => {
    expect(formatClosingDate('2026-12-31', 'fr')).toBe('31/12/2026');
    expect(formatClosingDate('2026-12-31', 'en')).toBe('12/31/2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatClosingDate('2026-01-01', 'fr')).toBe('01/01/2026');
  });
});
