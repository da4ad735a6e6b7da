import { z } from 'zod';

/** Two-factor login for staff (ADR 0023): a TOTP app code, or one of ten single-use recovery codes. */
export const TWO_FACTOR = {
  /** The name authenticator apps show above the account. */
  issuer: 'Weltaare',
  recoveryCodeCount: 10,
  /** How long the password step stays good for the code step. */
  challengeTtlMs: 5 * 60 * 1000,
} as const;

/** A code as typed: six digits from the app, or a recovery code (spaces and hyphens ignored by the server). */
export const twoFactorCodeSchema = z
  .string({ error: 'two_factor_code_required' })
  .trim()
  .min(1, { error: 'two_factor_code_required' })
  .max(40, { error: 'too_long' });

/** POST /api/auth/2fa/enable and /disable. */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema }).strict();
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBodySchema>;

/** POST /api/auth/2fa/verify: the login's second step. */
export const twoFactorVerifySchema = z
  .object({
    challenge: z.string({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(400, { error: 'too_long' }),
    code: twoFactorCodeSchema,
  })
  .strict();
export type TwoFactorVerify = z.input<typeof twoFactorVerifySchema>;

/** The login's answer when a code is needed: no token yet, a signed challenge to send with the code. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** GET /api/auth/2fa: the signed-in user's own state. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  /** An admin requires it of every staff account. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/2fa/setup: what an authenticator app needs; the QR code is drawn by our server. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** data:image/svg+xml URI. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/2fa/enable: the recovery codes, shown once. */
export const twoFactorRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

/** PUT /api/admin/two-factor: whether every staff account must use two-factor login. */
export const twoFactorPolicySchema = z.object({ required: z.boolean({ error: 'invalid_value' }) }).strict();

/** GET and PUT /api/admin/two-factor. */
export const twoFactorPolicyAnswerSchema = z.object({
  required: z.boolean(),
  /** Active staff accounts that have not set it up. */
  staff_without_two_factor: z.number(),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicyAnswerSchema>;
