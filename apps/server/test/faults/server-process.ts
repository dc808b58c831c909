import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();

export interface LaunchedServer {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface ServerProcess extends LaunchedServer {
  url: string;
}

/**
 * The real server (`src/server.ts` through tsx, so no build is needed) as an operator starts it, on
 * a free port, with `env` on top; the jobs that would write on their own are off.
 */
export function launchServer(env: Record<string, string>): LaunchedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      // The server refuses to start on DATABASE_URL without it; these tests follow no link.
      PUBLIC_URL: 'http://127.0.0.1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      PLATFORM_MFA_REQUIRED: 'false',
      FORGOTTEN_SWEEP_MINUTES: '0',
      RECORD_DIGEST_SWEEP_MINUTES: '0',
      RECORD_CHECKPOINT_MINUTES: '0',
      MONTHLY_SUMMARY_SWEEP_MINUTES: '0',
      ...env,
    },
  });
  running.add(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolveExit(code);
    });
  });
  return { child, output: () => text, exited };
}

/** launchServer, resolved once /api/health answers 200; rejects with the output if the process exits first. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const server = launchServer(env);
  const { child, output, exited } = server;
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline && !hasExited) {
    const port = /escuchando en http:\/\/localhost:(\d+)/.exec(output())?.[1];
    if (port) {
      const url = `http://127.0.0.1:${port}`;
      if ((await healthStatus(url)) === 200) return { ...server, url };
    }
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error(`el servidor no arrancó (${hasExited ? 'salió' : 'tiempo agotado'}):\n${output()}`);
}

/** The status of GET /api/health, or 0 when nothing answers. */
export async function healthStatus(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** SIGTERM (the clean close) and its exit code; SIGKILL if it does not end within `timeoutMs`. */
export async function stopServer(server: LaunchedServer, timeoutMs = 30_000): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Whatever a test left running (afterAll, also after a failure). */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
  await Promise.all(children.map((child) => new Promise((r) => (hasEnded(child) ? r(null) : child.once('exit', r)))));
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `condition` every `everyMs` until it holds; throws after `timeoutMs`. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
  everyMs = 50,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await delay(everyMs);
  }
  throw new Error(`tiempo agotado esperando: ${what}`);
}
