import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL server binaries (Debian keeps them per version under /usr/lib/postgresql). */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** A port nobody listens on right now. */
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

export interface TempPostgres {
  url: string;
  /** pg_ctl stop: 'fast' ends every session (57P01), 'immediate' drops them as a crash would. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, its own port, its socket
 * in that directory), never the machine's shared one, so it can be stopped and started at will.
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user.
 */
export async function createTempPostgres(bin: string): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-pg-'));
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? 'postgres' : userInfo().username;
  if (isRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, owner])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const asOwner = (command: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', owner, '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const data = join(dir, 'data');
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let isRunning = false;
  const cluster: TempPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
      isRunning = true;
    },
    async stop(mode) {
      await asOwner('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      isRunning = false;
    },
    async destroy() {
      if (isRunning) await cluster.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
