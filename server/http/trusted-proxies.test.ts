import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { trustProxyOption } from './trusted-proxies.ts';

/** The address Fastify gives a request from `peer` carrying `forwardedFor`, under TRUST_PROXY=`setting`. */
async function visitorAddress(setting: string, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: setting }).trustProxy) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('the visitor address under TRUST_PROXY', () => {
  it('is the one the proxy saw, right of anything the visitor wrote, with one nginx in front', async () => {
    expect(await visitorAddress('1', '127.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await visitorAddress('1', '10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(await visitorAddress('1', '::ffff:192.168.1.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(await visitorAddress('1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('is the one the farthest of two proxies saw (a CDN, then nginx)', async () => {
    expect(await visitorAddress('2', '10.0.0.5', '6.6.6.6, 198.51.100.7, 203.0.113.50')).toBe('198.51.100.7');
  });

  it('is the peer itself when it connects from the Internet: a visitor reaching the port directly chooses nothing', async () => {
    expect(await visitorAddress('1', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
    expect(await visitorAddress('2', '2001:db8::9', '6.6.6.6, 7.7.7.7')).toBe('2001:db8::9');
  });

  it('believes only the named proxies when addresses are given', async () => {
    expect(await visitorAddress('10.0.0.5', '10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await visitorAddress('10.0.1.0/24', '10.0.1.20', '198.51.100.7')).toBe('198.51.100.7');
    expect(await visitorAddress('10.0.0.5', '10.0.0.6', '6.6.6.6')).toBe('10.0.0.6');
  });

  it('is always the peer without TRUST_PROXY', async () => {
    expect(await visitorAddress('', '127.0.0.1', '6.6.6.6')).toBe('127.0.0.1');
  });
});
