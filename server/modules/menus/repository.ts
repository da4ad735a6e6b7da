import { MENU_SCHEMAS, type MenuKey, type Menus } from '#contract/schemas/menus.ts';
import type { Db } from '../../db/client.ts';
import { createSettingsRepository } from '../settings/repository.ts';
import { DEFAULT_MENUS } from './default-menus.ts';

/** Each menu lives in the settings table under its own key, saved whole; one never saved is the default. */
const storageKey = (key: MenuKey) => `menu_${key}`;

export function createMenusRepository(db: Db) {
  const settings = createSettingsRepository(db);
  return {
    async read<Key extends MenuKey>(key: Key): Promise<Menus[Key]> {
      const stored = await settings.get(storageKey(key));
      return (stored === undefined ? DEFAULT_MENUS[key] : MENU_SCHEMAS[key].parse(stored)) as Menus[Key];
    },
    async save<Key extends MenuKey>(key: Key, menu: Menus[Key]): Promise<Menus[Key]> {
      await settings.put(storageKey(key), menu);
      return menu;
    },
  };
}

export type MenusRepository = ReturnType<typeof createMenusRepository>;
