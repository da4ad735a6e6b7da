import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

function captureLogs() {
  const lines: { level: number; msg: string }[] = [];
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
});
