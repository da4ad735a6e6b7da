import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTeamMember } from '#contract/schemas/team.ts';
import { teamMembers } from '../../db/schema.ts';
import { body, createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The seeded team (server/db/seed/content/team-members.ts), in display order. */
const TEAM = ['Abdoulaye Barry', 'Aïssatou Keïta', 'Oumar Sylla', 'Mariame Touré'];

const names = (list: PublicTeamMember[]) => list.map((member) => member.name);

describe('GET /api/team', () => {
  it('lists active team members in display order, in French by default', async () => {
    const response = await get('/api/team');
    expect(response.statusCode).toBe(200);
    const json = body<PublicTeamMember[]>(response);
    expect(json.success).toBe(true);
    expect(json.message).toBe('OK');
    expect(names(json.data)).toEqual(TEAM);
    expect(json).not.toHaveProperty('meta');
    expect(json.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Abdoulaye Barry',
      role: 'Fondateur et directeur général',
      bio: expect.stringContaining('Ingénieur en informatique'),
      photo: '/media/seed/people/abdoulaye-barry',
    });
  });

  it('answers in English with ?lang=en or Accept-Language', async () => {
    const byQuery = body<PublicTeamMember[]>(await get('/api/team?lang=en'));
    const byHeader = body<PublicTeamMember[]>(await get('/api/team', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(byQuery.data.map((member) => member.role)).toEqual([
      'Founder and managing director',
      'Project manager and study adviser',
      'Technical lead',
      'Designer and communication lead',
    ]);
    expect(byQuery.data[2]?.bio).toContain('Oumar leads the development team');
    expect(byHeader.data).toEqual(byQuery.data);
  });

  it('prefers ?lang= over Accept-Language', async () => {
    const json = body<PublicTeamMember[]>(await get('/api/team?lang=fr', { 'accept-language': 'en' }));
    expect(json.data[0]?.role).toBe('Fondateur et directeur général');
  });

  it('falls back to French for a member with no English text', async () => {
    const [member] = await ctx.database.db
      .insert(teamMembers)
      .values({
        name: 'Fatoumata Camara',
        role: { fr: 'Stagiaire développement' },
        bio: { fr: 'Fatoumata prépare sa licence en informatique.' },
        photo: null,
        sortOrder: 5,
      })
      .returning({ id: teamMembers.id });
    try {
      const json = body<PublicTeamMember[]>(await get('/api/team?lang=en'));
      expect(json.data.at(-1)).toEqual({
        id: member?.id,
        name: 'Fatoumata Camara',
        role: 'Stagiaire développement',
        bio: 'Fatoumata prépare sa licence en informatique.',
        photo: null,
      });
    } finally {
      if (member) await ctx.database.db.delete(teamMembers).where(eq(teamMembers.id, member.id));
    }
  });

  it('hides an inactive member', async () => {
    await ctx.database.db.update(teamMembers).set({ active: false }).where(eq(teamMembers.name, 'Oumar Sylla'));
    try {
      const response = await get('/api/team');
      expect(names(body<PublicTeamMember[]>(response).data)).toEqual(TEAM.filter((name) => name !== 'Oumar Sylla'));
      expect(response.body).not.toContain('Oumar');
    } finally {
      await ctx.database.db.update(teamMembers).set({ active: true }).where(eq(teamMembers.name, 'Oumar Sylla'));
    }
  });

  it('follows the sort order an editor sets', async () => {
    await ctx.database.db.update(teamMembers).set({ sortOrder: 0 }).where(eq(teamMembers.name, 'Mariame Touré'));
    try {
      expect(names(body<PublicTeamMember[]>(await get('/api/team')).data)[0]).toBe('Mariame Touré');
    } finally {
      await ctx.database.db.update(teamMembers).set({ sortOrder: 4 }).where(eq(teamMembers.name, 'Mariame Touré'));
    }
  });

  it('answers an empty list when nobody is shown', async () => {
    await ctx.database.db.update(teamMembers).set({ active: false });
    try {
      const json = body<PublicTeamMember[]>(await get('/api/team'));
      expect(json.success).toBe(true);
      expect(json.data).toEqual([]);
    } finally {
      await ctx.database.db.update(teamMembers).set({ active: true });
    }
  });
});
