import { BACKUP_MESSAGES, type Backup, type ListBackupsResponse } from '@jornada/shared/api/backups';
import { type PlatformActor, withPlatformReach } from '../../access/platform';
import { NO_PERMISSION_MESSAGE, reachFor } from '../../access/reach';
import type { BackupConfig } from '../../config';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { listBackups, pruneBackups, writeBackup } from './backup-files';

export interface BackupDeps {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The database's consistent copy (DatabaseHandle.snapshot): only an embedded database on disk has one. */
  snapshot?: () => Promise<Uint8Array>;
  config: BackupConfig;
}

/** Why there is nothing to back up here, or null when there is. */
function unavailableReason(deps: BackupDeps): string | null {
  if (deps.kind === 'postgres') return BACKUP_MESSAGES.postgres;
  return deps.snapshot ? null : BACKUP_MESSAGES.inMemory;
}

/** Takes a snapshot, writes it to the backup directory and keeps only the newest `keep` (nightly job, POST). */
export async function takeBackup(deps: BackupDeps, at = new Date()): Promise<Backup> {
  const reason = unavailableReason(deps);
  if (reason || !deps.snapshot) throw new AppError('CONFLICT', reason ?? BACKUP_MESSAGES.inMemory);
  const backup = await writeBackup(await deps.snapshot(), deps.config.dir, at);
  await pruneBackups(deps.config.dir, deps.config.keep);
  return backup;
}

/**
 * POST /api/admin/backups. The platform log records it after the snapshot rather than around it:
 * PGlite's one connection cannot hold the audit's transaction open while the snapshot waits for it.
 */
export async function createBackup(deps: BackupDeps, actor: PlatformActor): Promise<Backup> {
  if (reachFor(actor.user, 'manage:platform-backup').kind !== 'platform') {
    throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  }
  const backup = await takeBackup(deps);
  return withPlatformReach(deps.db, actor, 'manage:platform-backup', async () => backup, {
    action: 'platform.backup',
    entity: 'backup',
    details: { file: backup.file, size: backup.size },
  });
}

/** GET /api/admin/backups: the settings and the backups kept, newest first. */
export function listBackupsOf(deps: BackupDeps, actor: PlatformActor): Promise<ListBackupsResponse> {
  return withPlatformReach(
    deps.db,
    actor,
    'read:platform-backup',
    async () => {
      const reason = unavailableReason(deps);
      return {
        is_available: reason === null,
        message: reason,
        dir: deps.config.dir,
        is_nightly: reason === null && deps.config.isNightly,
        keep: deps.config.keep,
        backups: reason === null ? await listBackups(deps.config.dir) : [],
      };
    },
    { action: 'platform.read', entity: 'backups', details: { resource: 'backups' } },
  );
}
