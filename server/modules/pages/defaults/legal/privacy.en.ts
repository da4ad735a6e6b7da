import { AUTH_TOKEN_STORAGE_KEY, CONTACT_QUEUE_STORAGE_KEY, PRIVACY } from '#contract/constants.ts';
import { LIGHT_MODE_COOKIE } from '#contract/light-mode.ts';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '#contract/languages.ts';
import type { LegalDocument } from './legal-document.ts';

export const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  updatedOn: '2026-11-22',
  sections: [
    {
      heading: '1. Data controller',
      paragraphs: [
        `The controller of the personal data collected on the {company.name} website is {company.legal_name}[[, represented by {company.director}]], whose registered office is located at the following address: {contact.address}.`,
        `For any question about this policy or the processing of your data, you may write to us at {contact.email} or call us on {contact.phone}.`,
      ],
    },
    {
      heading: '2. Data collected',
      paragraphs: [
        'We collect only the data you choose to send us, together with the technical data needed for the website to work:',
        'We collect no sensitive data and ask only for the information needed to handle your request.',
      ],
      list: [
        'contact form and quote requests: last name, first name, email address, phone number (optional), company (optional), service requested and the content of your message;',
        'newsletter: email address;',
        'testimonials: name, position, company, photograph if any, and the content of the testimonial;',
        'applications to our job offers: name, email address, phone number (optional), message and CV;',
        'business relationship: contact details, quotes, orders, invoices and correspondence relating to the services;',
        'administration area, reserved for staff: email address and password, the latter being stored only in hashed form;',
        'technical data: IP address, browser type, pages visited, date and time of connection.',
      ],
    },
    {
      heading: '3. Purposes of processing',
      paragraphs: [
        'Your data is processed for the following purposes:',
        'Your data is never sold, rented or transferred to third parties for commercial purposes.',
      ],
      list: [
        'answering your contact and quote requests;',
        'preparing, performing and invoicing the services ordered;',
        'managing our relationship with prospects and clients;',
        'sending the newsletter to those who have subscribed to it;',
        'publishing, once approved, testimonials from our clients;',
        'keeping the website secure and working properly, and measuring its audience;',
        'complying with our legal, accounting and tax obligations.',
      ],
    },
    {
      heading: '4. Legal basis',
      paragraphs: ['Each processing operation rests on one of the following grounds:'],
      list: [
        'your consent, for the newsletter subscription and the publication of your testimonial; you may withdraw it at any time;',
        'the performance of pre-contractual measures or of the contract, for preparing quotes, handling orders and performing the services;',
        'compliance with our legal obligations, in particular the retention of invoices and accounting records;',
        'our legitimate interest, for answering general enquiries, securing the website, compiling audience statistics and managing staff accounts.',
      ],
    },
    {
      heading: '5. Retention period',
      paragraphs: [
        'Data is kept for a limited period, proportionate to the purpose for which it was collected:',
        'At the end of these periods, the data is deleted or irreversibly anonymised.',
      ],
      list: [
        `prospect data (contact or quote requests not followed by an order): ${PRIVACY.prospectRetentionYears} years from the last contact;`,
        `applications to our job offers and the attached CVs: ${PRIVACY.prospectRetentionYears} years from their receipt, then deleted automatically;`,
        `client data: ${PRIVACY.clientRetentionYears} years from the end of the business relationship, in order to meet our accounting and tax obligations;`,
        `audience measurement data and technical logs: ${PRIVACY.analyticsRetentionMonths} months at most;`,
        'newsletter subscribers’ addresses: until they unsubscribe.',
      ],
    },
    {
      heading: '6. Data hosting',
      paragraphs: [
        `The website and the data it collects are hosted on a server operated by {company.legal_name}. For any question about hosting, you may write to {contact.email}.`,
        `Only authorised {company.name} staff have access to your data, within the limits of their duties. The data may also be disclosed to the competent authorities where the law so requires.`,
        `Should any data be transferred outside Guinea, {company.name} would ensure that the transfer is subject to appropriate safeguards, in accordance with the applicable regulations.`,
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        'In accordance with the applicable regulations, you have the following rights over your personal data:',
        `To exercise these rights, write to us at {contact.email} or by post to the following address: {contact.address}. Proof of identity may be requested if there is reasonable doubt about your identity.`,
        `We answer your request within ${PRIVACY.rightsAnswerDays} days of receiving it.`,
      ],
      list: [
        'the right of access to your data;',
        'the right to rectify inaccurate or incomplete data;',
        'the right to erasure of your data;',
        'the right to object to processing, in particular for marketing purposes;',
        'the right to restriction of processing;',
        'the right to data portability;',
        'the right to withdraw your consent at any time, for example by unsubscribing from the newsletter.',
      ],
    },
    {
      heading: '8. Cookies and local storage',
      paragraphs: [
        'The website uses no advertising cookies and no tracking technologies for commercial purposes. It stores only the following items in your browser:',
        'These items are strictly necessary for the website to work and therefore do not require your consent. You may delete them at any time from your browser settings; the default language will then apply again.',
        'The Contact page displays a map provided by the third-party service OpenStreetMap. Displaying it involves a connection to that service, which is subject to its own privacy policy.',
        'To know how the site is visited, the server counts page views without cookies, IP addresses or identifiers: each day, it adds up the views of each page by its language, the site the visitor came from (its domain name only), the kind of device (phone or computer) and light mode. Nothing lets anyone recognise a visitor or follow their way through the site; robots and pages the browser loads ahead of time are not counted. It counts the searches made on the site in the same way: each day, the words sent, in lower case, and their language, with nothing that tells who searched for them. Words holding a phone number or an email address are not recorded; only that such a search took place is counted.',
      ],
      list: [
        `your language choice, saved in your browser’s local storage under the key “${LANGUAGE_STORAGE_KEY}” and mirrored in a language cookie (“${LANGUAGE_COOKIE}”) so that the server renders pages directly in the chosen language;`,
        `your light-mode choice, if you made one with the footer's switch, in a cookie (“${LIGHT_MODE_COOKIE}”);`,
        `a contact message written without a connection, kept in local storage under the key “${CONTACT_QUEUE_STORAGE_KEY}” until it is sent when the network returns, then deleted;`,
        'the last pages of the website you viewed and their images, kept by the browser (service worker) so they can be read without a connection;',
        `for staff members signed in to the administration area only, a session token saved in local storage under the key “${AUTH_TOKEN_STORAGE_KEY}”, deleted when the session ends.`,
      ],
    },
    {
      heading: '9. Security',
      paragraphs: [
        `{company.name} implements appropriate technical and organisational measures to protect your data against loss, unauthorised access, disclosure or alteration: encrypted communications, password hashing, restricted access to the administration area and regular backups.`,
        'As no transmission of data over the Internet is completely secure, we cannot, however, guarantee absolute security. In the event of a data breach likely to pose a risk to your rights, we will inform you as provided for by the applicable regulations.',
      ],
    },
    {
      heading: '10. Complaints',
      paragraphs: [
        `We invite you to send any complaint to us first at {contact.email}, so that we can look for a solution together.`,
        'If, after contacting us, you consider that your rights have not been respected, you may lodge a complaint with the Guinean authority responsible for personal data protection.',
      ],
    },
    {
      heading: '11. Changes',
      paragraphs: [
        'We may amend this policy to reflect changes to the website, to our practices or to the regulations. The date of the last update appears at the top of this page.',
        'In the event of a substantial change, we will inform you through a visible notice on the website or, where appropriate, by email.',
      ],
    },
  ],
};
