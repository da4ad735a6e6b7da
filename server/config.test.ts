import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults: port 3000, embedded database in ./data, no SMTP', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.uploadsDir).toBe(path.resolve('data', 'uploads'));
    expect(config.linkPreviewsDir).toBe(path.resolve('data', 'link-previews'));
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://user@db:5432/weltaare',
      DATA_DIR: '/var/lib/weltaare',
      ADMIN_EMAIL: 'boss@weltaare.com',
      ADMIN_PASSWORD: 'a very long password',
      PUBLIC_URL: 'https://weltaare.com/',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://user@db:5432/weltaare',
      dataDir: '/var/lib/weltaare',
      admin: { email: 'boss@weltaare.com', password: 'a very long password' },
      publicUrl: 'https://weltaare.com',
      smtpUrl: 'smtp://mail:25',
    });
  });

  it('parses TRUST_PROXY as off, on, or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
  });

  it('reads FORM_RATE_LIMIT as a positive whole number, unset by default', () => {
    expect(loadConfig({}).formRateLimit).toBeUndefined();
    expect(loadConfig({ FORM_RATE_LIMIT: '50' }).formRateLimit).toBe(50);
    expect(() => loadConfig({ FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: 'many' })).toThrow(/FORM_RATE_LIMIT/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('lists every invalid variable by name', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', SMTP_URL: 'http://mail' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'SMTP_URL']) expect(message).toContain(name);
  });

  it('refuses a short admin password and a password without an email', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(/ADMIN_EMAIL/);
  });
});
