import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an email address').optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url('must be a URL such as https://weltaare.com').optional()),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Weltaare <no-reply@weltaare.com>')),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
    FORM_RATE_LIMIT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD needs ADMIN_EMAIL',
    path: ['ADMIN_EMAIL'],
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Drawn link previews (ADR 0012): a cache, rebuilt on demand. */
  linkPreviewsDir: string;
  admin: { email: string | undefined; password: string | undefined };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** false, true, or the proxies' addresses (comma-separated IPs or CIDRs). */
  trustProxy: boolean | string[];
  /** Public form submissions per address per 15 minutes; unset: each form's own limit. */
  formRateLimit: number | undefined;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; every problem is listed by variable name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    linkPreviewsDir: path.join(dataDir, 'link-previews'),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    formRateLimit: env.FORM_RATE_LIMIT,
  };
}
