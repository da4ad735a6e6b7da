// Starts the production build on a fresh embedded database for the end-to-end tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-process.mjs';
import { e2eServerEnv } from './e2e-server-env.mjs';

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
    ...e2eServerEnv(dataDir),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
