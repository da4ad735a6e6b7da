import type { Language } from '#contract/languages.ts';
import { count, eq, sql } from 'drizzle-orm';
import type { UserRole } from '#contract/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row ?? null;
    },
    async count() {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },
    async create(values: { email: string; name: string; passwordHash: string; role: UserRole }) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async updatePasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
    /** A sign-in: its time, and the language they use the back office in, which the site's mails to them follow. */
    async recordLogin(id: number, language?: Language) {
      await db
        .update(users)
        .set({ lastLoginAt: new Date(), ...(language ? { language } : {}) })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
