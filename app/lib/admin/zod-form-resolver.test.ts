import { describe, expect, it, vi } from 'vitest';
import { serviceInputSchema } from '#contract/schemas/service.ts';
import { applyServerFieldErrors, zodFormResolver } from './zod-form-resolver.ts';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

describe('zodFormResolver', () => {
  it('reports each problem on its nested field, in the chosen language', async () => {
    const resolver = zodFormResolver(serviceInputSchema, 'fr');
    const result = await resolver(
      { name: { fr: '' }, short_description: { fr: 'ok' }, description: { fr: 'x'.repeat(5001) } },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toMatchObject({
      name: { fr: { message: 'Le texte en français est obligatoire' } },
      description: { fr: { message: 'Ce champ est trop long' } },
    });
    expect(result.errors).not.toHaveProperty('short_description');
  });

  it('answers in English for an English-speaking staff member', async () => {
    const resolver = zodFormResolver(serviceInputSchema, 'en');
    const result = await resolver({ name: { fr: ' ' } }, undefined, resolverOptions);
    expect(result.errors).toMatchObject({ name: { fr: { message: 'The French text is required' } } });
  });

  it('checks the request body made from the form values, and keeps the values themselves', async () => {
    const values = {
      slug: '',
      name: { fr: 'Audit', en: '' },
      short_description: { fr: 'Court', en: '' },
      description: { fr: 'Long', en: '' },
    };
    // An empty slug is not a valid slug; the form leaves it out so the server makes one.
    const strict = await zodFormResolver(serviceInputSchema, 'fr')(values, undefined, resolverOptions);
    expect(strict.errors).toHaveProperty('slug');
    const resolver = zodFormResolver<typeof values>(serviceInputSchema, 'fr', ({ slug, ...rest }) => ({
      ...rest,
      slug: slug || undefined,
    }));
    const result = await resolver(values, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });
});

describe('applyServerFieldErrors', () => {
  it('sets each 422 field error on the field of the same dotted name, and _root on the form', () => {
    const setError = vi.fn();
    applyServerFieldErrors({ 'name.fr': ['Trop long', 'Invalide'], _root: ['Refusé'] }, setError);
    expect(setError).toHaveBeenCalledWith('name.fr', { type: 'server', message: 'Trop long Invalide' });
    expect(setError).toHaveBeenCalledWith('root', { type: 'server', message: 'Refusé' });
  });
});
