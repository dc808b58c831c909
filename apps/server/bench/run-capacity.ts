import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/create-database';
import { type CapacityCpu, startCapacityCpu } from './capacity-cpu';
import { drive, machineInfo, smokeTest } from './capacity-drive';
import type { LoadRequest } from './capacity-load';
import { type CapacityOptions, parseCapacityOptions } from './capacity-options';
import {
  type CapacityReport,
  type CapacityStep,
  formatCapacity,
  judge,
  summarizeCapacity,
  writeCapacityReport,
} from './capacity-report';
import type { CapacityMode } from './capacity-schedule';
import { type CapacityClient, type CapacityCompany, seedCapacity } from './capacity-seed';
import { type AppInstances, startInstances } from './capacity-servers';
import { type BenchDatabase, createBenchDatabase, settle, waitForQuiet } from './database';
import { log } from './log';
import { ensurePooledRole, type PgBouncer, startPgBouncer } from './pgbouncer';
import { runWave } from './run-capacity-wave';

const RESULTS_FILE = fileURLToPath(new URL('./results/capacity.json', import.meta.url));
const SESSION_COOKIE = 'jornada_session';

function clientsFor(companies: CapacityCompany[], size: number, n: number, openShift: Map<number, boolean>) {
  return companies
    .slice(0, Math.ceil(n / size))
    .flatMap((c) => c.clients)
    .map((c) => (c.persona === 'worker' ? { ...c, isShiftOpen: openShift.get(c.userId) ?? c.isShiftOpen } : c));
}

const PRIME_SECONDS = 15;

function loadRequest(
  options: CapacityOptions,
  url: string,
  mode: CapacityMode,
  clients: CapacityClient[],
): LoadRequest {
  return {
    url,
    mode,
    warmupSeconds: options.warmup,
    durationSeconds: options.duration,
    clients,
    pollConnections: options.pollConnections,
    clockRatePerHour: options.clockRate,
    streamOpenPerSecond: options.streamRate,
  };
}

/**
 * The shifts a run's clock actions opened or closed stay so for the next run. Read from the database
 * once the run's requests have settled: an action that timed out on the client may still have been
 * recorded, and the next run must not send a start to an open shift (409).
 */
async function syncShifts(
  ownerDb: DatabaseHandle['ownerDb'],
  companies: CapacityCompany[],
  openShift: Map<number, boolean>,
) {
  await waitForQuiet(ownerDb, 60_000);
  const { rows } = await sql<{ user_id: number }>`
    select distinct user_id from workshifts where status <> 'completed'
  `.execute(ownerDb);
  const open = new Set(rows.map((r) => r.user_id));
  for (const c of companies.flatMap((company) => company.clients)) {
    if (c.persona === 'worker') openShift.set(c.userId, open.has(c.userId));
  }
}

async function rampInstances(input: {
  options: CapacityOptions;
  instances: AppInstances;
  count: number;
  companies: CapacityCompany[];
  openShift: Map<number, boolean>;
  handle: DatabaseHandle;
  bouncer: PgBouncer | undefined;
  steps: CapacityStep[];
}): Promise<boolean> {
  const { options, instances, companies, openShift } = input;
  const first = companies[0]?.clients.find((c) => c.persona === 'worker');
  if (!first) throw new Error('no hay trabajadores sembrados');
  const { hasStream } = await smokeTest(instances.url, first);
  if (!hasStream) log('AVISO: GET /api/events no responde un flujo text/event-stream: el modo push no se mide');
  // A fresh instance compiles (tsx), warms its JIT and fills its caches on its first requests: a
  // discarded run at the smallest N first, so the first measured step does not pay for it.
  const smallest = clientsFor(companies, options.companySize, options.steps[0] ?? 1, openShift);
  log(`${input.count} instancia(s): cebado de ${PRIME_SECONDS} s (no se mide)`);
  await drive(
    { ...loadRequest(options, instances.url, 'polling', smallest), warmupSeconds: 0, durationSeconds: PRIME_SECONDS },
    async () => ({ stop: async () => ({}) as CapacityCpu }),
  );
  await syncShifts(input.handle.ownerDb, companies, openShift);
  let sawEtag = false;
  const missed = new Set<CapacityMode>();
  for (const n of options.steps) {
    for (const mode of options.modes) {
      // Each run starts from the shifts as the previous one left them.
      const clients = clientsFor(companies, options.companySize, n, openShift);
      if ((mode === 'push' && !hasStream) || (missed.has(mode) && !options.keepGoing)) continue;
      const streams = mode === 'push' ? clients.filter((c) => c.persona !== 'kiosk').length : 0;
      // With streams, measured once the last one opened has had its first heartbeat (25 s) and 10 s more:
      // the steady state (the heartbeats keep the sessions cached). The wave of openings itself, a
      // restart's reconnections, is measured apart (the stream's open time) and takes its own time.
      const warmup =
        streams > 0 ? Math.max(options.warmup, Math.ceil(streams / options.streamRate) + 35) : options.warmup;
      const clockedIn = clients.filter((c) => c.persona === 'worker' && c.isShiftOpen).length;
      log(
        `${input.count} instancia(s), ${mode}, N = ${clients.length} (${clockedIn} fichados): ${warmup} s + ${options.duration} s`,
      );
      const { load, cpu } = await drive(
        { ...loadRequest(options, instances.url, mode, clients), warmupSeconds: warmup },
        (loadPid) =>
          startCapacityCpu({
            ownerDb: input.handle.ownerDb,
            serverPids: instances.serverPids,
            proxyPids: instances.proxyPids,
            pgbouncerPid: input.bouncer?.pid,
            loadPid,
          }),
      );
      sawEtag ||= load.withEtag > 0;
      const verdict = judge(load, mode);
      input.steps.push({ instances: input.count, mode, clients: clients.length, clockedIn, load, cpu, ...verdict });
      log(
        `  ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.requests.p50.toFixed(1)} ms, p99 ${load.requests.p99.toFixed(1)} ms, ` +
          `${load.requests.errors} errores${mode === 'push' ? `, flujos ${load.streams.opened}/${load.streams.held}, entrega p99 ${load.delivery.p99.toFixed(0)} ms` : ''}` +
          `${verdict.isMet ? '' : ` — NO CUMPLE: ${verdict.misses.join(', ')}`}`,
      );
      if (!verdict.isMet) {
        const slices = load.timeline.map(
          (slice) => `${slice.fromSecond}s ${slice.p50.toFixed(0)}/${slice.p99.toFixed(0)}`,
        );
        log(`  p50/p99 ms cada 5 s: ${slices.join(' · ')}`);
      }
      if (Object.keys(load.failures).length > 0) log(`  fallos: ${JSON.stringify(load.failures)}`);
      if (Object.keys(load.refusals).length > 0) log(`  fichajes rechazados: ${JSON.stringify(load.refusals)}`);
      if (!verdict.isMet) missed.add(mode);
      await syncShifts(input.handle.ownerDb, companies, openShift);
    }
  }
  return sawEtag;
}

