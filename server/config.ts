import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseTimeOfDay, type TimeOfDay } from './lib/time-of-day.ts';
import { DEFAULT_NIGHTLY_TIME, DEFAULT_RETENTION, type Retention } from './modules/backups/schedule.ts';
import { DEFAULT_REMINDER_TIME } from './modules/messages/follow-up-reminders.ts';
import type { BucketSettings } from './modules/media/bucket-storage.ts';
import { DEFAULT_CV_STORAGE_LIMIT_MB, MEGABYTE } from './modules/job-applications/cv-storage.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** AWS's rule for bucket names, which S3-compatible servers follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const BUCKET_NAME_MESSAGE = 'the bucket name must be 3 to 63 lower-case letters, digits, dots or hyphens';
const REGION = /^[a-z0-9-]{1,64}$/;
const DEFAULT_REGION = 'us-east-1';
const S3_URL_FORM = 'https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host[:port]/bucket?region=us-east-1';
/** The variables that describe a bucket one by one, instead of S3_URL. */
const S3_PARTS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const isHttpUrl = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * S3_URL: the endpoint's URL with the credentials (percent-encoded) before the host, the bucket as
 * the path and the region in the query; the bucket is addressed in the path. Messages never repeat
 * the value, which holds a secret.
 */
function parseS3Url(value: string): BucketSettings | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a URL such as ${S3_URL_FORM}`;
  }
  if (!isHttpUrl(url)) return `must start with https:// (or http://), as in ${S3_URL_FORM}`;
  const bucket = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (!bucket) return `must name the bucket as its path, as in ${S3_URL_FORM}`;
  if (!BUCKET_NAME.test(bucket)) return BUCKET_NAME_MESSAGE;
  if (Boolean(url.username) !== Boolean(url.password)) {
    return 'must carry both the access key id and the secret access key (https://ID:SECRET@host/bucket), or neither';
  }
  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'region');
  if (unknown.length > 0) return `takes only ?region=..., not ${unknown.join(', ')}`;
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (!REGION.test(region)) return 'region must be lower-case letters, digits and hyphens, such as eu-west-1';
  let credentials: BucketSettings['credentials'];
  try {
    credentials = url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
  } catch {
    return 'the access key id and the secret must be percent-encoded (a / in the secret is %2F)';
  }
  return { endpoint: url.origin, region, bucket, credentials, forcePathStyle: true };
}

/** Which proxies' X-Forwarded-For the server believes (TRUST_PROXY). */
export type TrustProxySetting =
  | false
  /** This many proxies stand in front, the nearest reaching the server from a private network or loopback. */
  | { hops: number }
  /** The proxies' addresses: IPs or CIDR ranges. */
  | string[];

/** More proxies in a row than any real chain has: a larger count believes what visitors write. */
const MAX_PROXY_HOPS = 5;
const TRUST_PROXY_INSTEAD =
  'write the number of proxies in front instead (TRUST_PROXY=1 for one nginx), or their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/24, comma-separated)';
/** Values that mean "believe everyone": the left-most X-Forwarded-For address, which the visitor wrote, would count. */
const TRUST_EVERYONE = new Set(['true', 'yes', 'on', 'all', '*']);
const TRUST_NOBODY = new Set(['false', 'no', 'off', '0']);

/** An IP, or a CIDR range that is not the whole Internet; the reason it is not, otherwise. */
function proxyAddressProblem(part: string): string | null {
  const [address = '', prefix, ...rest] = part.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return `"${part}" is not an IP address or a CIDR range such as 10.0.0.0/24`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return `"${part}" has an invalid prefix length`;
  if (bits === 0) {
    return `"${part}" is every address, so any visitor could choose their address; ${TRUST_PROXY_INSTEAD}`;
  }
  return null;
}

/** TRUST_PROXY: nothing, a number of proxies, or their addresses; a message when it would believe anyone. */
function parseTrustProxy(value: string): TrustProxySetting | string {
  const word = value.trim().toLowerCase();
  if (TRUST_NOBODY.has(word)) return false;
  if (TRUST_EVERYONE.has(word)) {
    return `"${value}" believes the X-Forwarded-For of anyone, so any visitor could choose their address; ${TRUST_PROXY_INSTEAD}`;
  }
  if (/^\d+$/.test(word)) {
    const hops = Number(word);
    if (hops === 0) return false;
    if (hops > MAX_PROXY_HOPS) {
      return `${hops} proxies in a row is more than any real chain (at most ${MAX_PROXY_HOPS}); count the proxies in front (TRUST_PROXY=1 for one nginx), or write their addresses`;
    }
    return { hops };
  }
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    const problem = proxyAddressProblem(part);
    if (problem) return problem;
  }
  return parts.length > 0 ? parts : false;
}

/** A time of day in GMT (BACKUP_AT, FOLLOW_UP_REMINDERS_AT), or off: null. */
const timeOfDaySetting = (fallback: TimeOfDay) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value, context) => {
        if (value.trim() === 'off') return null;
        const time = parseTimeOfDay(value);
        if (time) return time;
        context.addIssue({ code: 'custom', message: 'must be a time of day in GMT such as 02:00, or off' });
        return z.NEVER;
      })
      .default(fallback),
  );

