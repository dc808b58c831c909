import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseOptions } from '../../src/db/create-database';
import { parseSigningKey } from '../../src/modules/record/signing-key';
import { apiCall } from './api-client';
import { compareWithRecord, logInClockers, startClockBurst } from './clock-burst';
import { brokenRecords, readRecord, seedForFaults } from './record-check';
import { killAllServers, startServer, stopServer, waitFor } from './server-process';

/**
 * The server killed (SIGKILL) in the middle of a burst of clock actions from several
 * people at once, then started again on the same data: every action it acknowledged is in the record,
 * in order, and verify-records finds it whole. On the suite's database (PostgreSQL, or PGlite with
 * TEST_DB=pglite), as each run of the suite covers one.
 */
const target = inject('testDatabase');
const KILL_AFTER_ACKS = 60;
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  await killAllServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The database under test and the server's variables for it. */
async function prepareDatabase(): Promise<{ options: DatabaseOptions; env: Record<string, string> }> {
  if (target.kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'jornada-kill-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');
    return { options: { kind: 'pglite', dataDir }, env: { DATA_DIR: dataDir } };
  }
  // The shared cluster is fine here: it is the app that dies, not PostgreSQL.
  const name = `jornada_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: target.adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'jornada-kill-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { options: { kind: 'postgres', url: url.toString() }, env: { DATABASE_URL: url.toString(), DATA_DIR: dir } };
}

describe(`kill -9 during a burst of clock actions (${target.kind})`, () => {
  it('keeps every acknowledged action, in order, and a whole record', async () => {
    const { options, env } = await prepareDatabase();
    const pem = await seedForFaults(options);
    const serverEnv = { ...env, RECORD_SIGNING_KEY: pem };

    const first = await startServer(serverEnv);
    const clockers = await logInClockers(first.url);
    const since = new Date(Date.now() - 1000);
    const burst = startClockBurst(first.url, clockers);
    await waitFor(() => burst.acked() >= KILL_AFTER_ACKS, 60_000, `${KILL_AFTER_ACKS} fichajes confirmados`, 5);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    burst.stop();
    await burst.done;
    expect(burst.logs.flatMap((log) => log.unexpected)).toEqual([]);

    // Up again on the same data, without any repair: the sessions and the shifts are where they were.
    const started = Date.now();
    const second = await startServer(serverEnv);
    const restartMs = Date.now() - started;
    const shownStatus = new Map<number, unknown>();
    for (const log of burst.logs) {
      const current = await apiCall(second.url, 'GET', '/api/workshift/current', { cookie: log.cookie });
      expect(current.status).toBe(200);
      shownStatus.set(log.userId, current.body?.status);
    }
    expect(await stopServer(second)).toBe(0);

    const state = await readRecord(options, parseSigningKey(pem), since);
    const figures = compareWithRecord(burst.logs, state.eventsSince);
    process.stdout.write(
      `[fallos] kill -9 (${target.kind}): ${figures.acknowledged} fichajes confirmados, ${figures.present} en el registro ` +
        `(${figures.unacknowledgedPresent} en vuelo sin respuesta también guardados; ` +
        `${burst.logs.filter((log) => log.unanswered).length} sin respuesta); rearranque en ${restartMs} ms\n`,
    );
    expect(figures.missing).toEqual([]);
    expect(figures.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(brokenRecords(state)).toEqual([]);
    // Each card shows the shift as the record's last event left it (the projection moved with it).
    for (const log of burst.logs) {
      const last = state.eventsSince.get(log.userId)?.at(-1);
      if (last) expect([log.email, shownStatus.get(log.userId) === 'completed']).toEqual([log.email, last === 'end']);
    }
  }, 180_000);
});
