import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type SignedInStaff, signInStaff, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  editor = await signInStaff(ctx, 'editor');
  for (const name of ['Pourquoi nous QX', 'étudier à l’étranger QX', 'Design QX', 'Économie QX'])
    await editor.call('POST', '/api/admin/solutions', {
      name: { fr: name },
      summary: { fr: 'Résumé.' },
      body: { fr: '<p>Texte.</p>' },
    });
});
afterAll(() => ctx.close());

const names = async (sort: string) =>
  body<{ name: { fr: string } }[]>(await editor.call('GET', `/api/admin/solutions?search=QX&sort=${sort}`)).data.map(
    (item) => item.name.fr,
  );

describe('the order of admin lists', () => {
  it('follows French alphabetical order, accents and case aside, both ways', async () => {
    expect(await names('name')).toEqual(['Design QX', 'Économie QX', 'étudier à l’étranger QX', 'Pourquoi nous QX']);
    expect(await names('-name')).toEqual(['Pourquoi nous QX', 'étudier à l’étranger QX', 'Économie QX', 'Design QX']);
  });

  it('turns any declared sort around, and refuses one that is not declared', async () => {
    expect((await editor.call('GET', '/api/admin/solutions?sort=updated_at')).statusCode).toBe(200);
    expect((await editor.call('GET', '/api/admin/solutions?sort=-sort_order')).statusCode).toBe(200);
    expect((await editor.call('GET', '/api/admin/solutions?sort=slug')).statusCode).toBe(422);
  });
});
