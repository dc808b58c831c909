import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The port of the one host page allowed to frame the embed widgets (EMBED_ALLOWED_ORIGINS). */
    embedHostPort: number;
  }
}

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`el servidor no respondió en ${timeoutMs} ms`);
}

/**
 * Starts the BUILT app (what `npm start` serves) on a fresh embedded database in a temp dir, so the
 * browser tests see the newcomer's path: empty database → migrations → demo data → login page.
 */
export default async function setup(project: TestProject) {
  const serverEntry = join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverEntry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Falta la compilación: ejecuta `npm run build` antes de las pruebas e2e');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jornada-e2e-'));
  const mailDir = join(dataDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  // tests/embed.test.ts serves its host page there: another site (127.0.0.1) than the app it frames,
  // which it opens as localhost.
  let embedHostPort = await freePort();
  while (embedHostPort === port) embedHostPort = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails are built from it: the address the browser is on.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(dataDir, 'db'),
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      DATABASE_URL: '',
      EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${embedHostPort}`,
      // The suites drive the demo navegatel's console with its password; the required two-step verification
      // (on by default in production, ADR 015) is covered by the server's tests (modules/mfa/mfa.test.ts).
      PLATFORM_MFA_REQUIRED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 60_000);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('embedHostPort', embedHostPort);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
