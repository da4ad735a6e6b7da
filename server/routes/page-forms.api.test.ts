import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageForms } from '#contract/page-context.ts';
import { contactMessages, mailOutbox } from '../db/schema.ts';
import { PUBLIC_FORM_LIMITS } from '../modules/rate-limit/rate-limiter.ts';
import { createTestApp, createUser, type TestContext } from '../test-support/test-app.ts';
import type { PageVisitor } from '../http/ssr.ts';
import { createPageForms } from './page-forms.ts';
import { pageFormServicesOf } from './pages.ts';

let ctx: TestContext;
let formsOf: (visitor: PageVisitor) => PageForms;

beforeAll(async () => {
  ctx = await createTestApp();
  formsOf = (visitor) => createPageForms(pageFormServicesOf(ctx.app), visitor);
  await createUser(ctx.database, {
    email: 'form-login@weltaare.test',
    password: 'form login password',
    role: 'editor',
  });
});
afterAll(() => ctx.close());

const message = { name: 'Awa Camara', email: 'awa@example.com', subject: 'Site vitrine', message: 'Bonjour' };

describe('forms posted to pages without JavaScript, handled in-process', () => {
  it('stores a contact message with its staff notification, without any HTTP call', async () => {
    const result = await formsOf({ language: 'fr', ip: '10.20.0.1' }).contact(message);
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : 0;
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ip: '10.20.0.1', email: 'awa@example.com', language: 'fr' });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-notification'));
    expect(mails.some((mail) => mail.subject.includes('Awa Camara'))).toBe(true);
  });

  it("counts each visitor's own address: one flooding visitor does not block another", async () => {
    const flooder = formsOf({ language: 'en', ip: '10.20.0.2' });
    for (let i = 0; i < PUBLIC_FORM_LIMITS.contact.limit; i += 1)
      expect((await flooder.contact(message)).ok).toBe(true);
    const refused = await flooder.contact(message);
    expect(refused).toEqual({
      ok: false,
      status: 429,
      message: 'Too many requests, please try again later',
      errors: {},
    });
    expect((await formsOf({ language: 'fr', ip: '10.20.0.3' }).contact(message)).ok).toBe(true);
  });

  it('answers field errors in the visitor language, as the API does', async () => {
    const result = await formsOf({ language: 'en', ip: '10.20.0.4' }).contact({
      ...message,
      email: 'nope',
      phone: 'abc',
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: 'The submitted data is invalid',
      errors: { email: ['Invalid email format'], phone: ['Invalid phone number'] },
    });
    const nul = await formsOf({ language: 'fr', ip: '10.20.0.4' }).contact({ ...message, name: 'A\u0000' });
    expect(nul).toMatchObject({
      ok: false,
      status: 422,
      errors: { name: ['Ce champ contient un caractère non autorisé'] },
    });
  });

  it('signs staff in through the same throttled login as the API', async () => {
    const forms = formsOf({ language: 'fr', ip: '10.20.0.5' });
    const wrong = await forms.login({ email: 'form-login@weltaare.test', password: 'not it' });
    expect(wrong).toMatchObject({ ok: false, status: 401, message: 'Email ou mot de passe incorrect' });
    const right = await forms.login({ email: 'form-login@weltaare.test', password: 'form login password' });
    const session = right.ok && 'token' in right.data ? right.data : null;
    expect(session?.user.email).toBe('form-login@weltaare.test');
    expect(session?.token.length).toBeGreaterThan(20);
  });
});
