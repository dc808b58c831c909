import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock-file';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data dir lock', () => {
  it('refuses a second holder with a clear Spanish message, and frees on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/ya está en uso por otro proceso/);
    release();
    expect(existsSync(join(dir, 'jornada.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    const lock = join(dir, 'jornada.lock');
    writeFileSync(lock, '2147483646');
    const release = acquireDataDirLock(dir);
    // The lock is ours now: it names this process, and a second holder is refused because of us.
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${process.pid})`);
    release();
    expect(existsSync(lock)).toBe(false);
  });
});
