import { generatePassword, hashPassword } from '../../modules/auth/passwords.ts';
import type { UsersRepository } from '../../modules/auth/users-repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@weltaare.com';

export type FirstAdminResult = { created: false } | { created: true; email: string; generatedPassword: string | null };

/** Creates the first admin when there is no user yet; a generated password is returned once, never stored in clear. */
export async function ensureFirstAdmin(
  users: UsersRepository,
  admin: { email: string | undefined; password: string | undefined },
): Promise<FirstAdminResult> {
  if ((await users.count()) > 0) return { created: false };
  const email = admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = admin.password ? null : generatePassword();
  const password = admin.password ?? generatedPassword ?? '';
  await users.create({ email, name: 'Administrateur', passwordHash: await hashPassword(password), role: 'admin' });
  return { created: true, email, generatedPassword };
}
