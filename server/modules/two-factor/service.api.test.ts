import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { totpCode } from '../../lib/totp.ts';
import { createUsersRepository } from '../auth/users-repository.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { createTwoFactorService } from './service.ts';

let database: Database;
/** The service's clock, moved by the tests (nothing global is mocked). */
let clock = new Date('2026-03-02T10:00:15Z');
const seconds = (offset: number) => new Date(clock.getTime() + offset * 1000);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function service(appSecret = 'service test secret') {
  const users = createUsersRepository(database.db);
  return { users, twoFactor: createTwoFactorService({ db: database.db, users, appSecret, now: () => clock }) };
}

async function enabledUser(email: string) {
  const { users, twoFactor } = service();
  const created = await users.create({ email, name: email, passwordHash: await hashPassword('x'), role: 'editor' });
  const { secret } = await twoFactor.setup(created.id);
  const codes = await twoFactor.enable(created.id, totpCode(secret, clock));
  expect(codes).toHaveLength(10);
  const row = await users.findById(created.id);
  if (!row) throw new Error('user gone');
  return { secret, twoFactor, users, id: created.id };
}

describe('two-factor codes, on an injected clock', () => {
  it('accepts the codes of one step either side, never two steps away', async () => {
    clock = new Date('2026-03-02T10:00:15Z');
    const { secret, twoFactor, users, id } = await enabledUser('window@two-factor.test');
    clock = seconds(120);
    const user = async () => (await users.findById(id))!;
    expect(await twoFactor.verify(await user(), totpCode(secret, seconds(-60)))).toBe(false);
    expect(await twoFactor.verify(await user(), totpCode(secret, seconds(60)))).toBe(false);
    expect(await twoFactor.verify(await user(), totpCode(secret, seconds(-30)))).toBe(true);
    expect(await twoFactor.verify(await user(), totpCode(secret, seconds(0)))).toBe(true);
    expect(await twoFactor.verify(await user(), totpCode(secret, seconds(30)))).toBe(true);
  });

  it('refuses a code of its window twice, and any older code once a newer one was used', async () => {
    clock = new Date('2026-03-02T11:00:15Z');
    const { secret, twoFactor, users, id } = await enabledUser('replay@two-factor.test');
    clock = seconds(300);
    const user = async () => (await users.findById(id))!;
    const current = totpCode(secret, clock);
    expect(await twoFactor.verify(await user(), current)).toBe(true);
    expect(await twoFactor.verify(await user(), current)).toBe(false);
    clock = seconds(10);
    expect(await twoFactor.verify(await user(), current)).toBe(false);
    expect(await twoFactor.verify(await user(), totpCode(secret, seconds(-30)))).toBe(false);
    // Two requests with the same code at once: one wins.
    const next = totpCode(secret, seconds(30));
    const both = await Promise.all([twoFactor.verify(await user(), next), twoFactor.verify(await user(), next)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('lets a login challenge live five minutes', async () => {
    clock = new Date('2026-03-02T12:00:00Z');
    const { twoFactor, users, id } = await enabledUser('challenge@two-factor.test');
    const { challenge, expires_at } = twoFactor.challengeFor((await users.findById(id))!);
    expect(expires_at).toBe('2026-03-02T12:05:00.000Z');
    clock = seconds(299);
    expect((await twoFactor.userOfChallenge(challenge))?.id).toBe(id);
    clock = seconds(1);
    expect(await twoFactor.userOfChallenge(challenge)).toBeNull();
  });

  it('needs the app secret it was set up with: another cannot read the secret or the recovery codes', async () => {
    clock = new Date('2026-03-02T13:00:15Z');
    const { secret, users, id } = await enabledUser('secret@two-factor.test');
    const other = service('another app secret').twoFactor;
    clock = seconds(30);
    expect(await other.verify((await users.findById(id))!, totpCode(secret, clock))).toBe(false);
  });
});
