import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/create-database';
import { verifyRecords } from '../src/modules/workshift/verify-records';
import { registerBareRoutes } from './bare-routes';
import { seedHistory, verifyChains } from './bulk-history';
import { type BenchDatabase, createBenchDatabase, createBenchTables, settle } from './database';
import { explainClockActions, formatExplain, writeExplain } from './explain-clock';
import { log } from './log';
import { type BenchOptions, parseBenchOptions } from './options';
import {
  type BenchReport,
  computeRatios,
  formatReport,
  type MeasuredRun,
  summarizeScenario,
  writeReport,
} from './report';
import { formatReportTimings, type ReportTiming, runReportScenario } from './report-scenario';
import { runCapacity } from './run-capacity';
import { buildScenarios, measure } from './scenarios';
import { clockIn, closeOpenShifts, createSessions, openShiftIds, seedCompany } from './seed';
import { registerStatusBaseline } from './status-baseline';

const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const EXPLAIN_FILE = fileURLToPath(new URL('./results/explain.json', import.meta.url));

const seconds = (since: number) => (performance.now() - since) / 1000;

async function machineInfo(handle: DatabaseHandle): Promise<Record<string, string | number>> {
  const settings = await sql<{ name: string; setting: string; unit: string | null }>`
    select name, setting, unit from pg_settings
    where name in ('shared_buffers', 'synchronous_commit', 'max_connections', 'fsync')
  `.execute(handle.ownerDb);
  const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.ownerDb);
  const info: Record<string, string | number> = {
    cpu: cpus()[0]?.model ?? 'desconocida',
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: version.rows[0]?.v ?? '?',
  };
  for (const row of settings.rows) info[`pg.${row.name}`] = row.unit ? `${row.setting} × ${row.unit}` : row.setting;
  return info;
}

