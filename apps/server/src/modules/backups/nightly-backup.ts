import type { Backup } from '@jornada/shared/api/backups';
import { madridDate, madridParts } from '@jornada/shared/domain/madrid-time';
import type { FastifyBaseLogger } from 'fastify';
import { listBackups } from './backup-files';

/** Madrid hour from which the night's backup is taken (or, for a server that was off, as soon as it is back). */
export const NIGHTLY_BACKUP_HOUR = 3;

/** Whether the day's backup is due: from 03:00 (Madrid) on, when none was taken yet that day. */
export function isNightlyBackupDue(latest: Date | undefined, now: Date): boolean {
  if (madridParts(now).hour < NIGHTLY_BACKUP_HOUR) return false;
  return latest === undefined || madridDate(latest) < madridDate(now);
}

/**
 * Takes the day's backup when it is due (see isNightlyBackupDue); the files in the directory are the
 * memory, so a restart neither repeats nor skips one. Run hourly by the `nightly-backup` job.
 */
export async function takeNightlyBackupIfDue(options: {
  dir: string;
  take: () => Promise<Backup>;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<Backup | null> {
  const [latest] = await listBackups(options.dir);
  if (!isNightlyBackupDue(latest ? new Date(latest.created_at) : undefined, options.now)) return null;
  const backup = await options.take();
  options.log.info(`Copia de seguridad nocturna: ${backup.file} (${backup.size} bytes)`);
  return backup;
}
