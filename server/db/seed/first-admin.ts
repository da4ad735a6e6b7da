import { generatePassword, hashPassword } from '../../lib/passwords.ts';

/** What creating the first admin needs of the users' store (modules/auth/users-repository.ts). */
interface UserStore {
  count(): Promise<number>;
  create(values: { email: string; name: string; passwordHash: string; role: 'admin' }): Promise<unknown>;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@weltaare.com';

export type FirstAdminResult = { created: false } | { created: true; email: string; generatedPassword: string | null };

/** Creates the first admin when there is no user yet; a generated password is returned once, never stored in clear. */
export async function ensureFirstAdmin(
  users: UserStore,
  admin: { email: string | undefined; password: string | undefined },
): Promise<FirstAdminResult> {
  if ((await users.count()) > 0) return { created: false };
  const email = admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = admin.password ? null : generatePassword();
  const password = admin.password ?? generatedPassword ?? '';
  await users.create({ email, name: 'Administrateur', passwordHash: await hashPassword(password), role: 'admin' });
  return { created: true, email, generatedPassword };
}
