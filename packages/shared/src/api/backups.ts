import { z } from 'zod';

/**
 * Backups of the embedded database, from the platform admin's console: a consistent
 * snapshot of DATA_DIR taken while the server runs, restored with `npm run cli -- restore`.
 */

export const BACKUP_MESSAGES = {
  postgres:
    'Con PostgreSQL las copias de seguridad se hacen en la base de datos (pg_dump o las copias automáticas del proveedor); desde aquí solo se copia la base de datos embebida.',
  inMemory: 'Esta base de datos embebida está en memoria: no hay nada en disco que copiar.',
} as const;

export const backupSchema = z.object({
  /** The archive's full path on the server (a gzipped tar of DATA_DIR). */
  file: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** ISO instant. */
  created_at: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;

/** POST /api/admin/backups: 201 with the snapshot just written. */
export const createBackupResponse = backupSchema;

/** GET /api/admin/backups: where they go, whether there is a nightly one, and the ones kept (newest first). */
export const listBackupsResponse = z.object({
  /** false on PostgreSQL (and an in-memory database): then `message` says how to back up instead. */
  is_available: z.boolean(),
  message: z.string().nullable(),
  dir: z.string(),
  is_nightly: z.boolean(),
  keep: z.number().int().positive(),
  backups: z.array(backupSchema),
});
export type ListBackupsResponse = z.infer<typeof listBackupsResponse>;
