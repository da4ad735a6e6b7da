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

  it('parses TRUST_PROXY as no proxy, a number of proxies, or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const nobody of ['false', '0', 'off']) expect(loadConfig({ TRUST_PROXY: nobody }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses a TRUST_PROXY that believes anyone, saying what to write instead', () => {
    for (const everyone of ['true', 'TRUE', 'yes', 'on', 'all', '*', '0.0.0.0/0', '10.0.0.1, ::/0']) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: everyone });
      } catch (caught) {
        error = caught;
      }
      expect(error, everyone).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message, everyone).toContain('TRUST_PROXY:');
      expect(message, everyone).toContain('any visitor could choose their address');
      expect(message, everyone).toContain('TRUST_PROXY=1 for one nginx');
      expect(message, everyone).toContain('TRUST_PROXY=10.0.0.5');
    }
  });

  it('refuses a TRUST_PROXY that is neither a number of proxies nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY: "nginx" is not an IP address or a CIDR range/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" has an invalid prefix/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/8/2' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1.5' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '50' })).toThrow(/TRUST_PROXY: 50 proxies in a row/);
  });

  it('reads FORM_RATE_LIMIT as a positive whole number, unset by default', () => {
    expect(loadConfig({}).formRateLimit).toBeUndefined();
    expect(loadConfig({ FORM_RATE_LIMIT: '50' }).formRateLimit).toBe(50);
    expect(() => loadConfig({ FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: 'many' })).toThrow(/FORM_RATE_LIMIT/);
  });

  it('reads CV_STORAGE_LIMIT_MB as a positive whole number of megabytes, 2 GB by default', () => {
    expect(loadConfig({}).cvStorageLimitBytes).toBe(2 * 1024 * 1024 * 1024);
    expect(loadConfig({ CV_STORAGE_LIMIT_MB: '500' }).cvStorageLimitBytes).toBe(500 * 1024 * 1024);
    for (const value of ['0', '1.5', 'lots']) {
      expect(() => loadConfig({ CV_STORAGE_LIMIT_MB: value })).toThrow(/CV_STORAGE_LIMIT_MB/);
    }
  });

  it('counts page views unless VISIT_STATISTICS is off', () => {
    expect(loadConfig({}).visitStatistics).toBe(true);
    expect(loadConfig({ VISIT_STATISTICS: 'off' }).visitStatistics).toBe(false);
    expect(() => loadConfig({ VISIT_STATISTICS: 'no' })).toThrow('VISIT_STATISTICS: must be on or off');
  });

  it('backs up into DATA_DIR/backups every night at BACKUP_AT (02:00 GMT by default, off to stop), keeping 7, 4 and 12', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site' }).backups).toEqual({
      folder: '/srv/site/backups',
      nightly: { hour: 2, minute: 0 },
      retention: { daily: 7, weekly: 4, monthly: 12 },
    });
    const chosen = loadConfig({
      BACKUP_AT: '23:15',
      BACKUP_KEEP_DAILY: '3',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_KEEP_MONTHLY: '24',
    });
    expect(chosen.backups).toMatchObject({
      nightly: { hour: 23, minute: 15 },
      retention: { daily: 3, weekly: 0, monthly: 24 },
    });
    expect(loadConfig({ BACKUP_AT: 'off' }).backups.nightly).toBeNull();
    expect(() => loadConfig({ BACKUP_AT: '25:00' })).toThrow(
      /BACKUP_AT: must be a time of day in GMT such as 02:00, or off/,
    );
    expect(() => loadConfig({ BACKUP_KEEP_DAILY: '-1' })).toThrow(/BACKUP_KEEP_DAILY/);
  });

  it('sends the follow-up reminders from FOLLOW_UP_REMINDERS_AT (07:00 GMT by default, off to stop)', () => {
    expect(loadConfig({}).followUpRemindersAt).toEqual({ hour: 7, minute: 0 });
    expect(loadConfig({ FOLLOW_UP_REMINDERS_AT: '8:30' }).followUpRemindersAt).toEqual({ hour: 8, minute: 30 });
    expect(loadConfig({ FOLLOW_UP_REMINDERS_AT: 'off' }).followUpRemindersAt).toBeNull();
    expect(() => loadConfig({ FOLLOW_UP_REMINDERS_AT: 'morning' })).toThrow(
      /FOLLOW_UP_REMINDERS_AT: must be a time of day/,
    );
  });

  it('knows when production runs without PUBLIC_URL, its links then pointing to this machine', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      publicUrl: 'http://localhost:3000',
      publicUrlMissing: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://weltaare.com' }).publicUrlMissing).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrlMissing).toBe(false);
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

  it('keeps uploads on the disk unless a bucket is named', () => {
    expect(loadConfig({}).bucket).toBeUndefined();
  });

  it('reads a bucket from S3_URL: endpoint, credentials percent-decoded, bucket, region, path-style', () => {
    const config = loadConfig({
      S3_URL: 'http://AKIA123:se%2Fcr%2Bet@127.0.0.1:9000/weltaare-uploads?region=eu-west-3',
    });
    expect(config.bucket).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      bucket: 'weltaare-uploads',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_URL: 'https://s3.example.com/uploads/' }).bucket).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'uploads',
      credentials: undefined,
      forcePathStyle: true,
    });
  });

  it('reads a bucket from S3_BUCKET and its companions: AWS by host name, another endpoint by path', () => {
    expect(loadConfig({ S3_BUCKET: 'uploads', S3_REGION: 'eu-west-3' }).bucket).toEqual({
      endpoint: undefined,
      region: 'eu-west-3',
      bucket: 'uploads',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio secret',
      }).bucket,
    ).toEqual({
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      bucket: 'uploads',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio secret' },
      forcePathStyle: true,
    });
  });

  it('refuses a malformed S3_URL with a message naming it, never repeating the secret', () => {
    const cases: [string, RegExp][] = [
      ['s3://KEY:TOPSECRET@host/uploads', /S3_URL: must start with https:\/\//],
      ['https://KEY:TOPSECRET@host', /S3_URL: must name the bucket as its path/],
      ['https://KEY:TOPSECRET@host/uploads/photos', /S3_URL: must name the bucket as its path/],
      ['https://KEY:TOPSECRET@host/Up_Loads', /S3_URL: the bucket name must be/],
      ['https://KEY@host/uploads', /S3_URL: must carry both the access key id and the secret/],
      ['https://KEY:TOPSECRET@host/uploads?acl=public', /S3_URL: takes only \?region=/],
      ['https://KEY:TOPSECRET@host/uploads?region=EU%20West', /S3_URL: region must be/],
      ['KEY TOPSECRET', /S3_URL: must be a URL such as https:\/\/ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/],
    ];
    for (const [url, message] of cases) {
      let error: unknown;
      try {
        loadConfig({ S3_URL: url });
      } catch (caught) {
        error = caught;
      }
      expect(error, url).toBeInstanceOf(ConfigError);
      expect((error as Error).message, url).toMatch(message);
      expect((error as Error).message, url).not.toContain('TOPSECRET');
    }
  });

  it('refuses an incomplete or contradictory set of S3 variables, naming each', () => {
    expect(() => loadConfig({ S3_URL: 'https://s3.example.com/uploads', S3_REGION: 'eu-west-3' })).toThrow(
      /S3_URL: set S3_URL or S3_REGION, not both/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: is needed with S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is needed with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: is needed with S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Uploads!' })).toThrow(/S3_BUCKET: the bucket name must be/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000/path' })).toThrow(
      /S3_ENDPOINT: must be an https:\/\/ \(or http:\/\/\) URL with no path/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_REGION: 'Europe West' })).toThrow(/S3_REGION: must be/);
  });
});