/** A quick look that the routes answer as expected before loading them. */
async function smokeTest(url: string, cookie: string, shiftId: string) {
  const current = await fetch(`${url}/api/workshift/current`, {
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = (await current.json()) as { status?: string } | null;
  if (current.status !== 200 || body?.status !== 'in_progress') {
    throw new Error(`GET /api/workshift/current no devuelve la jornada abierta (${current.status})`);
  }
  const bare = await fetch(`${url}/bench/bare-read?id=${shiftId}`);
  if (bare.status !== 200) throw new Error(`GET /bench/bare-read respondió ${bare.status}`);
}

async function verifyAll(db: DatabaseHandle['db'], companyId: number) {
  const verifyStart = performance.now();
  const verified = await verifyRecords(db, companyId);
  if (verified.broken) throw new Error(`registro roto: ${JSON.stringify(verified.broken)}`);
  log(
    `verifyRecords: ${verified.events} eventos de ${verified.workers} trabajadores íntegros (${seconds(verifyStart).toFixed(1)} s)`,
  );
}

async function run(options: BenchOptions, benchDb: BenchDatabase, resources: { handle?: DatabaseHandle; app?: App }) {
  const handle = await openDatabase({ kind: 'postgres', url: benchDb.url, poolSize: options.pool });
  resources.handle = handle;
  const db = handle.db;
  await createBenchTables(handle.ownerDb);

  // ---- seeding ----
  const seedStart = performance.now();
  const company = await seedCompany(db, options.workers);
  const companySeconds = seconds(seedStart);
  log(`empresa y ${company.workers.length} trabajadores: ${companySeconds.toFixed(1)} s`);
  const historyStart = performance.now();
  let lastShown = 0;
  const history = await seedHistory(db, company, options.days, (done, total) => {
    if (done - lastShown >= 50 || done === total) {
      lastShown = done;
      log(`  historial: ${done}/${total} días (${seconds(historyStart).toFixed(0)} s)`);
    }
  });
  const historySeconds = seconds(historyStart);
  log(
    `historial: ${history.days} días, ${history.shifts} jornadas, ${history.events} eventos en ${historySeconds.toFixed(1)} s ` +
      `(${Math.round(history.events / historySeconds)} eventos/s)`,
  );
  const workers = company.workers;
  const sample = [workers[0], workers[Math.floor(workers.length / 2)], workers.at(-1)].flatMap((w) =>
    w ? [w.id] : [],
  );
  await verifyChains(db, company.companyId, sample);
  log(`cadenas de ${sample.length} trabajadores verificadas con chainHash`);

  const isReportOnly = options.only === 'report';
  const half = Math.floor(workers.length / 2);
  const clockedIn = isReportOnly ? [] : workers.slice(0, half);
  const cyclers = workers.slice(half);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'never' });
  const policy = { idleMinutes: config.sessionIdleMinutes, absoluteMinutes: config.sessionAbsoluteMinutes };
  const liveStart = performance.now();
  const tokens = isReportOnly || options.explain ? [] : await createSessions(db, policy, workers);
  const [adminToken] = await createSessions(db, policy, [company.admin]);
  await clockIn(db, clockedIn);
  const liveSeconds = seconds(liveStart);
  log(
    `${tokens.length} sesiones y ${clockedIn.length} fichajes de entrada (servicio real): ${liveSeconds.toFixed(1)} s`,
  );
  const seedSeconds = seconds(seedStart);
  log(`sembrado total: ${seedSeconds.toFixed(1)} s`);
  const settleStart = performance.now();
  await settle(handle.ownerDb);
  const settleSeconds = seconds(settleStart);
  log(`VACUUM ANALYZE + CHECKPOINT: ${settleSeconds.toFixed(1)} s`);

  if (options.explain) {
    const explained = await explainClockActions({
      url: benchDb.url,
      ownerDb: handle.ownerDb,
      companyId: company.companyId,
      cyclers,
    });
    console.log(`${formatExplain(explained)}\n`);
    writeExplain(explained, EXPLAIN_FILE);
    if (options.verify) await verifyAll(db, company.companyId);
    return;
  }

  // ---- server ----
  const app = await buildApp({ config, database: handle, logger: false });
  resources.app = app;
  registerBareRoutes(app, db, company.companyId);
  registerStatusBaseline(app, db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('el servidor no escucha en un puerto TCP');
  const url = `http://127.0.0.1:${address.port}`;
  log(`servidor en ${url} (pool de ${options.pool} conexiones)`);

  const cookieOf = (index: number) => `${app.sessionCookie.name}=${tokens[index]}`;
  const clockedInCookies = clockedIn.map((_, i) => cookieOf(i));
  const cyclerCookies = cyclers.map((_, i) => cookieOf(half + i));
  const shiftIds = isReportOnly ? [] : await openShiftIds(db, company.companyId, clockedIn);
  if (!isReportOnly) await smokeTest(url, clockedInCookies[0] as string, shiftIds[0] as string);

  const allScenarios = buildScenarios({
    options,
    clockedInCookies,
    shiftIds,
    cyclerCookies,
    closeCutCycles: async () => {
      const closed = await closeOpenShifts(db, company.companyId, cyclers);
      if (closed > 0) log(`  ${closed} ciclos cortados por el fin de la ejecución, cerrados con /end`);
    },
  });
  const chosen = options.scenarios;
  const unknown = chosen?.filter((name) => !allScenarios.some((s) => s.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`--scenarios: escenario desconocido ${unknown.join(', ')}`);
  const scenarios = isReportOnly ? [] : allScenarios.filter((s) => !chosen || chosen.includes(s.name));
  const rounds = new Map<string, MeasuredRun[]>(scenarios.map((s) => [s.name, []]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const scenario of scenarios) {
      rounds.get(scenario.name)?.push(await measure(url, options, scenario, handle.ownerDb, round));
    }
  }
  const results = scenarios.map((s) => summarizeScenario(s, rounds.get(s.name) ?? []));

  // Last: it adds workers to the company, which the load scenarios must not see. Not with --scenarios.
  const reports: ReportTiming[] = chosen
    ? []
    : await runReportScenario({
        url,
        handle,
        companyId: company.companyId,
        workers,
        adminCookie: `${app.sessionCookie.name}=${adminToken}`,
      });

  if (options.verify) await verifyAll(db, company.companyId);

  const report: BenchReport = {
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(handle),
    options: { ...options, adminUrl: undefined },
    seeding: {
      workers: workers.length,
      clockedIn: clockedIn.length,
      days: history.days,
      shifts: history.shifts,
      events: history.events,
      companySeconds,
      historySeconds,
      sessionsAndClockInSeconds: liveSeconds,
      totalSeconds: seedSeconds,
      vacuumAnalyzeSeconds: settleSeconds,
    },
    scenarios: results,
    ratios: isReportOnly ? [] : computeRatios(results),
    reports,
  };
  console.log(`\n${isReportOnly ? '' : `${formatReport(report)}\n\n`}${formatReportTimings(reports)}\n`);
  writeReport(report, RESULTS_FILE);
  log(`resultados en ${RESULTS_FILE}`);
  if (options.check) {
    const failed = report.ratios.filter((r) => !r.isMet);
    console.log(failed.length === 0 ? 'check: CUMPLE' : `check: NO CUMPLE (${failed.map((r) => r.name).join('; ')})`);
    if (failed.length > 0) process.exitCode = 1;
  }
}

let isInterrupted = false;

async function main() {
  // `npm run bench -- capacity …`: the capacity scenario, its own ramp and report (run-capacity.ts).
  if (process.argv[2] === 'capacity') return runCapacity(process.argv.slice(3));
  const options = parseBenchOptions(process.argv.slice(2));
  if (!options) return;
  const benchDb = await createBenchDatabase(options.adminUrl);
  log(`base de pruebas ${benchDb.name}`);
  const resources: { handle?: DatabaseHandle; app?: App } = {};
  let isCleaningUp = false;
  const cleanUp = async () => {
    if (isCleaningUp) return;
    isCleaningUp = true;
    await resources.app?.close().catch(() => {});
    await resources.handle?.close().catch(() => {});
    if (options.keepDb) log(`base conservada: ${benchDb.url}`);
    else await benchDb.drop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: limpiando`);
      // Dropping WITH (FORCE) ends the pool's connections under it: their errors are expected now.
      isCleaningUp = true;
      isInterrupted = true;
      process.on('uncaughtException', () => {});
      const drop = options.keepDb ? Promise.resolve() : benchDb.drop();
      drop.finally(() => process.exit(130));
    });
  }
  try {
    await run(options, benchDb, resources);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  // After a signal the database is dropped under the running work: its errors are expected.
  if (isInterrupted) return;
  console.error(error);
  process.exitCode = 1;
});
