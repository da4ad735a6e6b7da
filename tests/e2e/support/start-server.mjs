// Starts the production build on a fresh embedded database for the end-to-end tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['build/node/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@e2e.weltaare.test',
    ADMIN_PASSWORD: 'e2e admin password 2026',
    PUBLIC_URL: 'http://127.0.0.1:3100',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
