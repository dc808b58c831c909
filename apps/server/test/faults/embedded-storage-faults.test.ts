import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBEDDED_STOPPED_MESSAGE } from '../../src/db/pglite-pool';
import { parseSigningKey } from '../../src/modules/record/signing-key';
import { apiCall } from './api-client';
import { type ClockerLog, compareWithRecord, logInClockers } from './clock-burst';
import { canUseMountNamespace, holdMountNamespace, type MountNamespace } from './mount-namespace';
import { brokenRecords, readRecord, seedForFaults } from './record-check';
import { killAllServers, launchServer, startServer, stopServer } from './server-process';

/**
 * The embedded database on a read-only data dir, and on a disk that fills up while
 * the server runs. Each gets a clear Spanish error and leaves a store that opens whole. The disks are
 * a read-only bind mount and a small tmpfs in a private mount namespace (which needs root, as the
 * tests run here and in CI): nothing else on the machine sees them. In the PGlite run.
 */
const isPgliteRun = inject('testDatabase').kind === 'pglite';
const canMount = isPgliteRun && canUseMountNamespace();
if (isPgliteRun && !canMount)
  process.stdout.write('[fallos] sin espacios de montaje privados: pruebas de disco omitidas\n');

const namespaces: MountNamespace[] = [];
/** A seeded data dir both tests start from (made only when they run). */
let dir = '';
let seeded = '';
let pem = '';

beforeAll(async () => {
  if (!canMount) return;
  dir = mkdtempSync(join(tmpdir(), 'jornada-storage-'));
  seeded = join(dir, 'seeded');
  pem = await seedForFaults({ kind: 'pglite', dataDir: seeded });
}, 120_000);

afterAll(async () => {
  await killAllServers();
  for (const namespace of namespaces) await namespace.release();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** Writes a file until the disk is full, down to its last 4 kB block. */
function fillDisk(path: string) {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 1 << 16, 1 << 12]) {
      const chunk = Buffer.alloc(size, 7);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe('embedded database on a disk it cannot write', () => {
  it.runIf(canMount)(
    'refuses to start on a read-only DATA_DIR, saying so, and the store stays whole',
    async () => {
      const mountPoint = join(dir, 'read-only');
      mkdirSync(mountPoint);
      const namespace = await holdMountNamespace(
        `mount --bind ${seeded} ${mountPoint}; mount -o remount,ro,bind ${mountPoint}`,
      );
      namespaces.push(namespace);
      const dataDir = namespace.pathOf(mountPoint);

      const server = launchServer({ DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `No se pudo arrancar Jornada: No se puede escribir en DATA_DIR (${dataDir}): el disco es de solo lectura.`,
      );
      expect(server.output()).not.toMatch(/\n\s+at /);
      await namespace.release();

      const state = await readRecord({ kind: 'pglite', dataDir: seeded }, parseSigningKey(pem), new Date());
      expect(brokenRecords(state)).toEqual([]);
    },
    120_000,
  );

  it.runIf(canMount)(
    'answers 503 when the disk fills up, never hangs, and recovers every acknowledged action',
    async () => {
      const mountPoint = join(dir, 'small-disk');
      mkdirSync(mountPoint);
      // Room for the data and a WAL segment more; the ballast file takes the rest once the server is up.
      const megabytes = Math.ceil(sizeOf(seeded) / 2 ** 20) + 24;
      const namespace = await holdMountNamespace(`mount -t tmpfs -o size=${megabytes}m jornada-test ${mountPoint}`);
      namespaces.push(namespace);
      const dataDir = namespace.pathOf(join(mountPoint, 'data'));
      cpSync(seeded, dataDir, { recursive: true });
      const since = new Date(Date.now() - 1000);

      const server = await startServer({ DATA_DIR: dataDir });
      const clockers = await logInClockers(server.url, [
        'trabajador@jornada.test',
        'javier.moreno@jornada.test',
        'trabajador2@jornada.test',
      ]);
      const logs: ClockerLog[] = clockers.map((c) => ({ ...c, acked: [], unanswered: null, unexpected: [] }));
      const ballast = namespace.pathOf(join(mountPoint, 'ballast'));

      // Shifts started and ended in turn: a few rounds with room, then on a full disk until the database
      // needs a page, or a WAL segment, it cannot have.
      let refusal: Awaited<ReturnType<typeof apiCall>> | undefined;
      const isOpen = new Map<number, boolean>();
      for (let round = 0; round < 400 && !refusal; round++) {
        if (round === 3) fillDisk(ballast);
        for (const log of logs) {
          const action = isOpen.get(log.userId) ? 'end' : 'start';
          const response = await apiCall(server.url, 'POST', `/api/workshift/${action}`, { cookie: log.cookie });
          if (response.status === 200 || response.status === 409) {
            // 409: the demo left that shift in the other state; the next action is the other one.
            if (response.status === 200) log.acked.push(action);
            isOpen.set(log.userId, action === 'start');
            continue;
          }
          log.unanswered = action;
          refusal = response;
          break;
        }
      }
      expect({ status: refusal?.status, body: refusal?.body }).toEqual({
        status: 503,
        body: { message: EMBEDDED_STOPPED_MESSAGE, code: 'UNAVAILABLE' },
      });
      // From then on every request hears the same at once, and the process still answers.
      const health = await apiCall(server.url, 'GET', '/api/health', { timeoutMs: 5_000 });
      expect({ status: health.status, message: health.body?.message }).toEqual({
        status: 503,
        message: EMBEDDED_STOPPED_MESSAGE,
      });
      expect(server.output()).toContain('no pudo escribir sus ficheros');
      expect(await stopServer(server)).toBe(0);

      // Space freed: the same files start again, with everything that was acknowledged.
      rmSync(ballast);
      const again = await startServer({ DATA_DIR: dataDir });
      expect(await stopServer(again)).toBe(0);
      const state = await readRecord({ kind: 'pglite', dataDir }, parseSigningKey(pem), since);
      const figures = compareWithRecord(logs, state.eventsSince);
      process.stdout.write(
        `[fallos] disco lleno (PGlite, tmpfs de ${megabytes} MB): ${figures.acknowledged} fichajes confirmados antes del 503, ` +
          `${figures.present} en el registro tras liberar espacio\n`,
      );
      expect(figures.acknowledged).toBeGreaterThanOrEqual(6);
      expect(figures.missing).toEqual([]);
      expect(brokenRecords(state)).toEqual([]);
    },
    180_000,
  );
});
