import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  createUser,
  loginAs,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;

let aminata: SignedInStaff;
let bakary: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  aminata = await signInStaff(ctx, 'editor', 'aminata@weltaare.test');
  bakary = await signInStaff(ctx, 'editor', 'bakary@weltaare.test');
});
afterAll(() => ctx.close());

interface Service {
  id: number;
  version: number;
  name: { fr: string };
  short_description: { fr: string };
}
interface Conflict {
  version: number;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
  current: Service;
}

async function newService(name: string) {
  const created = await aminata.call('POST', '/api/admin/services', {
    name: { fr: name },
    short_description: { fr: 'Court.' },
    description: { fr: '<p>Long.</p>' },
    icon: 'Zap',
  });
  expect(created.statusCode, created.body).toBe(201);
  return body<Service>(created).data;
}

describe('two editors on one item (optimistic concurrency)', () => {
  it('gives every item its version, as a field and as an ETag', async () => {
    const service = await newService('Versionné');
    expect(service.version).toBe(1);
    const read = await bakary.call('GET', `/api/admin/services/${service.id}`);
    expect(read.headers.etag).toBe('"1"');
    expect(body<Service>(read).data.version).toBe(1);
    const list = body<Service[]>(await bakary.call('GET', '/api/admin/services?search=Versionné')).data;
    expect(list.map((item) => item.version)).toEqual([1]);
  });

  it('refuses a save made from an older version with 409, says who saved and when, and changes nothing', async () => {
    const service = await newService('Deux éditeurs');
    // Both open version 1; Aminata saves the short description first.
    const first = await aminata.call(
      'PATCH',
      `/api/admin/services/${service.id}`,
      { short_description: { fr: 'Celle d’Aminata.' } },
      { 'if-match': '"1"' },
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(body<Service>(first).data.version).toBe(2);

    // Bakary saves the name from his stale form.
    const stale = await bakary.call(
      'PATCH',
      `/api/admin/services/${service.id}`,
      { name: { fr: 'Le nom de Bakary' } },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json() as { success: false; message: string; data: Conflict };
    expect(conflict.success).toBe(false);
    expect(conflict.message).toBe(
      'Quelqu’un a enregistré cet élément après que vous l’avez ouvert : rien n’a été modifié',
    );
    expect(conflict.data).toMatchObject({ version: 2, updated_by: { id: aminata.user.id, name: 'aminata' } });
    expect(Date.parse(conflict.data.updated_at)).not.toBeNaN();
    expect(conflict.data.current.short_description.fr).toBe('Celle d’Aminata.');
    expect(stale.headers.etag).toBe('"2"');

    const stored = body<Service>(await aminata.call('GET', `/api/admin/services/${service.id}`)).data;
    expect(stored).toMatchObject({
      version: 2,
      name: { fr: 'Deux éditeurs' },
      short_description: { fr: 'Celle d’Aminata.' },
    });
  });

  it('answers in English to an English client', async () => {
    const service = await newService('In English');
    await aminata.call('PATCH', `/api/admin/services/${service.id}`, { active: false });
    const stale = await bakary.call(
      'PATCH',
      `/api/admin/services/${service.id}?lang=en`,
      { active: true },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toBe(
      'Someone saved this item after you opened it: nothing was changed',
    );
  });

  it('takes the version from the body too, so a GET answer sent back whole is checked', async () => {
    const service = await newService('Corps');
    const read = body<Service>(await bakary.call('GET', `/api/admin/services/${service.id}`)).data;
    await aminata.call('PATCH', `/api/admin/services/${service.id}`, { short_description: { fr: 'Changé.' } });
    const stale = await bakary.call('PUT', `/api/admin/services/${service.id}`, { ...read, name: { fr: 'Écrasé ?' } });
    expect(stale.statusCode).toBe(409);
    const current = body<Service>(await bakary.call('GET', `/api/admin/services/${service.id}`)).data;
    const saved = await bakary.call('PUT', `/api/admin/services/${service.id}`, { ...current, name: { fr: 'Repris' } });
    expect(saved.statusCode).toBe(200);
    expect(body<Service>(saved).data).toMatchObject({ version: 3, name: { fr: 'Repris' } });
  });

  it('still accepts a write with no version (the spec’s API clients send none)', async () => {
    const service = await newService('Sans version');
    await aminata.call('PATCH', `/api/admin/services/${service.id}`, { short_description: { fr: 'Un.' } });
    const blind = await bakary.call('PATCH', `/api/admin/services/${service.id}`, { name: { fr: 'Deux' } });
    expect(blind.statusCode).toBe(200);
    expect(body<Service>(blind).data.version).toBe(3);
    expect((await bakary.call('PATCH', `/api/admin/services/${service.id}`, {}, { 'if-match': '*' })).statusCode).toBe(
      200,
    );
  });

  it('checks state changes, revision restores and deletions the same way', async () => {
    const service = await newService('Transitions');
    await aminata.call('PATCH', `/api/admin/services/${service.id}`, { short_description: { fr: 'Deux.' } });
    const ifOne = { 'if-match': '"1"' };
    expect(
      (await bakary.call('PATCH', `/api/admin/services/${service.id}/deactivate`, undefined, ifOne)).statusCode,
    ).toBe(409);
    const revisions = body<{ id: number }[]>(
      await bakary.call('GET', `/api/admin/services/${service.id}/revisions`),
    ).data;
    const oldest = revisions.at(-1)!;
    expect(
      (await bakary.call('POST', `/api/admin/services/${service.id}/revisions/${oldest.id}/restore`, undefined, ifOne))
        .statusCode,
    ).toBe(409);
    expect((await bakary.call('DELETE', `/api/admin/services/${service.id}`, undefined, ifOne)).statusCode).toBe(409);
    expect((await bakary.call('GET', `/api/admin/services/${service.id}`)).statusCode).toBe(200);
    expect(
      (await bakary.call('DELETE', `/api/admin/services/${service.id}`, undefined, { 'if-match': '"2"' })).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const service = await newService('Course');
    const saves = await Promise.all(
      ['A', 'B', 'C', 'D'].map((letter) =>
        (letter < 'C' ? aminata : bakary).call(
          'PATCH',
          `/api/admin/services/${service.id}`,
          { name: { fr: `Course ${letter}` } },
          { 'if-match': '"1"' },
        ),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(body<Service>(await aminata.call('GET', `/api/admin/services/${service.id}`)).data.version).toBe(2);
  });

  it('refuses a version that is not one with 422', async () => {
    const service = await newService('Mauvaise version');
    for (const headers of [{ 'if-match': 'abc' }, { 'if-match': '"0"' }]) {
      const answer = await bakary.call('PATCH', `/api/admin/services/${service.id}`, {}, headers);
      expect(answer.statusCode).toBe(422);
    }
    const inBody = await bakary.call('PATCH', `/api/admin/services/${service.id}`, { version: 'deux' });
    expect(inBody.statusCode).toBe(422);
    expect((inBody.json() as { errors: Record<string, string[]> }).errors).toHaveProperty('version');
  });
});

describe('two editors on a record kept whole, or an account', () => {
  it('refuses a stale save of the reply templates, the corridors and the checklists, and counts every save', async () => {
    for (const resource of ['reply-templates', 'money-transfer', 'study-abroad']) {
      const read = await aminata.call('GET', `/api/admin/${resource}`);
      const record = body<Record<string, unknown> & { version: number }>(read).data;
      expect(read.headers.etag).toBe(`"${record.version}"`);
      const { version, ...values } = record;
      const first = await aminata.call('PUT', `/api/admin/${resource}`, values, { 'if-match': `"${version}"` });
      expect(first.statusCode, first.body).toBe(200);
      expect(body<{ version: number }>(first).data.version).toBe(version + 1);

      const stale = await bakary.call('PUT', `/api/admin/${resource}`, values, { 'if-match': `"${version}"` });
      expect(stale.statusCode).toBe(409);
      expect((stale.json() as { data: Conflict }).data).toMatchObject({
        version: version + 1,
        updated_by: { name: 'aminata' },
      });
      // The whole answer sent back carries its version, checked as well.
      expect((await bakary.call('PUT', `/api/admin/${resource}`, record)).statusCode).toBe(409);
      expect((await bakary.call('PUT', `/api/admin/${resource}`, values)).statusCode).toBe(200);
    }
  });

  it('refuses an admin’s stale change to a staff account', async () => {
    const admin = await createUser(ctx.database, {
      email: 'fanta@weltaare.test',
      password: 'Fanta long password',
      role: 'admin',
    });
    const token = await loginAs(ctx.app, 'fanta@weltaare.test', 'Fanta long password');
    const call = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${bakary.user.id}`,
        payload,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${bakary.user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { version } = body<{ version: number }>(read).data;
    expect(read.headers.etag).toBe(`"${version}"`);
    expect((await call({ name: 'Bakary Camara' }, { 'if-match': `"${version}"` })).statusCode).toBe(200);
    const stale = await call({ name: 'Bakary C.' }, { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { data: Conflict & { current: { name: string } } }).data).toMatchObject({
      version: version + 1,
      updated_by: { id: admin.id },
      current: { name: 'Bakary Camara' },
    });
  });
});
