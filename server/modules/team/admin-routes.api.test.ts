import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTeamMember, PublicTeamMember, TeamMemberStats } from '#contract/schemas/team.ts';
import { auditLog } from '../../db/schema.ts';
import {
  body,
  createTestApp,
  type HttpMethod,
  type SignedInStaff,
  signInStaff,
  type TestContext,
} from '../../test-support/test-app.ts';

let ctx: TestContext;
let editor: SignedInStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await signInStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const call = (method: HttpMethod, url: string, payload?: object) => editor.call(method, url, payload);
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const publicTeam = async (query = '') => body<PublicTeamMember[]>(await publicGet(`/api/team${query}`)).data;
const publicIds = async () => (await publicTeam()).map((member) => member.id);

const newMember = {
  name: 'Fatoumata Camara',
  role: { fr: 'Développeuse mobile', en: 'Mobile developer' },
  bio: { fr: 'Fatoumata conçoit nos applications mobiles.' },
  photo: '/media/seed/people/oumar-sylla',
  sort_order: 5,
};

describe('admin team', () => {
  it('lists every member with filters, sort and stats', async () => {
    const all = body<AdminTeamMember[]>(await call('GET', '/api/admin/team?per_page=50'));
    expect(all.meta).toMatchObject({ total: 4 });
    expect(all.data[0]?.role).toHaveProperty('en');
    const byName = body<AdminTeamMember[]>(await call('GET', '/api/admin/team?sort=name'));
    expect(byName.data.map((member) => member.name)).toEqual([
      'Abdoulaye Barry',
      'Aïssatou Keïta',
      'Mariame Touré',
      'Oumar Sylla',
    ]);
    const byRole = body<AdminTeamMember[]>(await call('GET', '/api/admin/team?search=technical'));
    expect(byRole.data.map((member) => member.name)).toEqual(['Oumar Sylla']);
    const byNameSearch = body<AdminTeamMember[]>(await call('GET', '/api/admin/team?search=barry'));
    expect(byNameSearch.data.map((member) => member.name)).toEqual(['Abdoulaye Barry']);
    expect(body<AdminTeamMember[]>(await call('GET', '/api/admin/team?active=0')).data).toEqual([]);
    expect((await call('GET', '/api/admin/team?sort=age')).statusCode).toBe(422);

    const stats = body<TeamMemberStats>(await call('GET', '/api/admin/team/stats')).data;
    expect(stats).toEqual({ total: 4, active: 4, inactive: 0 });
  });

  it('creates a member, shown on the public page at once', async () => {
    const response = await call('POST', '/api/admin/team', newMember);
    expect(response.statusCode).toBe(201);
    const member = body<AdminTeamMember>(response).data;
    expect(member).toMatchObject({ ...newMember, active: true });
    const english = await publicTeam('?lang=en');
    expect(english.find((item) => item.id === member.id)).toEqual({
      id: member.id,
      name: 'Fatoumata Camara',
      role: 'Mobile developer',
      bio: 'Fatoumata conçoit nos applications mobiles.',
      photo: '/media/seed/people/oumar-sylla',
    });
  });

  it('requires a name and the French texts, refuses bad photos and unknown fields', async () => {
    const invalid = { ...newMember, name: '   ', bio: { en: 'English only' }, photo: '../etc/passwd', email: 'x@y.z' };
    const french = await call('POST', '/api/admin/team', invalid);
    expect(french.statusCode).toBe(422);
    expect(body(french).errors).toEqual({
      name: ['Le nom est obligatoire'],
      'bio.fr': ['Le texte en français est obligatoire'],
      photo: ['Valeur invalide'],
      email: ['Champ non autorisé'],
    });
    const english = await call('POST', '/api/admin/team?lang=en', invalid);
    expect(body(english).errors).toEqual({
      name: ['Name is required'],
      'bio.fr': ['The French text is required'],
      photo: ['Invalid value'],
      email: ['Field not allowed'],
    });
    const missing = await call('POST', '/api/admin/team', {});
    expect(Object.keys(body(missing).errors ?? {}).sort()).toEqual(['bio', 'name', 'role']);
  });

  it('deactivates and activates, the public page following at once', async () => {
    const [member] = body<AdminTeamMember[]>(await call('GET', '/api/admin/team?search=fatoumata')).data;
    const id = member!.id;
    expect(body<AdminTeamMember>(await call('PATCH', `/api/admin/team/${id}/deactivate`)).data.active).toBe(false);
    expect(await publicIds()).not.toContain(id);
    expect(body<AdminTeamMember[]>(await call('GET', '/api/admin/team?active=false')).data).toHaveLength(1);
    expect(body<AdminTeamMember>(await call('PATCH', `/api/admin/team/${id}/activate`)).data.active).toBe(true);
    expect(await publicIds()).toContain(id);
  });

  it('reads, updates and deletes, writing each change to the audit log under the editor', async () => {
    const [member] = body<AdminTeamMember[]>(await call('GET', '/api/admin/team?search=fatoumata')).data;
    const id = member!.id;
    expect(body<AdminTeamMember>(await call('GET', `/api/admin/team/${id}`)).data.name).toBe('Fatoumata Camara');

    const updated = await call('PUT', `/api/admin/team/${id}`, {
      ...newMember,
      role: { fr: 'Responsable mobile', en: 'Mobile lead' },
      photo: null,
      sort_order: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<AdminTeamMember>(updated).data).toMatchObject({
      role: { fr: 'Responsable mobile', en: 'Mobile lead' },
      photo: null,
      sort_order: 1,
    });
    const team = await publicTeam();
    expect(team.find((item) => item.id === id)?.role).toBe('Responsable mobile');
    // Sorted by sort_order on the public page: now second.
    expect(team[1]?.id).toBe(id);

    expect((await call('DELETE', `/api/admin/team/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/team/${id}`)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(id);

    const entries = (await ctx.database.db.select().from(auditLog)).filter(
      (entry) => entry.entityType === 'team_member' && entry.entityId === String(id),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'deactivate', 'activate', 'update', 'delete']);
    expect(entries.every((entry) => entry.userId === editor.user.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await call('GET', '/api/admin/team/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/team/99999', newMember)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/team/99999/activate')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/team/99999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/team/abc/activate')).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await publicGet('/api/admin/team')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/team', payload: newMember })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/admin/team/1/activate' })).statusCode).toBe(401);
  });
});
