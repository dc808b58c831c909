import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, unwritableDataDirError } from './lock-file';
import { migrateToLatest } from './migrate';
import { createPglitePool } from './pglite-pool';
import { withPreparedStatements } from './prepared-pool';
import type { Database } from './schema';
import { APP_ROLE, DOMAIN_EVENTS_CHANNEL } from './schema-names';

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      appUrl?: string;
      poolSize?: number;
      /** Named prepared statements on the app pool (DB_PREPARED_STATEMENTS; off behind a transaction pooler). */
      preparedStatements?: boolean;
      /** Where the events bus LISTENs: a direct connection, never a transaction pooler (DATABASE_LISTEN_URL). */
      listenUrl?: string;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * An in-memory database starts from this archive of a data dir (`dumpDataDir`) instead of an
       * empty cluster: the test suite migrates once and copies the result for every file.
       */
      loadDataDir?: Blob;
      /**
       * An embedded database already started, migrated or not, to use instead of starting one: the
       * test suite hands each file one it has emptied (test/pglite-instances.ts), as starting PGlite
       * takes seconds. Its owner closes it: `close()` only detaches this handle.
       */
      instance?: PGlite;
    };

export interface DatabaseHandle {
  kind: 'postgres' | 'pglite';
  /** Runs as the application role: no BYPASSRLS, so RLS applies to every tenant query. */
  db: Kysely<Database>;
  /** Owner connection, for migrations and operator commands only. */
  ownerDb: Kysely<Database>;
  /**
   * PGlite only: the data dir as a tar archive, consistent while the server runs (modules/backups).
   * PostgreSQL is backed up with its own tools (pg_dump, the provider's snapshots).
   */
  snapshot?(): Promise<Uint8Array>;
  /**
   * Domain events' NOTIFY payloads (ADR 016). PostgreSQL: undefined — the events bus LISTENs on a
   * dedicated connection to `listenUrl`. PGlite: its one session LISTENs from the start (before any
   * transaction could swallow the LISTEN) and hands each payload, on COMMIT, to these listeners.
   */
  onDomainEvent?(listener: (payload: string) => void): () => void;
  /** PostgreSQL: the app's own database, for the events bus's LISTEN connection. */
  listenUrl?: string;
  close(): Promise<void>;
}

// numeric and bigint stay strings in pg by default; the app reads counts as integers explicitly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

/**
 * A pool whose idle connection dies (PostgreSQL restarted, a backend terminated) emits 'error'; with
 * no listener that would end the process. The pool drops that connection and opens another on the
 * next query, so logging it is all there is to do.
 */
function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', (error) => {
    console.error(`Conexión a PostgreSQL perdida (se abrirá otra): ${error.message}`);
  });
  // A connection checked out (between two statements of a request) that dies also emits 'error',
  // and the pool listens only to idle ones: unheard, it ended the process when PostgreSQL restarted.
  // The request's next statement fails (503) and the pool drops the connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const ownerDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool({ connectionString: options.url, max: 2 }) }),
  });
  await migrateToLatest(ownerDb);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: withPreparedStatements(
        createPool({ connectionString: options.appUrl ?? options.url, max: options.poolSize ?? 10 }),
        { named: options.preparedStatements ?? true },
      ),
      // With a dedicated login for the app role (APP_DATABASE_URL) this is a no-op; with the owner's
      // URL it drops to the app role for the whole connection.
      onCreateConnection: async (connection) => {
        await connection.executeQuery(sql`SET ROLE ${sql.raw(APP_ROLE)}`.compile(ownerDb));
      },
    }),
  });
  return {
    kind: 'postgres',
    db,
    ownerDb,
    listenUrl: options.listenUrl ?? options.appUrl ?? options.url,
    async close() {
      await db.destroy();
      await ownerDb.destroy();
    },
  };
}

async function openPglite(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  const { dataDir, loadDataDir, instance } = options;
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = instance ?? (loadDataDir ? new PGlite(dataDir, { loadDataDir }) : new PGlite(dataDir));
    await pglite.waitReady;
  } catch (error) {
    releaseLock();
    throw (dataDir && unwritableDataDirError(dataDir, error)) || error;
  }
  const pool = createPglitePool(pglite, (cause) => {
    console.error(
      `La base de datos embebida${dataDir ? ` en ${dataDir}` : ''} no pudo escribir sus ficheros (${(cause as Error).message}). ` +
        'Jornada ha dejado de usarla para no dañar el registro y responde 503 a todo. Libera espacio o corrige los ' +
        'permisos de DATA_DIR y reinicia Jornada: al arrancar recupera todo lo confirmado.',
    );
  });
  const ownerDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(ownerDb);
  // One session only: from here on every query of this process runs as the app role.
  await pglite.exec(`SET ROLE ${APP_ROLE}`);
  const domainEventListeners = new Set<(payload: string) => void>();
  const unlisten = await pglite.listen(DOMAIN_EVENTS_CHANNEL, (payload) => {
    for (const listener of domainEventListeners) listener(payload);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const snapshot = async () => {
    // Alone on the one connection: every transaction queued before it has ended, none starts until
    // it is done, and dumpDataDir reads the files under PGlite's own query lock.
    const client = await pool.connect();
    try {
      // A checkpoint first, so the copy opens without replaying WAL (CHECKPOINT is the superuser's).
      await client.query(`RESET ROLE; CHECKPOINT; SET ROLE ${APP_ROLE}`, []);
      const archive = await pglite.dumpDataDir('none');
      return new Uint8Array(await archive.arrayBuffer());
    } finally {
      client.release();
    }
  };
  let isClosed = false;
  return {
    kind: 'pglite',
    db,
    ownerDb,
    // An in-memory database (the tests') has nothing on disk to keep.
    ...(dataDir ? { snapshot } : {}),
    onDomainEvent(listener) {
      domainEventListeners.add(listener);
      return () => domainEventListeners.delete(listener);
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      if (instance) {
        pool.close();
        if (!pool.failure) await unlisten();
        return releaseLock();
      }
      // After a failed write PGlite must not be asked anything, not even to close (see isStorageFailure):
      // the files hold the last commit, which the next start recovers.
      if (pool.failure) return releaseLock();
      try {
        await pglite.exec('RESET ROLE; CHECKPOINT');
      } finally {
        await pglite.close();
        releaseLock();
      }
    },
  };
}
