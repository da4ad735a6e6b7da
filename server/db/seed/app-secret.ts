import { randomBytes } from 'node:crypto';
import type { SettingsRepository } from '../../modules/settings/repository.ts';

/** A secret generated at first start and kept in the database, so every app server signs alike. */
export async function ensureAppSecret(settings: SettingsRepository): Promise<string> {
  const value = await settings.getOrCreate('app_secret', () => randomBytes(32).toString('base64url'));
  if (typeof value !== 'string') throw new Error('settings.app_secret is not a string');
  return value;
}
