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

export const PASSWORD_MIN_LENGTH = 12;

export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(200, { error: 'too_long' }),
    new_password: z
      .string({ error: 'password_too_short' })
      .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
      .max(200, { error: 'too_long' }),
  })
  .strict();

export type PasswordChange = z.input<typeof passwordChangeSchema>;
