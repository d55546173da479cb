// bench:scale's load balancer when nginx is installed: the upstream of docs/operations.md ("Sticky sessions
// for long-polling") without `ip_hash`, as that section says to run it when every browser gets WebSocket
// through — round robin over the nodes, WebSocket upgrades passed on. A balancer in C, as deployments use:
// on two shared cores the Node proxy's own CPU (about 1 ms per client a killed node sends back) competed with
// the nodes it measures. A node that refuses connections is skipped and tried again after a second.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { childrenOf } from './processes';

/** How long nginx passes a node by after a connection to it failed (`fail_timeout`), then tries it again. */
export const NGINX_RETRY_MS = 1000;

/** nginx on PATH (Debian's `nginx` package puts it in /usr/sbin), or null. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** The configuration: docs/operations.md's upstream and location, and what a scratch nginx needs besides. */
export function nginxConfig(dir: string, port: number, backends: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
daemon off;
worker_processes 1;
user root;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} error;
worker_rlimit_nofile 20000;
events { worker_connections 10000; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream cardplan {
    ${backends.map((backend) => `server 127.0.0.1:${backend} max_fails=1 fail_timeout=${NGINX_RETRY_MS / 1000}s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    # The bench's clients each name an address of their own in X-Forwarded-For (chaos/harness/team.ts), as
    # a CDN in front would: taken as the client's, so sign-ups are not all counted against 127.0.0.1.
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    location / {
      proxy_pass http://cardplan;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

export interface Nginx {
  /** The master and its worker. */
  pids(): number[];
  stop(): Promise<void>;
}

/**
 * Until nginx serves: the master listens on the port before it forks its worker, and only the worker
 * answers, so both are waited for.
 */
async function serving(master: number, port: number, exited: () => boolean) {
  for (let i = 0; i < 500 && !exited(); i++) {
    if (childrenOf(master).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nginx did not serve on ${port} within 10 s`);
}

export async function startNginx(binary: string, port: number, backends: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, backends));
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  try {
    await serving(child.pid!, port, () => exited);
  } catch (error) {
    child.kill('SIGKILL');
    const log = fs.existsSync(path.join(dir, 'error.log'))
      ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
      : '';
    throw new Error(`${(error as Error).message}: ${log}`, { cause: error });
  }
  return {
    pids: () => [child.pid!, ...childrenOf(child.pid!)],
    async stop() {
      child.kill('SIGTERM');
      await gone;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The ESTABLISHED TCP connections whose local port is one of `ports`, as `local remote` pairs. */
function establishedTo(ports: Set<number>): Map<string, number> {
  const found = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : [];
    for (const line of lines) {
      const [, local, remote, state] = line.trim().split(/\s+/);
      if (state !== '01' || !local || !remote) continue;
      const port = parseInt(local.split(':').at(-1)!, 16);
      if (ports.has(port)) found.set(`${local} ${remote}`, port);
    }
  }
  return found;
}

/**
 * The WebSocket connections each node holds, by port, read from the kernel (nginx has no per-upstream count
 * outside its paid edition): the connections to a node's port open at both of two readings half a second
 * apart. A REST request through nginx opens and closes its own (no upstream keep-alive), in milliseconds.
 */
export async function openWebSockets(ports: number[]): Promise<Record<number, number>> {
  const wanted = new Set(ports);
  const first = establishedTo(wanted);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const counts: Record<number, number> = Object.fromEntries(ports.map((port) => [port, 0]));
  for (const [key, port] of establishedTo(wanted)) if (first.has(key)) counts[port]! += 1;
  return counts;
}
