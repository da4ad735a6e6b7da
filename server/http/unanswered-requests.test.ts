import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUnansweredRequestLog } from './unanswered-requests.ts';

function appWithLog(afterMs: number) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  registerUnansweredRequestLog(app, afterMs);
  return { app, warnings: () => lines.filter((line) => line.msg === 'a request is still unanswered') };
}

describe('the log of unanswered requests', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(() => close?.());

  it('names, once, a request still waiting past the limit, and never one answered in time', async () => {
    const { app, warnings } = appWithLog(150);
    close = () => app.close();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.delete('/api/admin/blog/:id', async () => {
      await held;
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));

    expect((await app.inject('/fast')).statusCode).toBe(200);
    const waiting = app.inject({ method: 'DELETE', url: '/api/admin/blog/7' });
    await sleep(600);
    expect(warnings()).toEqual([
      expect.objectContaining({ method: 'DELETE', route: '/api/admin/blog/:id', waitedMs: expect.any(Number) }),
    ]);
    expect(warnings()[0]!.waitedMs).toBeGreaterThanOrEqual(150);
    release();
    expect((await waiting).statusCode).toBe(200);
    await sleep(300);
    expect(warnings()).toHaveLength(1);
  });
});
