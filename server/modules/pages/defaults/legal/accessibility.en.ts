import type { LegalDocument } from './legal-document.ts';

const ways = [
  `by email: {contact.email};`,
  `by phone: {contact.phone};`,
  `[[by WhatsApp: {contact.whatsapp};]]`,
  'through the form on the /contact page.',
];

/** The accessibility statement (issue 34): what the site aims at, what is measured, how to report a barrier. */
export const accessibilityEn: LegalDocument = {
  title: 'Accessibility Statement',
  updatedOn: '2026-11-28',
  sections: [
    {
      heading: '1. Our commitment',
      paragraphs: [
        `{company.legal_name} wants the {company.name} website to be usable by everyone, including people with disabilities and people reading it on a small phone or a slow connection, with or without assistive technology (screen reader, magnification, keyboard or voice navigation).`,
        'This statement covers the public website, in French and in English, and our team’s administration area.',
      ],
    },
    {
      heading: '2. Conformance status',
      paragraphs: [
        'The website aims at level AA of the W3C Web Content Accessibility Guidelines (WCAG) 2.2.',
        'It is partially conformant: the checks described below find no failure, but no full audit by an expert has been carried out yet, and some criteria can only be checked by hand.',
      ],
    },
    {
      heading: '3. How we measure it',
      paragraphs: ['With every change to the website, before it goes live:'],
      list: [
        'every public page and every administration screen is opened in a real browser, in French and in English, at a phone’s width (375 pixels) and a computer’s (1,280 pixels), and checked with the axe-core tool: no violation is accepted;',
        'with the keyboard, focus is followed from end to end of the main pages (home, contact, services, help): every element reached shows a focus ring contrasting at least 3:1 with its surroundings;',
        'the Lighthouse tool rates the accessibility of the pages measured 100 out of 100.',
      ],
    },
    {
      heading: '4. Known limitations',
      paragraphs: ['We know of the following limitations and are working to reduce them:'],
      list: [
        'the map on the Contact page comes from a third-party service whose accessibility we do not control; the office’s address and hours are written out in plain text on the same page;',
        'the text alternatives of published images (articles, projects, team) are written by our team: the administration area’s media library has a field for each, in French and in English, but whether they are there and how good they are depends on the person publishing.',
      ],
    },
    {
      heading: '5. Reporting a barrier',
      paragraphs: [
        'If some content or feature of the website remains out of your reach, tell us: we will give you the information another way and fix the problem. Tell us which page, what you were trying to do and, if you can, your device and the assistive technology you use.',
        'We answer within 24 hours, and keep you informed until it is fixed.',
      ],
      list: ways,
    },
    {
      heading: '6. Technologies used',
      paragraphs: [
        'The website relies on HTML, CSS, WAI-ARIA and JavaScript. Its public pages can be read without JavaScript, and their language is declared so that screen readers pronounce French and English correctly.',
      ],
    },
    {
      heading: '7. Test environment',
      paragraphs: [
        'The automated checks use Chromium, the engine of Google Chrome, Microsoft Edge and most Android browsers, with the browser set to French and then to English.',
      ],
    },
  ],
};
