import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/pg-errors';
import { type ApiResponse, apiCall, logIn } from './api-client';
import { seedForFaults } from './record-check';
import { delay, healthStatus, killAllServers, startServer, stopServer } from './server-process';
import { createTempPostgres, findPostgresBin, type TempPostgres } from './temp-postgres';

/**
 * PostgreSQL stopped and started again under the running server (a cluster of the
 * test's own): meanwhile every request is answered 503 with a Spanish message, never 500, and once
 * PostgreSQL is back requests succeed again with no restart of the app. In the PostgreSQL run.
 */
const bin = findPostgresBin();
const isPostgresRun = inject('testDatabase').kind === 'postgres';
let cluster: TempPostgres | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await killAllServers();
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Calls the app over and over from a few loops at once until stopped, keeping every status it got
 * (never a 500 is allowed): the stop then finds connections in the middle of requests, too.
 */
function pollContinuously(url: string, cookie: string, loops = 3) {
  const seen = new Map<number, number>();
  let isStopped = false;
  const loop = async () => {
    while (!isStopped) {
      for (const path of ['/api/health', '/api/workshift/current']) {
        const status = await apiCall(url, 'GET', path, { cookie, timeoutMs: 10_000 }).then(
          (response) => response.status,
          () => 0,
        );
        seen.set(status, (seen.get(status) ?? 0) + 1);
      }
      await delay(20);
    }
  };
  const done = Promise.all(Array.from({ length: loops }, loop));
  return {
    seen,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}

function expectUnavailable(response: ApiResponse) {
  expect({ status: response.status, body: response.body }).toEqual({
    status: 503,
    body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' },
  });
  expect(response.headers.get('retry-after')).toBe('5');
}

describe('PostgreSQL restarted under the running server', () => {
  it.runIf(isPostgresRun && bin)(
    'answers 503 in Spanish during the outage and recovers by itself',
    async () => {
      // Only for the server's own files (its signing key stays in the environment).
      dataDir = mkdtempSync(join(tmpdir(), 'jornada-pg-restart-'));
      cluster = await createTempPostgres(bin as string);
      const pem = await seedForFaults({ kind: 'postgres', url: cluster.url });
      // No session cache: every request goes to the database, as the first one after a cache expiry does.
      const server = await startServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        RECORD_SIGNING_KEY: pem,
        SESSION_CACHE_SECONDS: '0',
        DB_POOL_SIZE: '4',
      });
      const cookie = await logIn(server.url, 'trabajador@jornada.test');
      const poller = pollContinuously(server.url, cookie);
      const figures: string[] = [];
      // What the server said, should it end: the reason a failure here is worth reading.
      void server.exited.then((code) => process.stderr.write(`servidor terminado (${code}):\n${server.output()}\n`));

      for (const mode of ['fast', 'immediate'] as const) {
        await cluster.stop(mode);
        expectUnavailable(await apiCall(server.url, 'GET', '/api/health'));
        expectUnavailable(await apiCall(server.url, 'GET', '/api/user', { cookie }));
        expectUnavailable(await apiCall(server.url, 'POST', '/api/workshift/start', { cookie }));

        await cluster.start();
        const upAt = Date.now();
        while ((await healthStatus(server.url)) !== 200) {
          expect(Date.now() - upAt, 'la app no se recupera sola').toBeLessThan(30_000);
          await delay(10);
        }
        const recoveryMs = Date.now() - upAt;
        figures.push(`${mode}: ${recoveryMs} ms`);
        const start = await apiCall(server.url, 'POST', '/api/workshift/start', { cookie });
        expect(start.status).toBe(200);
        expect((await apiCall(server.url, 'POST', '/api/workshift/end', { cookie })).status).toBe(200);
      }

      await poller.stop();
      process.stdout.write(
        `[fallos] PostgreSQL reiniciado (pg_ctl stop -m …, start): la app responde de nuevo ${figures.join(', ')} ` +
          `después de que PostgreSQL acepte conexiones; estados vistos ${JSON.stringify(Object.fromEntries(poller.seen))}\n`,
      );
      // Only answers that say "ok" or "try again": no 500, and never a request left unanswered.
      expect([...poller.seen.keys()].sort()).toEqual([200, 503]);
      // The same process all along.
      expect(server.child.exitCode).toBeNull();
      expect(await stopServer(server)).toBe(0);
    },
    180_000,
  );
});
