import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportSigningKeyPem, generateSigningKey } from '../src/modules/record/signing-key';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const NODE_PROXY = fileURLToPath(new URL('./capacity-proxy.ts', import.meta.url));
export const NGINX_BIN = '/usr/sbin/nginx';

export interface AppInstances {
  /** Where the load goes: the one instance, or the round-robin proxy in front of several. */
  url: string;
  /** Each instance's own address. */
  instanceUrls: string[];
  serverPids: number[];
  /** The proxy's processes (nginx's master and workers, or the node proxy), when there is one. */
  proxyPids: () => number[];
  proxyKind: 'nginx' | 'node' | null;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, child: ChildProcess, what: string) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let waited = 0; !(await accepts(port)); waited += 100) {
    if (exited || waited > 60_000) throw new Error(`${what} no escucha en el puerto ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** The children of a process (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 2;
worker_rlimit_nofile 60000;
daemon off;
master_process on;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 30000; multi_accept on; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream jornada {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 512;
  }
  server {
    listen 127.0.0.1:${port} backlog=8192;
    location / {
      proxy_pass http://jornada;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Server-Sent Events: pass every byte on as it comes, and keep idle streams (heartbeat 25 s).
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

async function startProxy(kind: 'nginx' | 'node', dir: string, upstreams: number[]) {
  const port = await freePort();
  if (kind === 'nginx') {
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, nginxConfig(dir, port, upstreams));
    const child = spawn(NGINX_BIN, ['-c', file, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForPort(port, child, 'nginx');
    return { port, child };
  }
  const child = fork(NODE_PROXY, [String(port), ...upstreams.map(String)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitForPort(port, child, 'el proxy');
  return { port, child };
}

/**
 * `count` app instances, each the real server (src/server.ts) in its own process on its own port,
 * with the given environment (its database URLs and pool); with more than one, a round-robin proxy
 * in front: nginx when Debian's is installed, else a small node proxy (capacity-proxy.ts).
 */
export async function startInstances(count: number, env: Record<string, string>): Promise<AppInstances> {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-capacity-'));
  const keyFile = join(dir, 'record-signing-key.pem');
  writeFileSync(keyFile, exportSigningKeyPem(generateSigningKey()), { mode: 0o600 });
  const servers: ChildProcess[] = [];
  const ports: number[] = [];
  const stopAll = async (proxy?: ChildProcess) => {
    if (proxy) await stopChild(proxy, 'SIGQUIT');
    await Promise.all(servers.map((s) => stopChild(s)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      mkdirSync(join(dir, `data-${i}`));
      const child = fork(SERVER, [], {
        // BENCH_CPU_PROF_DIR=dir: each instance writes a V8 CPU profile there when it stops (where the time goes).
        execArgv: process.env.BENCH_CPU_PROF_DIR
          ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
          : process.execArgv,
        env: {
          ...process.env,
          ...env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: join(dir, `data-${i}`),
          RECORD_SIGNING_KEY_FILE: keyFile,
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'never',
          // The sweeps would add work unrelated to the load (and mail to nobody).
          FORGOTTEN_SWEEP_MINUTES: '0',
          RECORD_DIGEST_SWEEP_MINUTES: '0',
          MONTHLY_SUMMARY_SWEEP_MINUTES: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      servers.push(child);
      ports.push(port);
      await waitForPort(port, child, `la instancia ${i + 1}`);
    }
    if (count === 1) {
      return {
        url: `http://127.0.0.1:${ports[0]}`,
        instanceUrls: ports.map((p) => `http://127.0.0.1:${p}`),
        serverPids: servers.map((s) => s.pid ?? 0),
        proxyPids: () => [],
        proxyKind: null,
        stop: () => stopAll(),
      };
    }
    const kind = existsSync(NGINX_BIN) ? 'nginx' : 'node';
    const proxy = await startProxy(kind, dir, ports);
    const proxyPid = proxy.child.pid ?? 0;
    return {
      url: `http://127.0.0.1:${proxy.port}`,
      instanceUrls: ports.map((p) => `http://127.0.0.1:${p}`),
      serverPids: servers.map((s) => s.pid ?? 0),
      proxyPids: () => [proxyPid, ...childrenOf(proxyPid)],
      proxyKind: kind,
      stop: () => stopAll(proxy.child),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
