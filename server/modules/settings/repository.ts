import { eq, inArray, sql } from 'drizzle-orm';
import { type SiteSettings, siteSettingsSchema } from '#contract/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export const SITE_SETTINGS_KEYS = [
  'company',
  'contact',
  'hours',
  'social',
  'stats',
] as const satisfies readonly (keyof SiteSettings)[];

export function createSettingsRepository(db: Db) {
  return {
    async getSiteSettings(): Promise<SiteSettings> {
      const rows = await db
        .select()
        .from(settings)
        .where(inArray(settings.key, [...SITE_SETTINGS_KEYS]));
      return siteSettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    },
    async saveSiteSettings(value: SiteSettings) {
      const parsed = siteSettingsSchema.parse(value);
      await db
        .insert(settings)
        .values(SITE_SETTINGS_KEYS.map((key) => ({ key, value: parsed[key] })))
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    },
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    /** Stores a key's value whole, replacing what was there. */
    async put(key: string, value: unknown) {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
    /** Stores the value unless the key exists; returns what is stored. */
    async getOrCreate(key: string, create: () => unknown): Promise<unknown> {
      await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
      return this.get(key);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
