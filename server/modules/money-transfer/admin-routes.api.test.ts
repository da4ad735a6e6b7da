import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyTransferSettings } from '#contract/money-transfer/corridors.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import { createMoneyTransferRepository } from './repository.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const read = async () => body<MoneyTransferSettings>(await editor.call('GET', '/api/admin/money-transfer')).data;
/** What the admin form sends back: the corridors without their server-stamped dates. */
const asInput = (settings: MoneyTransferSettings) => ({
  corridors: settings.corridors.map(({ rate_set_at: _date, ...corridor }) => corridor),
});

describe('/api/admin/money-transfer', () => {
  it('holds the seeded corridors, each rate dated; a corridor without a rate is kept but not offered', async () => {
    const settings = await read();
    expect(settings.corridors.map((corridor) => corridor.id)).toEqual([
      'france',
      'senegal',
      'cote-divoire',
      'usa',
      'canada',
    ]);
    expect(settings.corridors[0]).toMatchObject({ currency: 'EUR', rate: '9350', active: true });
    expect(Date.parse(settings.corridors[0]!.rate_set_at!)).not.toBeNaN();
    expect(settings.corridors.find((corridor) => corridor.id === 'canada')?.rate_set_at).toBeNull();

    const offered = await createMoneyTransferRepository(ctx.database.db).offered('en');
    expect(offered.map((corridor) => corridor.id)).toEqual(['france', 'senegal', 'cote-divoire', 'usa']);
    expect(offered[3]?.country).toBe('United States');
  });

  it('dates a new rate when it changes and keeps the date of a rate left alone; audited', async () => {
    const before = await read();
    const input = asInput(before);
    input.corridors[0]!.rate = '9400.5';
    const saved = await editor.call('PUT', '/api/admin/money-transfer', input);
    expect(saved.statusCode).toBe(200);
    expect(body(saved).message).toBe('Modifications enregistrées');
    const after = await read();
    expect(after.corridors[0]?.rate).toBe('9400.5');
    expect(Date.parse(after.corridors[0]!.rate_set_at!)).toBeGreaterThan(Date.parse(before.corridors[0]!.rate_set_at!));
    expect(after.corridors[1]?.rate_set_at).toBe(before.corridors[1]?.rate_set_at);

    const audit = body<{ action: string; entity_type: string }[]>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?entity_type=money_transfer',
        headers: { authorization: `Bearer ${(await signInStaff(ctx, 'admin')).token}` },
      }),
    ).data;
    expect(audit[0]).toMatchObject({ action: 'update', entity_type: 'money_transfer' });
  });

  it('refuses bands out of order, a bad rate or percentage and a repeated id, field by field, in the visitor’s language', async () => {
    const input = asInput(await read());
    const [france, senegal] = input.corridors;
    france!.rate = '0';
    france!.bands = [
      { up_to: null, fixed: 1000, percent: '1' },
      { up_to: 5_000_000, fixed: 1000, percent: '1.555' },
    ];
    senegal!.id = 'france';
    const french = await editor.call('PUT', '/api/admin/money-transfer', input);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      'corridors.0.rate': ['Taux invalide : un nombre positif, avec au plus 4 décimales (9350.25)'],
      'corridors.0.bands.0.up_to': [
        'Les plafonds doivent croître d’une tranche à l’autre ; seule la dernière peut être sans plafond',
      ],
      'corridors.0.bands.1.percent': ['Pourcentage invalide : de 0 à 99,99, avec au plus 2 décimales (1.5)'],
      // An open-ended band before it: no amount could reach this one.
      'corridors.0.bands.1.up_to': [
        'Les plafonds doivent croître d’une tranche à l’autre ; seule la dernière peut être sans plafond',
      ],
      'corridors.1.id': ['Un autre corridor porte déjà cet identifiant'],
    });
    const english = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/money-transfer?lang=en',
      payload: input,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(body(english).errors?.['corridors.1.id']).toEqual(['Another corridor already has this identifier']);
    // Nothing was saved.
    expect((await read()).corridors[0]?.rate).toBe('9400.5');
  });

  it('is for staff only', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/money-transfer' });
    expect(anonymous.statusCode).toBe(401);
  });
});
