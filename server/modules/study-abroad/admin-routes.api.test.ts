import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyAbroadSettings } from '#contract/study-abroad.ts';
import { body, createTestApp, signInStaff, type SignedInStaff, type TestContext } from '../../test-support/test-app.ts';
import { createStudyAbroadRepository } from './repository.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const read = async () => body<StudyAbroadSettings>(await editor.call('GET', '/api/admin/study-abroad')).data;

describe('/api/admin/study-abroad', () => {
  it('holds the seeded destinations; visitors get the active ones in their language', async () => {
    const settings = await read();
    expect(settings.destinations.map((destination) => destination.id)).toEqual([
      'france',
      'canada',
      'morocco',
      'turkey',
    ]);
    const offered = await createStudyAbroadRepository(ctx.database.db).offered('en');
    expect(offered[2]).toMatchObject({ id: 'morocco', country: 'Morocco' });
    expect(offered[0]?.items.filter((item) => item.kind === 'document').map((item) => item.title)).toContain(
      'Valid passport',
    );
  });

  it('saves a changed checklist whole, audited; a switched-off destination is no longer offered', async () => {
    const settings = await read();
    const turkey = settings.destinations[3]!;
    turkey.active = false;
    settings.destinations[0]!.items.push({
      kind: 'document',
      title: { fr: 'Attestation de logement', en: 'Proof of accommodation' },
      details: { fr: 'Une réservation ou une attestation d’hébergement.', en: 'A booking or a host’s letter.' },
    });
    const saved = await editor.call('PUT', '/api/admin/study-abroad', settings);
    expect(saved.statusCode).toBe(200);
    expect((await read()).destinations[0]?.items.at(-1)?.title.en).toBe('Proof of accommodation');
    const offered = await createStudyAbroadRepository(ctx.database.db).offered('fr');
    expect(offered.map((destination) => destination.id)).toEqual(['france', 'canada', 'morocco']);
    expect(offered[0]?.items.at(-1)?.title).toBe('Attestation de logement');

    const admin = await signInStaff(ctx, 'admin');
    const audit = body<{ entity_type: string }[]>(
      await admin.call('GET', '/api/admin/audit-log?entity_type=study_abroad'),
    ).data;
    expect(audit[0]?.entity_type).toBe('study_abroad');
  });

  it('refuses a destination without items, a repeated id and a missing French title, in the visitor’s language', async () => {
    const settings = await read();
    settings.destinations[1]!.items = [];
    settings.destinations[2]!.id = 'france';
    settings.destinations[0]!.items[0]!.title.fr = ' ';
    const french = await editor.call('PUT', '/api/admin/study-abroad', settings);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      'destinations.0.items.0.title.fr': ['Le texte en français est obligatoire'],
      'destinations.1.items': ['Ajoutez au moins une étape ou un document'],
      'destinations.2.id': ['Une autre destination porte déjà cet identifiant'],
    });
    const english = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/study-abroad?lang=en',
      payload: settings,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(body(english).errors?.['destinations.1.items']).toEqual(['Add at least one step or document']);
  });
});
