import { randomBytes } from 'node:crypto';

/** What keeping the secret needs of the settings' store (modules/settings/repository.ts). */
interface SettingStore {
  getOrCreate(key: string, create: () => unknown): Promise<unknown>;
}

/** A secret generated at first start and kept in the database, so every app server signs alike. */
export async function ensureAppSecret(settings: SettingStore): Promise<string> {
  const value = await settings.getOrCreate('app_secret', () => randomBytes(32).toString('base64url'));
  if (typeof value !== 'string') throw new Error('settings.app_secret is not a string');
  return value;
}
