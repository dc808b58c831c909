import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { APP_ROLE } from '../src/db/schema-names';

/**
 * A PgBouncer of our own on loopback, in transaction mode (Debian's pgbouncer, 1.18 on this machine):
 * its own config and auth file in a temporary directory, its own port, every database of the
 * PostgreSQL at `target` behind it. Used by the capacity bench (--pgbouncer) and by the test suite
 * (TEST_PGBOUNCER=1) to prove that pooling transactions keeps tenants apart.
 *
 * Run alone, it starts one and waits: `npx tsx apps/server/bench/pgbouncer.ts [--port 6432]`.
 */
export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';

/**
 * The login the app uses behind the pooler: a member of jornada_app that INHERITs its grants, so a
 * server connection that never saw the app's `SET ROLE` (transaction mode hands each transaction
 * whichever connection is free, and SET ROLE is session state) still runs as the app role, under
 * RLS. The owner's URL behind a transaction pooler would run those transactions as the owner — a
 * superuser here, which no policy filters.
 */
export const POOLED_ROLE = 'jornada_pooled';

export interface PgBouncer {
  port: number;
  pid: number;
  /** postgres://<user>@127.0.0.1:<port>/<database> */
  urlFor(database: string, user?: string): string;
  /** The log, for the report when something failed. */
  log(): string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  target?: { host: string; port: number };
  /** Server connections per database and user (default_pool_size). */
  poolSize?: number;
  maxClientConnections?: number;
  port?: number;
}

export function hasPgBouncer(): boolean {
  return existsSync(PGBOUNCER_BIN);
}

/** The pooled login and the app role it joins, once per cluster (the migrations would create the role too). */
export async function ensurePooledRole(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${POOLED_ROLE}') THEN
        CREATE ROLE ${POOLED_ROLE} LOGIN INHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE IN ROLE ${APP_ROLE};
      END IF;
    END $$`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function configText(dir: string, port: number, options: Required<Omit<PgBouncerOptions, 'port'>>): string {
  return `[databases]
* = host=${options.target.host} port=${options.target.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'userlist.txt')}
admin_users = postgres
pool_mode = transaction
default_pool_size = ${options.poolSize}
max_client_conn = ${options.maxClientConnections}
; node-pg and psql send these at startup; PgBouncer 1.18 refuses unknown ones
ignore_startup_parameters = extra_float_digits,options
; nothing to reset between transactions: the app keeps no session state but its role (see POOLED_ROLE)
server_reset_query =
server_check_delay = 10
logfile = ${join(dir, 'pgbouncer.log')}
pidfile = ${join(dir, 'pgbouncer.pid')}
`;
}

/** Starts PgBouncer in the foreground of a child process; resolves once it accepts connections. */
export async function startPgBouncer(options: PgBouncerOptions = {}): Promise<PgBouncer> {
  if (!hasPgBouncer()) {
    throw new Error(`no está ${PGBOUNCER_BIN}: apt-get install -y pgbouncer`);
  }
  const settings = {
    target: options.target ?? { host: '127.0.0.1', port: 5432 },
    poolSize: options.poolSize ?? 20,
    maxClientConnections: options.maxClientConnections ?? 5000,
  };
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'jornada-pgbouncer-'));
  writeFileSync(join(dir, 'userlist.txt'), `"postgres" ""\n"${POOLED_ROLE}" ""\n`);
  const configFile = join(dir, 'pgbouncer.ini');
  writeFileSync(configFile, configText(dir, port, settings));
  // PgBouncer refuses to run as root: as root it drops to the postgres user, who must read and write here.
  const isRoot = process.getuid?.() === 0;
  const args = isRoot ? ['-u', 'postgres', configFile] : [configFile];
  if (isRoot) {
    const { uid, gid } = postgresIds();
    for (const path of [dir, join(dir, 'userlist.txt'), configFile]) chownSync(path, uid, gid);
  }
  chmodSync(dir, 0o700);
  const child: ChildProcess = spawn(PGBOUNCER_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const readLog = () => {
    const file = join(dir, 'pgbouncer.log');
    return `${existsSync(file) ? readFileSync(file, 'utf8') : ''}${stderr}`;
  };
  for (let waited = 0; !(await accepts(port)); waited += 50) {
    if (exited || waited > 10_000) {
      child.kill('SIGTERM');
      const log = readLog();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer no arrancó en el puerto ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    pid: child.pid ?? 0,
    urlFor: (database, user = POOLED_ROLE) => `postgres://${user}@127.0.0.1:${port}/${database}`,
    log: readLog,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('no existe el usuario postgres para ejecutar PgBouncer');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Closes PgBouncer's server connections to one database (admin console KILL), before it is dropped. */
export async function releaseDatabase(bouncer: { port: number }, database: string) {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${bouncer.port}/pgbouncer` });
  await client.connect();
  try {
    await client.query(`KILL ${database}`);
  } catch {
    // No pool for that database yet: nothing to close.
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : undefined;
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  await ensurePooledRole(adminUrl);
  const bouncer = await startPgBouncer({ port });
  console.log(`PgBouncer (modo transacción) en 127.0.0.1:${bouncer.port}, pid ${bouncer.pid}`);
  console.log(`  la aplicación: APP_DATABASE_URL=${bouncer.urlFor('<base>')} DB_PREPARED_STATEMENTS=false`);
  console.log('  Ctrl-C para pararlo');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void bouncer.stop().then(() => process.exit(0)));
  }
}
