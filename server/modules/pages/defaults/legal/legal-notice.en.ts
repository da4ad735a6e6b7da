import type { LegalDocument } from './legal-document.ts';

export const legalNoticeEn: LegalDocument = {
  title: 'Legal Notice',
  updatedOn: '2026-11-22',
  sections: [
    {
      heading: '1. Website publisher',
      paragraphs: [
        `The {company.name} website is published by {company.legal_name}, a single-member limited liability company (SARLU) with a share capital of {company.share_capital}[[, registered with the Trade and Personal Property Credit Register (RCCM) under number {company.registration_number}]].`,
      ],
      list: [`Registered office: {contact.address}`, `Phone: {contact.phone}`, `Email: {contact.email}`],
    },
    {
      heading: '2. Publication director',
      paragraphs: [
        `[[The publication director is {company.director}, on behalf of {company.legal_name}.||The publication is directed by the legal representative of {company.legal_name}.]]`,
        `Any correspondence about the content of the website may be sent to {contact.email}.`,
      ],
    },
    {
      heading: '3. Hosting',
      paragraphs: [
        `The website is hosted on a server operated and administered by {company.legal_name}, whose registered office is located at the following address: {contact.address}.`,
        `For any question about the hosting of the website, you may write to {contact.email}.`,
      ],
    },
    {
      heading: '4. Intellectual property',
      paragraphs: [
        `All elements of the website (structure, texts, photographs, illustrations, graphic elements, software and source code) are protected by intellectual property law. They are the exclusive property of {company.legal_name} or of its partners, who have authorised their use.`,
        `Any reproduction, representation, modification, adaptation or distribution of these elements, in whole or in part, by any means whatsoever, without the prior written consent of {company.legal_name}, is prohibited and constitutes an infringement that may give rise to civil and criminal liability for its author.`,
        'The work shown in the portfolio is presented with the agreement of the clients concerned; the rights attached to it remain the property of their respective holders.',
      ],
    },
    {
      heading: '5. Trademarks and logos',
      paragraphs: [
        `The name {company.name} and the accompanying logo are distinctive signs of {company.legal_name}. Any use, reproduction or imitation of these signs without prior written consent is prohibited.`,
        'The trademarks and logos of clients and partners shown on the website belong to their respective holders and are used for reference purposes only.',
      ],
    },
    {
      heading: '6. External links',
      paragraphs: [
        `The website may contain links to third-party websites, in particular social networks, mapping services and partner websites. {company.legal_name} has no control over these websites and accepts no liability for their content, their availability or their personal data practices.`,
        `Linking to the {company.name} website is permitted, provided that it does not harm the image of {company.legal_name} and that its pages are not displayed within another website (framing).`,
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        `{company.legal_name} endeavours to publish accurate and up-to-date information but cannot guarantee its accuracy, completeness or currency. This information is provided for guidance only and has no contractual value; only accepted quotes and the general terms of sale bind the company.`,
        `{company.legal_name} cannot be held liable for interruptions of the website, technical difficulties or damage resulting from its use, in particular from a virus or an intrusion by a third party, save where it is at fault.`,
      ],
    },
    {
      heading: '8. Personal data',
      paragraphs: [
        `{company.legal_name} processes the personal data collected on the website, in particular through the contact form, newsletter sign-up and testimonials, in accordance with the applicable Guinean regulations.`,
        `The purposes of processing, the retention periods and how to exercise your rights are described in our privacy policy (/privacy). You may exercise your rights by writing to {contact.email}.`,
      ],
    },
    {
      heading: '9. Cookies',
      paragraphs: [
        'The website uses no advertising cookies. It uses only a language cookie and the browser’s local storage, to remember your language choice and, for staff only, the administration area session.',
        'To find out more, see the “Cookies and local storage” section of our privacy policy (/privacy).',
      ],
    },
    {
      heading: '10. Applicable law',
      paragraphs: [
        'This legal notice is governed by Guinean law. In the event of a dispute, and failing an amicable settlement, the courts of Conakry shall have exclusive jurisdiction.',
        'It may be amended at any time; the applicable version is the one published on the website on the date of your visit.',
      ],
    },
  ],
};
