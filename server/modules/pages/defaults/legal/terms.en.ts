import { TERMS } from '#contract/constants.ts';
import type { LegalDocument } from './legal-document.ts';
import { numberFormat } from '#contract/intl-formats.ts';

const percent = (value: number): string =>
  numberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/** "2-4" -> "2 to 4". */
const weeks = (range: string): string => `${range.replace('-', ' to ')} weeks`;

export const termsEn: LegalDocument = {
  title: 'General Terms of Sale',
  updatedOn: '2026-11-22',
  sections: [
    {
      heading: 'Article 1 – Purpose and scope',
      paragraphs: [
        `These general terms of sale govern the contractual relationship between {company.legal_name}[[, registered with the RCCM under number {company.registration_number}]], whose registered office is located at the following address: {contact.address} (hereinafter “the Provider”), and any natural or legal person ordering a service from it (hereinafter “the Client”).`,
        'They apply to all services offered by the Provider, in particular website creation, mobile app development, hosting and deployment, graphic design, digital communication and e-commerce.',
        'Placing an order implies unreserved acceptance of these terms, which prevail over any other document of the Client. Any specific conditions set out in an accepted quote prevail over these terms in the event of conflict.',
      ],
    },
    {
      heading: 'Article 2 – Quotes',
      paragraphs: [
        `Every service is the subject of a free quote prepared by the Provider on the basis of the needs expressed by the Client, in particular through the contact form of the {company.name} website or by email to {contact.email}.`,
        'The quote specifies the nature of the services, their price, the payment terms and the indicative completion times.',
        `The quote is valid for ${TERMS.quoteValidityDays} days from its date of issue. After that period, the Provider may revise it.`,
      ],
    },
    {
      heading: 'Article 3 – Orders',
      paragraphs: [
        'The order becomes firm and final when the Provider receives the quote signed by the Client with the words “Approved” (“Bon pour accord”), or the Client’s written acceptance by email, together with the deposit provided for in Article 5.',
        'Any request for changes or additions made by the Client after the order may give rise to an additional quote and to an extension of the completion times.',
      ],
    },
    {
      heading: 'Article 4 – Prices',
      paragraphs: [
        `Prices are expressed in Guinean francs (${TERMS.currency}). They are exclusive of taxes, to which the applicable taxes are added at the rate in force on the invoice date.`,
        'The applicable prices are those stated in the accepted quote. Unless the quote states otherwise, costs incurred with third parties on the Client’s behalf (domain names, licences, external services, app store publication fees) are invoiced in addition.',
      ],
    },
    {
      heading: 'Article 5 – Payment terms',
      paragraphs: [
        `A deposit of ${percent(TERMS.depositPercent)} of the total amount is payable upon order. The balance is payable within ${TERMS.paymentDays} days of the invoice date.`,
        'Payment is made by bank transfer, by mobile payment or by any other means accepted by the Provider.',
        `Any late payment automatically incurs late-payment penalties at the rate of ${percent(TERMS.latePenaltyPercentPerMonth)} per month on the amounts due, from the day after the due date. The Provider may also suspend performance of the services until the amounts due have been paid in full.`,
      ],
    },
    {
      heading: 'Article 6 – Completion times and delivery',
      paragraphs: [
        'Completion times are given for information only. They run from receipt of the deposit and of all the necessary materials supplied by the Client (texts, images, access credentials, etc.). The usual completion times are as follows:',
        'Any delay by the Client in supplying these materials or in giving approvals extends the completion times accordingly. Exceeding the indicative times does not justify cancelling the order or claiming penalties, unless the quote provides otherwise.',
      ],
      list: [
        `showcase website: ${weeks(TERMS.delays.showcaseSiteWeeks)};`,
        `e-commerce website: ${weeks(TERMS.delays.ecommerceWeeks)};`,
        `mobile app: ${weeks(TERMS.delays.mobileAppWeeks)}.`,
      ],
    },
    {
      heading: 'Article 7 – Acceptance and conformity',
      paragraphs: [
        `Upon delivery, the Client has ${TERMS.nonConformityReportDays} days to check that the services conform to the accepted quote and to report in writing, precisely and with reasons, any non-conformity found.`,
        'The Provider corrects duly reported non-conformities within a reasonable time. Requests going beyond the scope of the quote are the subject of an additional quote.',
        `If no reservation is made within this ${TERMS.nonConformityReportDays}-day period, or if the Client puts the deliverables into operation, the services are deemed accepted without reservation.`,
      ],
    },
    {
      heading: 'Article 8 – Intellectual property',
      paragraphs: [
        'Subject to full payment of the price, the Provider assigns to the Client the economic rights of exploitation (reproduction, representation and adaptation) in the elements created specifically for it. Until full payment, the Provider retains all rights.',
        'The Provider retains ownership of its tools, methods, know-how and pre-existing or generic components, and grants the Client a right to use them to the extent necessary to exploit the deliverables. Open-source components remain subject to their respective licences.',
        'The Client warrants that it holds the rights to the content it supplies. Unless the Client objects in writing, the Provider may mention the work as a business reference, in particular in its portfolio.',
      ],
    },
    {
      heading: 'Article 9 – Liability',
      paragraphs: [
        'The Provider is bound by an obligation of means (best efforts). Its liability may be incurred only in the event of proven fault and is limited to the amount actually paid by the Client for the service concerned.',
        'The Provider cannot be held liable for indirect damage (loss of business, revenue or data), for failures of third-party services (domain name providers, payment services, app stores), or for events of force majeure.',
        'The Client remains solely responsible for the content it publishes and for compliance with the legal obligations relating to its business.',
      ],
    },
    {
      heading: 'Article 10 – Termination',
      paragraphs: [
        `The Client may terminate the order in writing, subject to ${TERMS.clientTerminationNoticeDays} days’ notice. Services performed up to the effective date of termination remain due; the deposit paid is set off against these amounts and remains acquired by the Provider.`,
        `In the event of a serious breach by the Client of its obligations, in particular non-payment, the Provider may terminate the contract automatically after a formal notice left without effect for ${TERMS.providerFormalNoticeDays} days, without prejudice to any damages.`,
      ],
    },
    {
      heading: 'Article 11 – Applicable law and disputes',
      paragraphs: [
        'These general terms of sale are governed by Guinean law, including the applicable OHADA Uniform Acts.',
        `In the event of a dispute concerning their interpretation or performance, the parties undertake first to seek an amicable settlement; to that end, the Client may send its complaint to {contact.email}.`,
        'Failing an amicable settlement, the dispute will be brought before the competent courts of Conakry.',
      ],
    },
  ],
};
