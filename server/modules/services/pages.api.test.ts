import { describe, expect, it } from 'vitest';
import type { PublicService } from '#contract/schemas/service.ts';
import { DISPLAY_LIMITS, SERVICE_SLUGS } from '#contract/constants.ts';
import { namedBy, pageDocument, readText, readTexts } from '../../test-support/page-document.ts';
import { serveRealPages } from '../../test-support/pages-app.ts';
import { localizedPath } from '#contract/page-urls.ts';

/*
 * What each service page holds, in each language, read from the server's HTML (moved from the
 * browser suite, issue 37): the browser keeps one page per language, where the questions are
 * opened and axe runs (tests/e2e/services.spec.ts).
 */

const site = serveRealPages('/services');

type Lang = 'fr' | 'en';

const TEXTS = {
  fr: {
    features: 'Ce que comprend ce service',
    process: 'Notre méthode',
    faqs: 'Questions fréquentes',
    testimonials: 'Ils nous ont fait confiance',
    quote: (name: string) => `Demander un devis pour ${name}`,
    others: 'Nos autres services',
  },
  en: {
    features: 'What this service includes',
    process: 'Our method',
    faqs: 'Frequently asked questions',
    testimonials: 'They trusted us',
    quote: (name: string) => `Request a quote for ${name}`,
    others: 'Our other services',
  },
} as const;

async function apiData<T>(path: string, lang: Lang): Promise<T> {
  const response = await site().app.inject({ method: 'GET', url: `${path}?lang=${lang}` });
  expect(response.statusCode, path).toBe(200);
  return response.json<{ data: T }>().data;
}

/** The section a heading names (aria-labelledby), as a screen reader finds the region. */
const region = (document: Document, name: string) => namedBy(document, 'section', name)[0] ?? null;

describe('service pages', () => {
  for (const slug of SERVICE_SLUGS) {
    for (const lang of ['fr', 'en'] as const) {
      it(`[${lang}] /services/${slug}: the service, what it includes, its method, its questions (closed), its testimonials and the other services`, async () => {
        const texts = TEXTS[lang];
        const service = await apiData<PublicService>(`/api/services/${slug}`, lang);
        const [testimonials, active] = await Promise.all([
          apiData<{ client_name: string }[]>(`/api/testimonials/service/${service.id}`, lang),
          apiData<PublicService[]>('/api/services/active', lang),
        ]);

        const path = localizedPath(`/services/${slug}`, lang);
        const response = await site().app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(200);
        const document = pageDocument(response.body);
        expect(document.documentElement.getAttribute('lang')).toBe(lang);
        expect(readText(document.querySelector('title'))).toBe(`${service.name} | Weltaare`);
        expect(readTexts(document.querySelectorAll('h1'))).toEqual([service.name]);
        expect(readText(document.querySelector('main'))).toContain(service.short_description);

        const featuresHeading = [...document.querySelectorAll('h2')].find((h2) => readText(h2) === texts.features);
        expect(featuresHeading?.nextElementSibling?.tagName).toBe('UL');
        expect(readTexts(featuresHeading!.nextElementSibling!.querySelectorAll(':scope > li'))).toEqual(
          service.features,
        );

        const steps = [...(region(document, texts.process)?.querySelectorAll('li') ?? [])];
        expect(steps.map((step) => readText(step.querySelector('h3')))).toEqual(
          service.process.map((step) => step.title),
        );
        steps.forEach((step, index) => expect(readText(step)).toContain(`${index + 1}`));

        expect(service.faqs.length).toBeGreaterThan(0);
        const questions = [...(region(document, texts.faqs)?.querySelectorAll('details') ?? [])];
        expect(questions.map((details) => readText(details.querySelector('summary')))).toEqual(
          service.faqs.map((faq) => faq.question),
        );
        expect(questions.map((details) => readText(details.querySelector('p')))).toEqual(
          service.faqs.map((faq) => faq.answer),
        );
        // Closed until the visitor opens one: the answers are hidden.
        expect(questions.filter((details) => details.hasAttribute('open'))).toEqual([]);

        const testimonialRegion = region(document, texts.testimonials);
        if (testimonials.length === 0) {
          expect(testimonialRegion).toBeNull();
        } else {
          const shown = testimonials.slice(0, DISPLAY_LIMITS.testimonialsDefaultMax);
          expect(testimonialRegion?.querySelectorAll('figure').length).toBe(shown.length);
          for (const testimonial of shown) expect(readText(testimonialRegion)).toContain(testimonial.client_name);
        }

        const quote = [...document.querySelectorAll('main a')].find(
          (link) => readText(link) === texts.quote(service.name),
        );
        expect(quote?.getAttribute('href')).toBe(localizedPath('/contact', lang));

        const others = [...(region(document, texts.others)?.querySelectorAll('a') ?? [])];
        const otherServices = active.filter((other) => other.slug !== slug);
        expect(others.map((link) => [readText(link), link.getAttribute('href')])).toEqual(
          otherServices.map((other) => [other.name, localizedPath(`/services/${other.slug}`, lang)]),
        );
      });
    }
  }
});
