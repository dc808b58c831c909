import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'jornada-start-'));
const children: ChildProcess[] = [];

function start(): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  children.push(child);
  let text = '';
  const ready = new Promise<string>((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = text.match(/escuchando en (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolveUrl(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`salió con ${code}: ${text}`)));
  });
  return { child, output: () => text, ready };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', r));
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded start (what `npm start` does on a fresh machine)', () => {
  it('seeds an empty data dir, refuses a second process, closes cleanly and keeps the data', async () => {
    const first = start();
    const url = await first.ready;
    expect(first.output()).toContain('empresa@jornada.test');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'jornada.lock'))).toBe(true);

    const second = start();
    second.ready.catch(() => {});
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toMatch(/ya está en uso por otro proceso/);

    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(existsSync(join(dataDir, 'jornada.lock'))).toBe(false);

    const again = start();
    const url2 = await again.ready;
    // Same data, no second seeding: the demo list is only printed by a pglite start, so check a login.
    const login = await fetch(`${url2}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'trabajador@jornada.test', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await exitOf(again.child)).toBe(0);
  }, 90_000);
});
