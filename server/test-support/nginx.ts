import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './raw-request.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's nginx, installed through apt-get when it is missing, the way scripts/ensure-chromium.mjs
 * installs Chromium; a clear failure when it cannot be.
 */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  console.log(`${NGINX} is missing: installing Debian's nginx package...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) =>
    spawnSync(sudo[0] ?? args[0] ?? '', sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (run(['apt-get', 'update']).status !== 0 || run(['apt-get', 'install', '-y', 'nginx']).status !== 0) {
    throw new Error(`${NGINX} is missing and apt-get could not install it: run \`apt-get install nginx\` first`);
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx, but not at ${NGINX} (set NGINX_PATH)`);
  return NGINX;
}

export interface Nginx {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port, or rejects after `ms`. */
async function listening(port: number, ms: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !exited()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const done = (connected: boolean) => {
        socket.destroy();
        resolve(connected);
      };
      socket.once('connect', () => done(true)).once('error', () => done(false));
      socket.setTimeout(500, () => done(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}

/**
 * nginx in front of `upstreams` (ports on 127.0.0.1), round robin, as a load balancer in front of
 * several instances; every answer says which instance gave it (`X-Upstream`). It runs in the
 * foreground as our child with its own temporary folder for its pid, logs and buffers, so it needs
 * nothing under /etc or /var, as root or not.
 */
export async function startNginx(upstreams: number[]): Promise<Nginx> {
  const binary = ensureNginx();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'weltaare-nginx-'));
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  await writeFile(
    config,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream instances {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://instances;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A failing instance must show, not be hidden by a second try on the other one.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, 10_000, () => child.exitCode !== null);
  } catch {
    const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`nginx did not start:\n${log}`);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}
