import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../lib/app-error';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes on one data dir corrupt it. The lock holds
 * the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'jornada.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new AppError(
          'DATA_DIR_LOCKED',
          `La base de datos embebida en ${dataDir} ya está en uso por otro proceso (pid ${pid}). ` +
            'Detén ese proceso o usa otro DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new AppError('DATA_DIR_LOCKED', `No se pudo bloquear ${path}`);
}
