import type { Backup } from '@jornada/shared/api/backups';
import { madridDate, madridParts } from '@jornada/shared/domain/madrid-time';
import type { FastifyBaseLogger } from 'fastify';
import { startDigestSweep } from '../record/digest-sweep';
import { listBackups } from './backup-files';

/** Madrid hour from which the night's backup is taken (or, for a server that was off, as soon as it is back). */
export const NIGHTLY_BACKUP_HOUR = 3;
const SWEEP_MINUTES = 60;

/** Whether the day's backup is due: from 03:00 (Madrid) on, when none was taken yet that day. */
export function isNightlyBackupDue(latest: Date | undefined, now: Date): boolean {
  if (madridParts(now).hour < NIGHTLY_BACKUP_HOUR) return false;
  return latest === undefined || madridDate(latest) < madridDate(now);
}

/**
 * Looks every hour whether the day's backup is due (see isNightlyBackupDue) and takes it; the files
 * in the directory are the memory, so a restart neither repeats nor skips one. Returns what stops it.
 */
export function startNightlyBackups(options: {
  dir: string;
  take: () => Promise<Backup>;
  log: FastifyBaseLogger;
  now?: () => Date;
}): () => void {
  const now = options.now ?? (() => new Date());
  return startDigestSweep({
    minutes: SWEEP_MINUTES,
    log: options.log,
    failureMessage: 'copia de seguridad nocturna fallida',
    publish: async () => {
      const [latest] = await listBackups(options.dir);
      if (!isNightlyBackupDue(latest ? new Date(latest.created_at) : undefined, now())) return;
      const backup = await options.take();
      options.log.info(`Copia de seguridad nocturna: ${backup.file} (${backup.size} bytes)`);
    },
  });
}
