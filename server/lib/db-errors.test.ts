import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

/** An error as the pg driver raises it from a PostgreSQL answer. */
function postgresError(code: string, message = 'from the server'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** The same error as Drizzle hands it on, and as a transaction wraps Drizzle's. */
const wrappings = (error: Error): [string, Error][] => {
  const drizzle = new DrizzleQueryError('select 1', [], error);
  return [
    ['raw', error],
    ['wrapped by Drizzle', drizzle],
    ['wrapped twice', new Error('transaction failed', { cause: drizzle })],
  ];
};

describe('isDatabaseUnavailable', () => {
  const refusals = {
    '55000': 'database "weltaare" is not currently accepting connections',
    '57P01': 'terminating connection due to administrator command',
    '57P02': 'terminating connection because of crash of another server process',
    '57P03': 'the database system is starting up',
    '53300': 'sorry, too many clients already',
    '08000': 'connection exception',
    '08001': 'could not connect to server',
    '08003': 'connection does not exist',
    '08006': 'connection failure',
    '08P01': 'protocol violation',
  };

  it('recognises a database that refuses or drops connections, raw or wrapped', () => {
    for (const [code, message] of Object.entries(refusals)) {
      for (const [how, error] of wrappings(postgresError(code, message))) {
        expect(isDatabaseUnavailable(error), `${code} ${how}`).toBe(true);
      }
    }
  });

  it('recognises a server out of reach and a closed pool or embedded database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      refused,
      new Error('Connection terminated unexpectedly'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
    ]) {
      for (const [how, wrapped] of wrappings(error))
        expect(isDatabaseUnavailable(wrapped), `${error.message} ${how}`).toBe(true);
    }
  });

  it('leaves a bad query or a conflict to the other answers', () => {
    // unique_violation, invalid_text_representation, undefined_table, read_only_sql_transaction, lock_not_available.
    for (const code of ['23505', '22P02', '42P01', '25006', '55P03']) {
      for (const [how, error] of wrappings(postgresError(code))) {
        expect(isDatabaseUnavailable(error), `${code} ${how}`).toBe(false);
      }
    }
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
