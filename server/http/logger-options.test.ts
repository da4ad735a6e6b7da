import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

function captureLogs() {
  const lines: { level: number; msg: string; err?: Record<string, unknown> }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  return { log: app.log, lines };
}

describe('server log settings', () => {
  it('logs a visitor abandoning a download at info, not as an error', () => {
    const { log, lines } = captureLogs();
    const abort = Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    log.error(abort);
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'response stream closed before its end' })]);
  });

  it('keeps real errors at error level', () => {
    const { log, lines } = captureLogs();
    log.error(new Error('database unreachable'));
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'database unreachable' })]);
  });

  it('keeps what a visitor wrote out of the log line of a failed query', async () => {
    const { log, lines } = captureLogs();
    const database = new PGlite();
    const db = drizzle(database);
    const failure = await db
      .execute(sql`insert into missing_table (message, email) values (${'Mon projet secret'}, ${'awa@example.com'})`)
      .catch((error: unknown) => error);
    await database.close();
    expect(String((failure as Error).message)).toContain('awa@example.com');

    log.error({ err: failure }, 'request failed');
    log.error(failure);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const text = JSON.stringify(line);
      expect(text).not.toContain('awa@example.com');
      expect(text).not.toContain('Mon projet secret');
      expect(text).toContain('missing_table');
      expect(text).toContain('[redacted]');
    }
  });

  it('keeps the values PostgreSQL names in an error detail out of the log', () => {
    const { log, lines } = captureLogs();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(awa@example.com) already exists.',
    });
    log.error({ err: new Error('insert failed', { cause }) }, 'request failed');
    expect(JSON.stringify(lines)).not.toContain('awa@example.com');
    expect(JSON.stringify(lines)).toContain('duplicate key value');
  });
});
