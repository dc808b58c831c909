/**
 * Starts the BUILT app (`npm run build`, what `npm start` serves) on a free port with a fresh embedded
 * database in a temp dir (migrations and the demo data at start), for the Lighthouse and request
 * measurements. JORNADA_ROOT points at another checkout's build (a before/after comparison).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_WORKER = 'trabajador@jornada.test';

const root = resolve(process.env.JORNADA_ROOT ?? join(import.meta.dirname, '../..'));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`el servidor no respondió en ${timeoutMs} ms`);
}

/** CPU seconds the process has used (utime + stime from /proc; Linux only, else 0). */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Waits until the server has finished its start-up chores (the demo's signed digests, the first sweeps):
 * Lighthouse's simulated slow phone multiplies whatever CPU time the page's tasks take, and a server
 * busy on the same two cores made the landing's blocking time vary from 0.1 to 1.3 s from run to run.
 * Quiet means under 5 % of a core for two seconds in a row; at most `timeoutMs`.
 */
async function waitForQuiet(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let quietSeconds = 0;
  while (Date.now() < deadline && quietSeconds < 2) {
    const before = cpuSecondsOf(pid);
    await new Promise((r) => setTimeout(r, 1000));
    quietSeconds = cpuSecondsOf(pid) - before < 0.05 ? quietSeconds + 1 : 0;
  }
}

/** Resolves to `{ baseUrl, stop }`, the server started and quiet; `stop()` ends it and deletes its data. */
export async function startBuiltServer() {
  const serverEntry = join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverEntry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Falta la compilación: ejecuta `npm run build` antes.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jornada-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PLATFORM_MFA_REQUIRED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 90_000);
    await waitForQuiet(child.pid, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the API as the SPA does; resolves to the `Cookie` header of the new session. */
export async function loginCookies(baseUrl, email = DEMO_WORKER, password = DEMO_PASSWORD) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`el inicio de sesión de ${email} falló: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
