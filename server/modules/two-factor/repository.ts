import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings, twoFactorRecoveryCodes, users } from '../../db/schema.ts';

/** The settings key of "two-factor login required for every staff account". */
export const TWO_FACTOR_REQUIRED_SETTING = 'two_factor_required';

/** Two-factor state of staff accounts: columns of `users`, the recovery codes and the policy setting. */
export function createTwoFactorRepository(db: Db, now: () => Date) {
  return {
    /** Keeps a new secret until its first code confirms it; refused (false) once two-factor login is on. */
    async storePendingSecret(userId: number, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorSecret: sealedSecret, twoFactorLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Turns it on for the secret that was checked (not one a later setup put in its place) and
     * replaces the recovery codes, in one transaction.
     */
    async enable(userId: number, sealedSecret: string, step: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ twoFactorEnabledAt: now(), twoFactorLastStep: step })
          .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt), eq(users.twoFactorSecret, sealedSecret)))
          .returning({ id: users.id });
        if (rows.length === 0) return false;
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    /** Records a code's time step as used; false when this step or a later one was used already. */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.twoFactorEnabledAt),
            or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Spends a recovery code; false when it is unknown or already spent (even by a simultaneous request). */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.value ?? 0;
    },

    /** Forgets the secret and the recovery codes: the next login asks for the password alone. */
    async disable(userId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      });
    },

    async isRequired(): Promise<boolean> {
      const [row] = await db.select().from(settings).where(eq(settings.key, TWO_FACTOR_REQUIRED_SETTING));
      return row?.value === true;
    },

    async setRequired(required: boolean) {
      await db
        .insert(settings)
        .values({ key: TWO_FACTOR_REQUIRED_SETTING, value: required })
        .onConflictDoUpdate({ target: settings.key, set: { value: required, updatedAt: now() } });
    },

    /** Required of everyone and not on for this account: one query, made on every admin request. */
    async setupRequired(userId: number): Promise<boolean> {
      const [row] = await db
        .select({
          pending: sql<boolean>`${users.twoFactorEnabledAt} is null and coalesce((select ${settings.value} from ${settings} where ${settings.key} = ${TWO_FACTOR_REQUIRED_SETTING}) = 'true'::jsonb, false)`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row?.pending === true;
    },

    async activeStaffWithout(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.active, true), isNull(users.twoFactorEnabledAt)));
      return row?.value ?? 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
