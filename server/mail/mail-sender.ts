import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

const MINUTE = 60_000;

/** Same default as MAIL_FROM in server/config.ts. */
export const DEFAULT_MAIL_FROM = 'Weltaare <no-reply@weltaare.com>';

/** Wait after the 1st, 2nd, 3rd, 4th (and 5th) failed attempt; the 6th failure marks the mail 'failed'. */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE] as const;
export const MAX_ATTEMPTS = 6;
/** How often the outbox is swept for due mail. */
export const SWEEP_INTERVAL_MS = MINUTE;
/** A claimed row is not picked again by another server for this long, even if its sender dies. */
const CLAIM_LEASE_MS = 10 * MINUTE;
const BATCH_SIZE = 20;

export function retryDelay(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] ?? 120 * MINUTE;
}

/** A time in the database's clock (rows are enqueued with its now(), so due-ness compares like with like). */
const later = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

export interface MailSenderOptions {
  db: Db;
  /** smtp:// or smtps:// URL; without it nothing is sent and the mail waits in the outbox. */
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

export interface SendReport {
  sent: number;
  failed: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Delivers due outbox rows over SMTP. Each row is claimed first (FOR UPDATE SKIP LOCKED, then
 * pushed forward by a lease), so several app servers sharing one database never send it twice.
 */
export function createMailSender(options: MailSenderOptions) {
  const { db, log } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : null;

  let running: Promise<SendReport> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  async function claimDue(): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: later(CLAIM_LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.toAddress,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(row.attachments?.length
          ? {
              attachments: row.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.content_type,
                content: Buffer.from(file.content_base64, 'base64'),
              })),
            }
          : {}),
        headers: { ...row.headers, 'X-Weltaare-Outbox-Id': String(row.id) },
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn({ err: error, outboxId: row.id, attempts }, failed ? 'mail delivery gave up' : 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: later(retryDelay(attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }

  async function sweep(): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0 };
    if (!transport) return report;
    for (;;) {
      const rows = await claimDue();
      for (const row of rows) {
        if (await deliver(row)) report.sent += 1;
        else report.failed += 1;
      }
      if (rows.length < BATCH_SIZE || closed) return report;
    }
  }

  /** One sweep at a time; a request during a sweep runs one more right after it. */
  function run(): Promise<SendReport> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      const total: SendReport = { sent: 0, failed: 0 };
      try {
        do {
          rerun = false;
          const report = await sweep();
          total.sent += report.sent;
          total.failed += report.failed;
        } while (rerun && !closed);
        return total;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function trigger() {
    if (!transport || closed) return;
    run().catch((error: unknown) => log.error({ err: error }, 'mail outbox sweep failed'));
  }

  return {
    /** Whether SMTP is configured: without it mail only accumulates in the outbox. */
    enabled: transport !== null,

    /** Sends every due row now; resolves when done (tests and the admin's retry wait on it). */
    run,

    /** Starts a sweep without waiting: a visitor's response is never delayed by SMTP. */
    trigger,

    /** Sweeps every minute; the timer does not keep the process alive. */
    start() {
      if (!transport || timer || closed) return;
      timer = setInterval(trigger, SWEEP_INTERVAL_MS);
      timer.unref();
    },

    /** Stops the timer, waits for a sweep in progress, closes SMTP connections. */
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
      transport?.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
