import { describe, expect, it } from 'vitest';
import { projectsKind } from '#contract/content-kinds/projects.ts';
import { servicesKind } from '#contract/content-kinds/services.ts';
import { testimonialsKind } from '#contract/content-kinds/testimonials.ts';
import { changedValues, commaSeparated, formValuesOf, requestBodyOf } from './form-values.ts';

describe('formValuesOf', () => {
  it('starts a new item from the declared defaults, with blank inputs elsewhere', () => {
    expect(formValuesOf(servicesKind.fields, null)).toEqual({
      slug: '',
      slug_en: '',
      name: { fr: '', en: '' },
      short_description: { fr: '', en: '' },
      description: { fr: '', en: '' },
      features: [],
      process: [],
      faqs: [],
      icon: 'Globe',
      featured_image: null,
      active: true,
      featured: false,
      sort_order: 0,
      price_from_gnf: '',
      publish_at: '',
      seo_title: { fr: '', en: '' },
      seo_description: { fr: '', en: '' },
      seo_image: null,
    });
    expect(formValuesOf(testimonialsKind.fields, null)).toMatchObject({
      client_title: { fr: '', en: '' },
      rating: '',
      service_id: '',
      status: 'pending',
    });
  });

  it('gives every text in both languages an English input, down into lists, and ids as select values', () => {
    const values = formValuesOf(testimonialsKind.fields, {
      content: { fr: 'Très bien' },
      client_name: 'Awa',
      client_title: null,
      client_company: null,
      client_photo: null,
      client_email: null,
      rating: 4,
      service_id: 3,
      project_id: null,
      status: 'approved',
      featured: true,
    });
    expect(values).toMatchObject({
      content: { fr: 'Très bien', en: '' },
      client_title: { fr: '', en: '' },
      client_company: '',
      rating: '4',
      service_id: '3',
      project_id: '',
    });
    expect(
      formValuesOf(servicesKind.fields, { process: [{ title: { fr: 'Écoute' }, description: { fr: 'x', en: 'y' } }] })
        .process,
    ).toEqual([{ title: { fr: 'Écoute', en: '' }, description: { fr: 'x', en: 'y' } }]);
  });
});

describe('requestBodyOf', () => {
  it('sends blanks as null, numbers as numbers, and leaves a blank slug to the server', () => {
    const values = formValuesOf(projectsKind.fields, null);
    const body = requestBodyOf(projectsKind.fields, {
      ...values,
      title: { fr: 'Site', en: '' },
      client_name: '  ',
      service_id: '7',
      project_url: ' https://example.org ',
      sort_order: '3',
    });
    expect(body).toMatchObject({
      slug: undefined,
      client_name: null,
      service_id: 7,
      project_url: 'https://example.org',
      completed_on: null,
      sort_order: 3,
      published: false,
    });
    // The body the form sends is one the server accepts.
    expect(
      projectsKind.schemas.input.safeParse({ ...body, summary: { fr: 'Résumé' }, body: { fr: '<p>x</p>' } }).success,
    ).toBe(true);
  });

  it('sends an optional text in both languages left empty as null, and a filled one as it is', () => {
    const values = formValuesOf(testimonialsKind.fields, null);
    expect(requestBodyOf(testimonialsKind.fields, values)).toMatchObject({ client_title: null, rating: null });
    expect(
      requestBodyOf(testimonialsKind.fields, { ...values, client_title: { fr: '', en: 'CEO' }, rating: '5' }),
    ).toMatchObject({ client_title: { fr: '', en: 'CEO' }, rating: 5 });
  });
});

describe('commaSeparated', () => {
  it('splits a typed list and drops the blanks', () => {
    expect(commaSeparated(' React, Node.js ,, PostgreSQL ,')).toEqual(['React', 'Node.js', 'PostgreSQL']);
  });
});

describe('changedValues', () => {
  it('keeps only what the form changed since it opened, texts in both languages compared whole', () => {
    const opened = { name: { fr: 'Hébergement', en: '' }, active: true, tags: 'web, pme' };
    const current = { name: { fr: 'Hébergement web', en: '' }, active: true, tags: 'web, pme' };
    expect(changedValues(opened, current)).toEqual({ name: { fr: 'Hébergement web', en: '' } });
    expect(changedValues(opened, opened)).toEqual({});
  });
});