/** How many backups of a period to keep (BACKUP_KEEP_*). */
const keepCount = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(1000).default(fallback),
  );

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
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((value, context) => {
          const parsed = parseTrustProxy(value);
          if (typeof parsed !== 'string') return parsed;
          context.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        })
        .optional(),
    ),
    CV_STORAGE_LIMIT_MB: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int('must be a whole number of megabytes')
        .min(1, 'must be at least 1')
        .max(1_000_000)
        .default(DEFAULT_CV_STORAGE_LIMIT_MB),
    ),
    BACKUP_AT: timeOfDaySetting(DEFAULT_NIGHTLY_TIME),
    FOLLOW_UP_REMINDERS_AT: timeOfDaySetting(DEFAULT_REMINDER_TIME),
    VISIT_STATISTICS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], 'must be on or off').default('on')),
    BACKUP_KEEP_DAILY: keepCount(DEFAULT_RETENTION.daily),
    BACKUP_KEEP_WEEKLY: keepCount(DEFAULT_RETENTION.weekly),
    BACKUP_KEEP_MONTHLY: keepCount(DEFAULT_RETENTION.monthly),
    FORM_RATE_LIMIT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).optional(),
    ),
    S3_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((value, context) => {
          const parsed = parseS3Url(value);
          if (typeof parsed !== 'string') return parsed;
          context.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        })
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => URL.canParse(value) && isHttpUrl(new URL(value)) && new URL(value).pathname === '/', {
          message: 'must be an https:// (or http://) URL with no path, such as https://s3.example.com',
        })
        .optional(),
    ),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().regex(BUCKET_NAME, BUCKET_NAME_MESSAGE).optional()),
    S3_REGION: z.preprocess(
      emptyAsUndefined,
      z.string().regex(REGION, 'must be lower-case letters, digits and hyphens, such as eu-west-1').optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD needs ADMIN_EMAIL',
    path: ['ADMIN_EMAIL'],
  })
  .superRefine((env, context) => {
    const parts = S3_PARTS.filter((name) => env[name] !== undefined);
    if (env.S3_URL !== undefined && parts.length > 0) {
      context.addIssue({ code: 'custom', path: ['S3_URL'], message: `set S3_URL or ${parts.join(', ')}, not both` });
      return;
    }
    if (parts.length > 0 && env.S3_BUCKET === undefined) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is needed with ${parts.join(', ')}` });
    }
    if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined) {
      context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'is needed with S3_ACCESS_KEY_ID' });
    }
    if (env.S3_SECRET_ACCESS_KEY !== undefined && env.S3_ACCESS_KEY_ID === undefined) {
      context.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'is needed with S3_SECRET_ACCESS_KEY' });
    }
  });

type Environment = z.infer<typeof envSchema>;

/** The bucket of S3_URL or of S3_BUCKET and its companions; undefined keeps uploads on the disk. */
function bucketOf(env: Environment): BucketSettings | undefined {
  if (env.S3_URL) return env.S3_URL;
  if (!env.S3_BUCKET) return undefined;
  return {
    endpoint: env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).origin : undefined,
    region: env.S3_REGION ?? DEFAULT_REGION,
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // AWS addresses buckets by host name; other S3-compatible servers expect them in the path.
    forcePathStyle: env.S3_ENDPOINT !== undefined,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded images, when they are not in a bucket. */
  uploadsDir: string;
  /** S3_URL or S3_BUCKET...: uploaded images go to this bucket instead of uploadsDir. */
  bucket: BucketSettings | undefined;
  /** Files no public route serves (candidates' CVs), when there is no bucket: beside the uploads, not in them. */
  privateFilesDir: string;
  /** Drawn link previews (ADR 0012): a cache, rebuilt on demand. */
  linkPreviewsDir: string;
  admin: { email: string | undefined; password: string | undefined };
  publicUrl: string;
  /** NODE_ENV=production without PUBLIC_URL: publicUrl is this machine's address, which visitors cannot reach. */
  publicUrlMissing: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY); never everyone's. */
  trustProxy: TrustProxySetting;
  /** Public form submissions per address per 15 minutes; unset: each form's own limit. */
  formRateLimit: number | undefined;
  /** What all candidates' CVs may take together (CV_STORAGE_LIMIT_MB); past it applications answer 507. */
  cvStorageLimitBytes: number;
  /** The site's own backups (ADR 0049): their folder, the nightly time (BACKUP_AT, null: off) and how many are kept. */
  backups: { folder: string; nightly: TimeOfDay | null; retention: Retention };
  /** When staff get the day's follow-up reminders (FOLLOW_UP_REMINDERS_AT, GMT; null: never). */
  followUpRemindersAt: TimeOfDay | null;
  /** Whether page views are counted (VISIT_STATISTICS, on unless off; ADR 0054). */
  visitStatistics: boolean;
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
    privateFilesDir: path.join(dataDir, 'private'),
    bucket: bucketOf(env),
    linkPreviewsDir: path.join(dataDir, 'link-previews'),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlMissing: env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    formRateLimit: env.FORM_RATE_LIMIT,
    cvStorageLimitBytes: env.CV_STORAGE_LIMIT_MB * MEGABYTE,
    backups: {
      folder: path.join(dataDir, 'backups'),
      nightly: env.BACKUP_AT,
      retention: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
    },
    followUpRemindersAt: env.FOLLOW_UP_REMINDERS_AT,
    visitStatistics: env.VISIT_STATISTICS === 'on',
  };
}
