import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const contact = { name: 'Awa Camara', email: 'awa@example.com', subject: 'Site vitrine', message: 'Bonjour' };

describe('a NUL character never reaches the database', () => {
  it.each(['/api/services/%00', '/api/blog/a%00b', '/api/blog?search=%00', '/api/blog?tag=%00', '/api/careers/%00'])(
    'answers 400 in the visitor language for %s',
    async (url) => {
      const french = await ctx.app.inject({ method: 'GET', url });
      expect(french.statusCode).toBe(400);
      expect(body(french)).toEqual({ success: false, message: 'La requête contient un caractère non autorisé' });
      const english = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(body(english).message).toBe('The request contains a character that is not allowed');
    },
  );

  it('answers 422 on the field for a NUL inside the contact form, and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact?lang=en',
      payload: { ...contact, message: 'Bonjour\u0000' },
    });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ message: ['This field contains a character that is not allowed'] });
    const inbox = await editor.call('GET', '/api/admin/messages');
    expect(JSON.stringify(body(inbox).data)).not.toContain('Bonjour\\u0000');
  });

  it('answers 422 on the field for a NUL inside an admin write', async () => {
    const response = await editor.call('POST', '/api/admin/clients', { name: { fr: 'Client\u0000', en: '' } });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({ 'name.fr': ['Ce champ contient un caractère non autorisé'] });
  });
});

describe('field names that are also names of Object.prototype', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    'refuses an unknown "%s" field with 422 and a clear message',
    async (field) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, [field]: 1 },
      });
      expect(response.statusCode).toBe(422);
      expect(body(response)).toEqual({
        success: false,
        message: 'Les données envoyées sont invalides',
        errors: { [field]: ['Champ non autorisé'] },
      });
    },
  );
});

describe('security headers on every answer', () => {
  it('sends the same headers on a badly encoded address (answered before routing) as on a page of the API', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/services/%E0%A4%A' });
    const served = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    expect(refused.statusCode).toBe(400);
    for (const header of [
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
    ]) {
      expect(refused.headers[header], header).toBeDefined();
      expect(refused.headers[header], header).toBe(served.headers[header]);
    }
  });

  it('forbids camera, microphone, geolocation and payment to every page and frame', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });
});
