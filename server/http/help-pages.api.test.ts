import { describe, expect, it } from 'vitest';
import { namedBy, pageDocument, plainSpaces, readText, readTexts } from '../test-support/page-document.ts';
import { serveRealPages } from '../test-support/pages-app.ts';
import { localizedPath } from '#contract/page-urls.ts';

/*
 * What the help centre and the client guides hold, in each language, read from the server's HTML
 * (moved from the browser suite, issue 37): the browser keeps the questions' opening, the search,
 * the jumps and the links (tests/e2e/help-docs.spec.ts), the crawl their console and axe.
 */

const site = serveRealPages('/help');

interface Settings {
  contact: { email: string; phone: string };
  hours: { support_24_7: boolean };
}

async function open(path: string, lang: 'fr' | 'en') {
  const settings = (await site().app.inject({ method: 'GET', url: `/api/settings?lang=${lang}` })).json<{
    data: Settings;
  }>().data;
  const response = await site().app.inject({ method: 'GET', url: localizedPath(path, lang) });
  expect(response.statusCode).toBe(200);
  const document = pageDocument(response.body);
  expect(document.documentElement.getAttribute('lang')).toBe(lang);
  return { document, settings };
}

/** The only element matching, failing the test otherwise. */
function only(elements: Element[], what: string): Element {
  expect(elements, what).toHaveLength(1);
  return elements[0]!;
}

/** A link whose text holds `name` (a hidden "Phone:" may come first, as a screen reader reads it). */
const linkNamed = (within: Element, name: string) =>
  [...within.querySelectorAll('a')].find((link) => plainSpaces(readText(link)).includes(plainSpaces(name)));

const HELP = {
  fr: {
    title: 'Centre d’aide',
    categories: [
      'Projets et devis',
      'Paiement et facturation',
      'Hébergement et support',
      'Compte et données personnelles',
    ],
    paymentQuestion: 'Quelles sont vos conditions de paiement ?',
    paymentAnswer:
      'Un acompte de 50 % du montant total est demandé à la commande. Le solde est payable dans un délai de 30 jours',
    support: '24 h/24, 7 j/7',
    privacyLink: 'Lire la politique de confidentialité',
    still: 'Vous n’avez pas trouvé votre réponse ?',
    contact: 'Nous contacter',
  },
  en: {
    title: 'Help centre',
    categories: ['Projects and quotes', 'Payment and billing', 'Hosting and support', 'Account and personal data'],
    paymentQuestion: 'What are your payment terms?',
    paymentAnswer: 'A deposit of 50% of the total amount is due when you order. The balance is payable within 30 days',
    support: '24/7',
    privacyLink: 'Read the privacy policy',
    still: 'Still need help?',
    contact: 'Contact us',
  },
} as const;

const DOCS = {
  fr: {
    title: 'Guides clients',
    toc: 'Les guides',
    guides: [
      'Préparer le contenu de votre site',
      'Gérer vos emails professionnels',
      'Mettre à jour votre site',
      'Sécuriser vos mots de passe',
      'Payer par Orange Money / MTN MoMo',
      'Suivre votre projet',
    ],
    deposit: 'L’acompte de 50 % est dû à la commande, le solde dans les 30 jours',
  },
  en: {
    title: 'Client guides',
    toc: 'The guides',
    guides: [
      'Preparing your website content',
      'Managing your professional email',
      'Updating your website',
      'Securing your passwords',
      'Paying with Orange Money / MTN MoMo',
      'Following your project',
    ],
    deposit: 'The 50% deposit is due when you order, the balance within 30 days',
  },
} as const;

describe('help centre', () => {
  for (const lang of ['fr', 'en'] as const) {
    const text = HELP[lang];
    it(`${localizedPath('/help', lang)} holds 4 themes of 3 to 4 questions, the terms, 24/7 support and the contact details`, async () => {
      const { document, settings } = await open('/help', lang);
      expect(readTexts(document.querySelectorAll('h1'))).toEqual([text.title]);
      expect(readText(document.querySelector('title'))).toContain(text.title);

      const main = document.querySelector('main')!;
      let total = 0;
      for (const name of text.categories) {
        const region = only(namedBy(document, 'section', name), name);
        expect(readTexts(region.querySelectorAll('h2'))).toEqual([name]);
        const count = region.querySelectorAll('details').length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(4);
        total += count;
      }
      expect(main.querySelectorAll('details')).toHaveLength(total);

      const payment = [...main.querySelectorAll('details')].filter((details) =>
        plainSpaces(readText(details)).includes(plainSpaces(text.paymentQuestion)),
      );
      expect(payment).toHaveLength(1);
      expect(plainSpaces(readText(payment[0]))).toContain(plainSpaces(text.paymentAnswer));
      const support = plainSpaces(readText(only(namedBy(document, 'section', text.categories[2]), 'support')));
      if (settings.hours.support_24_7) expect(support).toContain(plainSpaces(text.support));
      expect(support).toContain(plainSpaces(settings.contact.phone));
      const account = only(namedBy(document, 'section', text.categories[3]), 'account');
      expect(linkNamed(account, text.privacyLink)?.getAttribute('href')).toBe(localizedPath('/privacy', lang));

      const still = only(namedBy(document, 'section', text.still), text.still);
      expect(linkNamed(still, text.contact)?.getAttribute('href')).toBe(localizedPath('/contact', lang));
      expect(linkNamed(still, settings.contact.phone)?.getAttribute('href')).toBe(
        `tel:${settings.contact.phone.replace(/\s/g, '')}`,
      );
      expect(linkNamed(still, settings.contact.email)?.getAttribute('href')).toBe(`mailto:${settings.contact.email}`);
    });
  }
});

describe('client guides', () => {
  for (const lang of ['fr', 'en'] as const) {
    const text = DOCS[lang];
    it(`${localizedPath('/docs', lang)} lists the 6 guides and holds each one with its numbered steps`, async () => {
      const { document, settings } = await open('/docs', lang);
      expect(readTexts(document.querySelectorAll('h1'))).toEqual([text.title]);
      expect(readText(document.querySelector('title'))).toContain(text.title);

      const toc = only(namedBy(document, 'nav', text.toc), text.toc);
      expect(readTexts(toc.querySelectorAll('a'))).toEqual(text.guides);
      for (const title of text.guides) {
        const guide = only(namedBy(document, 'section', title), title);
        expect(readTexts(guide.querySelectorAll('h2'))).toEqual([title]);
        expect(guide.querySelectorAll('ol')).toHaveLength(1);
        expect(guide.querySelectorAll('ol > li').length).toBeGreaterThanOrEqual(3);
        expect(linkNamed(toc, title)?.getAttribute('href')).toBe(`#${guide.id}`);
      }
      const payment = plainSpaces(readText(only(namedBy(document, 'section', text.guides[4]), 'payment')));
      expect(payment).toContain(plainSpaces(text.deposit));
      expect(payment).toContain(settings.contact.email);
      expect(payment).toContain(plainSpaces(settings.contact.phone));
    });
  }
});
