// Starts the production build on a fresh embedded database for the end-to-end tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-process.mjs';

const port = process.env.E2E_PORT ?? '3100';
const buildDir = process.env.BUILD_DIR ?? 'build';
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${buildDir}/node/main.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@e2e.weltaare.test',
    ADMIN_PASSWORD: 'e2e admin password 2026',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every spec posts its forms from 127.0.0.1, in parallel: the real per-address limits are API-tested.
    FORM_RATE_LIMIT: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
