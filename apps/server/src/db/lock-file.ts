import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../lib/app-error';
import { isStorageFailure } from '../lib/pg-errors';

const UNWRITABLE_REASONS: Record<string, string> = {
  EACCES: 'no hay permiso de escritura',
  EPERM: 'no hay permiso de escritura',
  EROFS: 'el disco es de solo lectura',
  ENOSPC: 'el disco está lleno',
};

/**
 * The error an operator can act on when DATA_DIR cannot be written (read-only, someone else's, a full
 * disk), instead of a stack trace; undefined for any other error.
 */
export function unwritableDataDirError(dataDir: string, error: unknown): AppError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason =
    (code && UNWRITABLE_REASONS[code]) ||
    (isStorageFailure(error) ? `la base de datos no pudo escribir: ${(error as Error).message}` : undefined);
  if (!reason) return undefined;
  return new AppError(
    'UNAVAILABLE',
    `No se puede escribir en DATA_DIR (${dataDir}): ${reason}. Jornada guarda ahí su base de datos: ` +
      'corrige los permisos o libera espacio y vuelve a arrancarlo. Los datos no se han tocado.',
  );
}

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
  const path = join(dataDir, 'jornada.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(dataDir, { recursive: true });
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, String(process.pid));
      } catch (error) {
        // A full disk: no empty lock left behind.
        closeSync(fd);
        rmSync(path, { force: true });
        throw error;
      }
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw unwritableDataDirError(dataDir, error) ?? error;
      }
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
