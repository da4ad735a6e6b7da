import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyTransferSettings, StoredPricing } from '#contract/money-transfer/corridors.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import { createSettingsRepository } from '../settings/repository.ts';
import { createMoneyTransferRepository, MONEY_TRANSFER_KEY } from './repository.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const read = async () => body<MoneyTransferSettings>(await editor.call('GET', '/api/admin/money-transfer')).data;
const withoutDate = (pricing: StoredPricing | null) => {
  if (!pricing) return null;
  const { rate_set_at: _date, ...input } = pricing;
  return input;
};
/** What the admin form sends back: the corridors without their server-stamped dates. */
const asInput = (settings: MoneyTransferSettings) => ({
  corridors: settings.corridors.map((corridor) => ({
    ...corridor,
    out_of_guinea: withoutDate(corridor.out_of_guinea),
    into_guinea: withoutDate(corridor.into_guinea),
  })),
});

describe('/api/admin/money-transfer', () => {
  it('holds the seeded corridors, each way’s rate dated; a way without a rate is kept but not offered', async () => {
    const settings = await read();
    expect(settings.corridors.map((corridor) => corridor.id)).toEqual([
      'france',
      'senegal',
      'cote-divoire',
      'usa',
      'canada',
    ]);
    expect(settings.corridors[0]).toMatchObject({
      currency: 'EUR',
      flow: 'both',
      out_of_guinea: { rate: '9350' },
      into_guinea: { rate: '9250' },
      active: true,
    });
    expect(Date.parse(settings.corridors[0]!.out_of_guinea!.rate_set_at!)).not.toBeNaN();
    const canada = settings.corridors.find((corridor) => corridor.id === 'canada');
    expect(canada).toMatchObject({ flow: 'into-guinea', out_of_guinea: null, into_guinea: { rate_set_at: null } });

    const offered = await createMoneyTransferRepository(ctx.database.db).offered('en');
    expect(offered.map((corridor) => `${corridor.id} ${corridor.flow}`)).toEqual([
      'france out-of-guinea',
      'france into-guinea',
      'senegal out-of-guinea',
      'senegal into-guinea',
      'cote-divoire out-of-guinea',
      'cote-divoire into-guinea',
      'usa out-of-guinea',
      'usa into-guinea',
    ]);
    expect(offered[7]).toMatchObject({ country: 'United States', currency: 'USD', rate: '8550' });
  });

  it('dates a new rate when it changes and keeps the date of a rate left alone; audited', async () => {
    const before = await read();
    const input = asInput(before);
    input.corridors[0]!.out_of_guinea!.rate = '9400.5';
    const saved = await editor.call('PUT', '/api/admin/money-transfer', input);
    expect(saved.statusCode).toBe(200);
    expect(body(saved).message).toBe('Modifications enregistrées');
    const after = await read();
    expect(after.corridors[0]?.out_of_guinea?.rate).toBe('9400.5');
    expect(Date.parse(after.corridors[0]!.out_of_guinea!.rate_set_at!)).toBeGreaterThan(
      Date.parse(before.corridors[0]!.out_of_guinea!.rate_set_at!),
    );
    // The other way's rate, and the other corridors', were left alone: their dates stay.
    expect(after.corridors[0]?.into_guinea?.rate_set_at).toBe(before.corridors[0]?.into_guinea?.rate_set_at);
    expect(after.corridors[1]?.out_of_guinea?.rate_set_at).toBe(before.corridors[1]?.out_of_guinea?.rate_set_at);

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
    france!.out_of_guinea!.rate = '0';
    france!.out_of_guinea!.bands = [
      { up_to: null, fixed: 1000, percent: '1' },
      { up_to: 5_000_000, fixed: 1000, percent: '1.555' },
    ];
    senegal!.id = 'france';
    const french = await editor.call('PUT', '/api/admin/money-transfer', input);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      'corridors.0.out_of_guinea.rate': ['Taux invalide : un nombre positif, avec au plus 4 décimales (9350.25)'],
      'corridors.0.out_of_guinea.bands.0.up_to': [
        'Les plafonds doivent croître d’une tranche à l’autre ; seule la dernière peut être sans plafond',
      ],
      'corridors.0.out_of_guinea.bands.1.percent': [
        'Pourcentage invalide : de 0 à 99,99, avec au plus 2 décimales (1.5)',
      ],
      // An open-ended band before it: no amount could reach this one.
      'corridors.0.out_of_guinea.bands.1.up_to': [
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
    expect((await read()).corridors[0]?.out_of_guinea?.rate).toBe('9400.5');
  });

  it('a corridor goes one way or both: each way it goes needs its rate and bands, a way it does not go is dropped', async () => {
    const input = asInput(await read());
    const senegal = input.corridors[1]!;
    senegal.flow = 'into-guinea';
    senegal.into_guinea = null;
    const refused = await editor.call('PUT', '/api/admin/money-transfer?lang=en', input);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({
      'corridors.1.into_guinea': ['Give the rate and fee bands of this way of transfer'],
    });

    senegal.into_guinea = { rate: '14.3', bands: [{ up_to: null, fixed: 1_500, percent: '1' }] };
    const saved = await editor.call('PUT', '/api/admin/money-transfer', input);
    expect(saved.statusCode).toBe(200);
    const stored = (await read()).corridors[1]!;
    // Still sent, the outbound rate is not kept: the corridor no longer goes that way.
    expect(stored).toMatchObject({ flow: 'into-guinea', out_of_guinea: null, into_guinea: { rate: '14.3' } });
    const offered = await createMoneyTransferRepository(ctx.database.db).offered('fr');
    expect(offered.filter((corridor) => corridor.id === 'senegal').map((corridor) => corridor.flow)).toEqual([
      'into-guinea',
    ]);
  });

  it('reads corridors saved before they had a way as going out of Guinea', async () => {
    const settings = createSettingsRepository(ctx.database.db);
    const current = await settings.get(MONEY_TRANSFER_KEY);
    try {
      const bands = [{ up_to: null, fixed: 10_000, percent: '1' }];
      const dated = '2026-01-05T10:00:00.000Z';
      await settings.put(MONEY_TRANSFER_KEY, {
        corridors: [
          {
            id: 'mali',
            country: { fr: 'Mali', en: 'Mali' },
            currency: 'XOF',
            rate: '14.3',
            rate_set_at: dated,
            active: true,
            bands,
          },
        ],
      });
      expect((await read()).corridors).toEqual([
        {
          id: 'mali',
          country: { fr: 'Mali', en: 'Mali' },
          currency: 'XOF',
          flow: 'out-of-guinea',
          out_of_guinea: { rate: '14.3', rate_set_at: dated, bands },
          into_guinea: null,
          active: true,
        },
      ]);
    } finally {
      await settings.put(MONEY_TRANSFER_KEY, current);
    }
  });

  it('is for staff only', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/money-transfer' });
    expect(anonymous.statusCode).toBe(401);
  });
});
