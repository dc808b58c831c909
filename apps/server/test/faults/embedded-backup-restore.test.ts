import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { restoreBackup } from '../../src/modules/backups/restore-backup';
import { parseSigningKey } from '../../src/modules/record/signing-key';
import { runCli } from '../run-cli';
import { apiCall, logIn } from './api-client';
import { logInClockers, startClockBurst } from './clock-burst';
import { brokenRecords, readRecord, seedForFaults } from './record-check';
import { killAllServers, startServer, stopServer, waitFor } from './server-process';

/**
 * Backups of the embedded mode: POST /api/admin/backups while people clock, then
 * `restore --from FILE --data-dir DIR` into a new directory; the copy opens, verify-records finds
 * every company's record whole, and it holds exactly what had been acknowledged when it was taken
 * (each person's actions up to that moment, in order). In the PGlite run.
 */
const isPgliteRun = inject('testDatabase').kind === 'pglite';
let dir: string | undefined;

afterAll(async () => {
  await killAllServers();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('backups of the embedded database', () => {
  it.runIf(isPgliteRun)(
    'takes a consistent snapshot while people clock, and the CLI restores it whole',
    async () => {
      dir = mkdtempSync(join(tmpdir(), 'jornada-backup-'));
      const dataDir = join(dir, 'data');
      const backupDir = join(dir, 'backups');
      const pem = await seedForFaults({ kind: 'pglite', dataDir });
      const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      const platform = await logIn(server.url, 'plataforma@jornada.test');
      const since = new Date(Date.now() - 1000);
      const burst = startClockBurst(server.url, await logInClockers(server.url));
      await waitFor(() => burst.acked() >= 20, 60_000, '20 fichajes confirmados', 5);

      const before = burst.logs.map((log) => log.acked.length);
      const requestedAt = Date.now();
      const response = await apiCall(server.url, 'POST', '/api/admin/backups', { cookie: platform, timeoutMs: 60_000 });
      const tookMs = Date.now() - requestedAt;
      const after = burst.logs.map((log) => log.acked.length);
      expect(response.status).toBe(201);
      const backup = response.body as { file: string; size: number; created_at: string };
      expect(backup.file.startsWith(join(backupDir, 'jornada-'))).toBe(true);
      expect(backup.size).toBeGreaterThan(1000);
      expect(existsSync(backup.file)).toBe(true);
      await waitFor(() => burst.acked() >= after.reduce((a, b) => a + b, 0) + 10, 60_000, 'más fichajes', 5);
      burst.stop();
      await burst.done;
      expect(burst.logs.flatMap((log) => log.unexpected)).toEqual([]);

      const listed = await apiCall(server.url, 'GET', '/api/admin/backups', { cookie: platform });
      expect(listed.body).toMatchObject({ is_available: true, dir: backupDir, is_nightly: true, keep: 14 });
      expect(listed.body?.backups).toEqual([backup]);
      expect(await stopServer(server)).toBe(0);

      const restored = join(dir, 'restored');
      const cli = await runCli(['restore', '--from', backup.file, '--data-dir', restored], {});
      expect(cli.stderr).toBe('');
      expect(cli.code).toBe(0);
      expect(cli.stdout).toContain(`Copia restaurada en ${restored}.`);
      expect(cli.stdout).toMatch(/panaderia_ejemplo: Registro íntegro/);
      expect(readdirSync(restored)).not.toContain('jornada.lock');

      // Again into the same directory (in this process, cheaper than another CLI): refused without
      // --force; with it, the former contents are moved aside, not deleted.
      const again = { from: backup.file, dataDir: restored, signing: {} };
      await expect(restoreBackup({ ...again, force: false })).rejects.toThrow(`${restored} no está vacío`);
      const forced = await restoreBackup({ ...again, force: true });
      expect(forced.companies.every((company) => company.report.broken === null)).toBe(true);
      expect(readdirSync(forced.setAside as string)).toContain('PG_VERSION');

      const state = await readRecord({ kind: 'pglite', dataDir: restored }, parseSigningKey(pem), since);
      expect(brokenRecords(state)).toEqual([]);
      let inBackup = 0;
      burst.logs.forEach((log, i) => {
        const kinds = state.eventsSince.get(log.userId) ?? [];
        inBackup += kinds.length;
        // Everything acknowledged before the request, nothing not yet sent when it was answered.
        expect(kinds.length).toBeGreaterThanOrEqual(before[i] as number);
        expect(kinds.length).toBeLessThanOrEqual((after[i] as number) + 1);
        expect(kinds).toEqual(log.acked.slice(0, kinds.length));
      });
      process.stdout.write(
        `[fallos] copia de seguridad en marcha: ${backup.size} bytes en ${tookMs} ms, ${inBackup} fichajes de la ráfaga ` +
          `dentro (confirmados antes: ${before.reduce((a, b) => a + b, 0)}, al responder: ${after.reduce((a, b) => a + b, 0)})\n`,
      );
    },
    180_000,
  );
});
