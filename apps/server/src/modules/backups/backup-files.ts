import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Backup } from '@jornada/shared/api/backups';

const gzipAsync = promisify(gzip);

/** jornada-2026-11-27T21-30-05-123Z.tar.gz: the UTC instant, so names sort as the snapshots were taken. */
const BACKUP_NAME = /^jornada-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `jornada-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

function createdAtOf(name: string): string | undefined {
  const match = BACKUP_NAME.exec(name);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : undefined;
}

/**
 * Writes a snapshot (a tar archive of DATA_DIR) gzipped into `dir`. Written under a temporary name
 * and renamed when complete, so a crash mid-write never leaves a file that looks like a backup.
 * Readable by its owner only: it holds everyone's personal data (and the record's signing key when
 * that key lives in DATA_DIR).
 */
export async function writeBackup(archive: Uint8Array, dir: string, at: Date): Promise<Backup> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, backupFileName(at));
  const partial = `${file}.partial`;
  const compressed = await gzipAsync(archive);
  try {
    await writeFile(partial, compressed, { flag: 'wx', mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, size: compressed.length, created_at: at.toISOString() };
}

/** The backups in `dir`, newest first (none when the directory does not exist yet). */
export async function listBackups(dir: string): Promise<Backup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const kept = names.filter((name) => BACKUP_NAME.test(name)).sort((a, b) => b.localeCompare(a));
  return Promise.all(
    kept.map(async (name) => ({
      file: join(dir, name),
      size: (await stat(join(dir, name))).size,
      created_at: createdAtOf(name) as string,
    })),
  );
}

/** Deletes all but the `keep` newest backups; returns how many went. */
export async function pruneBackups(dir: string, keep: number): Promise<number> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await rm(backup.file, { force: true });
  return old.length;
}
