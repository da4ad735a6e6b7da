import { z } from 'zod';

export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const loginSchema = z
  .object({
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    password: z.string({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(200, { error: 'too_long' }),
  })
  .strict();

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}
