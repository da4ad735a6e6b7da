import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';
import { configurationWarnings, publicUrlStartWarning } from './configuration-warnings.ts';
import { EmbeddedDatabaseBusy, openDatabase } from './db/client.ts';
import { ensureAppSecret } from './db/seed/app-secret.ts';
import { ensureFirstAdmin } from './db/seed/first-admin.ts';
import { seedDemoContent } from './db/seed/seed-demo-content.ts';
import { loggerOptions } from './http/logger-options.ts';
import { findProjectRoot } from './lib/project-root.ts';
import { siteVersion } from './lib/site-version.ts';
import { createUsersRepository } from './modules/auth/users-repository.ts';
import { createSettingsRepository } from './modules/settings/repository.ts';
import type { AppDependencies } from './app.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function pagesFor(config: Config): Promise<AppDependencies['pages']> {
  const root = findProjectRoot();
  if (config.env === 'development') {
    const vite = await import('vite');
    const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    return {
      mode: 'development',
      viteMiddlewares: devServer.middlewares,
      build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    };
  }
  // This file runs as <build>/node/main.js, beside <build>/server and <build>/client.
  const buildDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  return { mode: 'production', clientDir: path.join(buildDir, 'client'), build };
}

async function start() {
  const config = loadConfig();
  // Before anything slower, so it is the first thing an operator reads.
  const publicUrlWarning = publicUrlStartWarning(config);
  if (publicUrlWarning) console.warn(publicUrlWarning);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  // The site's own pages first, then the demo content on an empty database.
  const seeded = await seedDemoContent(database.db);
  const admin = await ensureFirstAdmin(createUsersRepository(database.db), config.admin);
  const appSecret = await ensureAppSecret(createSettingsRepository(database.db));

  const app = await buildApp({
    database,
    publicUrl: config.publicUrl,
    appSecret,
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    uploadsDir: config.uploadsDir,
    privateFilesDir: config.privateFilesDir,
    cvStorageLimitBytes: config.cvStorageLimitBytes,
    bucket: config.bucket,
    linkPreviewsDir: config.linkPreviewsDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    formRateLimit: config.formRateLimit,
    configurationWarnings: configurationWarnings(config),
    backups: { ...config.backups, appVersion: await siteVersion() },
    visitStatistics: config.visitStatistics,
    followUpRemindersAt: config.followUpRemindersAt,
    pages: await pagesFor(config),
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'draining requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  const database_ = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const bucket = config.bucket;
  const uploads = bucket
    ? `bucket ${bucket.bucket} on ${bucket.endpoint ?? `AWS ${bucket.region}`}`
    : config.uploadsDir;
  const lines = [
    '',
    `  Weltaare web (${config.env}) on ${config.publicUrl}`,
    `  Database: ${database_}${seeded ? ', seeded with the bilingual demo content' : ''}`,
    `  Uploads: ${uploads}`,
    `  Admin: ${config.publicUrl}/admin/login`,
  ];
  if (admin.created) {
    lines.push(`  First admin: ${admin.email}`);
    if (admin.generatedPassword) {
      lines.push(`  Password (shown once, change it after logging in): ${admin.generatedPassword}`);
    } else {
      lines.push('  Password: the one given in ADMIN_PASSWORD');
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusy) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
