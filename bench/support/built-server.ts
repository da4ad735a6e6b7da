// Starts the production build on a fresh embedded database for a benchmark, and stops it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** The build in `buildDir` listening on 127.0.0.1:`port`, its data in `dataDir` (emptied first). */
export async function startBuiltServer({
  port,
  buildDir = 'build',
  dataDir,
}: {
  port: number;
  buildDir?: string;
  dataDir: string;
}): Promise<{ origin: string; stop: () => void }> {
  rmSync(dataDir, { recursive: true, force: true });
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(buildDir, 'node/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return { origin, stop: () => server.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('server did not start');
}
