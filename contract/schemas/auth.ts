import { z } from 'zod';
import { twoFactorChallengeSchema } from './two-factor.ts';

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
    password: z
      .string({ error: 'password_required' })
      .min(1, { error: 'password_required' })
      .max(200, { error: 'too_long' }),
  })
  .strict();

/** The signed-in staff member, as /api/auth/me and the login answer it. */
export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The signed-in staff member with where they stand on two-factor login (ADR 0023). */
export const signedInUserSchema = sessionUserSchema.extend({
  two_factor_enabled: z.boolean(),
  /** Required of every account and not set up yet: only the profile is open until it is. */
  two_factor_setup_required: z.boolean(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const loginResultSchema = z.object({ token: z.string(), user: signedInUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/auth/login: a session, or the challenge of the second step when the account uses two-factor login. */
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

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

export const userCreateSchema = z
  .object({
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, { error: 'name_required' })
      .max(120, { error: 'too_long' }),
    role: z.enum(USER_ROLES, { error: 'invalid_value' }),
    password: z
      .string({ error: 'password_too_short' })
      .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
      .max(200, { error: 'too_long' }),
  })
  .strict();

export const userUpdateSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'name_required' }).max(120, { error: 'too_long' }).optional(),
    role: z.enum(USER_ROLES, { error: 'invalid_value' }).optional(),
    active: z.boolean({ error: 'invalid_value' }).optional(),
  })
  .strict();

export const passwordResetSchema = z
  .object({
    password: z
      .string({ error: 'password_too_short' })
      .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
      .max(200, { error: 'too_long' })
      .optional(),
  })
  .strict();

/** A staff account as the admin API answers it. */
export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  active: z.boolean(),
  two_factor_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** Bumped by every change an admin makes; a change made from an older one is refused (ADR 0038). */
  version: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