async function run(options: CapacityOptions, benchDb: BenchDatabase, resources: Resources) {
  const handle = await openDatabase({ kind: 'postgres', url: benchDb.url, poolSize: 8 });
  resources.handle = handle;
  const maxN = Math.max(...options.steps);
  const companyCount = Math.ceil(maxN / options.companySize);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'never' });
  const seedStart = performance.now();
  log(`sembrando ${companyCount} empresas de ${options.companySize} clientes`);
  const companies = await seedCapacity(
    handle.db,
    {
      companies: companyCount,
      size: options.companySize,
      sessionCookie: SESSION_COOKIE,
      absoluteMinutes: config.sessionAbsoluteMinutes,
    },
    log,
  );
  await settle(handle.ownerDb);
  log(`sembrado y VACUUM ANALYZE: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  if (options.pgbouncer) {
    await ensurePooledRole(options.adminUrl);
    const admin = new URL(options.adminUrl);
    resources.bouncer = await startPgBouncer({
      target: { host: admin.hostname || '127.0.0.1', port: Number(admin.port || 5432) },
      poolSize: options.pgbouncerPool,
      maxClientConnections: 10_000,
    });
    log(
      `PgBouncer (transacción) en 127.0.0.1:${resources.bouncer.port}, ${options.pgbouncerPool} conexiones a PostgreSQL`,
    );
  }
  const bouncer = resources.bouncer;
  const env: Record<string, string> = {
    DATABASE_URL: benchDb.url,
    DB_POOL_SIZE: String(options.pool),
    DB_PREPARED_STATEMENTS: String(options.prepared),
    ...(bouncer ? { APP_DATABASE_URL: bouncer.urlFor(benchDb.name), DATABASE_LISTEN_URL: benchDb.url } : {}),
  };
  const openShift = new Map<number, boolean>();
  const steps: CapacityStep[] = [];
  let etag = false;
  for (const count of options.instances) {
    const instances = await startInstances(count, env);
    resources.instances = instances;
    log(`${count} instancia(s) en ${instances.url}${instances.proxyKind ? ` (proxy ${instances.proxyKind})` : ''}`);
    try {
      etag = (await rampInstances({ options, instances, count, companies, openShift, handle, bouncer, steps })) || etag;
    } finally {
      await instances.stop();
      resources.instances = undefined;
    }
  }
  const report: CapacityReport = {
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(handle),
    options: { ...options, adminUrl: undefined },
    etag,
    steps,
    ...summarizeCapacity(steps),
  };
  console.log(`\n${formatCapacity(report)}\n`);
  if (bouncer && !options.prepared)
    log('PgBouncer: sentencias preparadas con nombre desactivadas (DB_PREPARED_STATEMENTS=false)');
  writeCapacityReport(report, RESULTS_FILE);
  log(`resultados en ${RESULTS_FILE}`);
}

interface Resources {
  handle?: DatabaseHandle;
  instances?: AppInstances;
  bouncer?: PgBouncer;
}

/** `npm run bench -- capacity …`: the capacity scenario. */
export async function runCapacity(argv: string[]) {
  const options = parseCapacityOptions(argv);
  if (!options) return;
  const benchDb = await createBenchDatabase(options.adminUrl);
  log(`base de pruebas ${benchDb.name}`);
  const resources: Resources = {};
  const cleanUp = async () => {
    await resources.instances?.stop().catch(() => {});
    await resources.bouncer?.stop().catch(() => {});
    await resources.handle?.close().catch(() => {});
    if (options.keepDb) log(`base conservada: ${benchDb.url}`);
    else await benchDb.drop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: limpiando`);
      process.on('uncaughtException', () => {});
      cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await (options.wave ? runWave : run)(options, benchDb, resources);
  } finally {
    await cleanUp();
  }
}
