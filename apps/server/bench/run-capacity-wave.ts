import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/create-database';
import { startCapacityCpu } from './capacity-cpu';
import { drive, machineInfo, smokeTest } from './capacity-drive';
import type { CapacityOptions } from './capacity-options';
import { mixOf } from './capacity-schedule';
import { type CapacityClient, seedCapacity } from './capacity-seed';
import { type AppInstances, startInstances } from './capacity-servers';
import { formatWave, summarizeWave } from './capacity-wave-report';
import { type BenchDatabase, settle, waitForQuiet } from './database';
import { log } from './log';
import { shuffled, waveArrivals } from './wave-schedule';

const RESULTS_FILE = fileURLToPath(new URL('./results/capacity-wave.json', import.meta.url));
const PRIME_SECONDS = 15;
/** Measured past the window's end, so the last arrivals' answers and events are counted. */
const TAIL_SECONDS = 10;

async function openShifts(ownerDb: DatabaseHandle['ownerDb']): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from workshifts where status <> 'completed'
  `.execute(ownerDb);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The clients of the wave: `count` workers, all with their shift closed, and their companies'
 * managers (who hold a stream and receive their team's events) and kiosks (polling).
 */
async function seedWave(handle: DatabaseHandle, options: CapacityOptions): Promise<CapacityClient[]> {
  const mix = mixOf(options.companySize);
  const perCompany = mix.workersIn + mix.workersOut;
  const companyCount = Math.ceil(options.workers / perCompany);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'never' });
  const started = performance.now();
  log(`sembrando ${companyCount} empresas de ${options.companySize} clientes (${perCompany} trabajadores), sin fichar`);
  const companies = await seedCapacity(
    handle.db,
    {
      companies: companyCount,
      size: options.companySize,
      sessionCookie: 'jornada_session',
      absoluteMinutes: config.sessionAbsoluteMinutes,
      clockIn: false,
    },
    log,
  );
  await settle(handle.ownerDb);
  log(`sembrado y VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const all = companies.flatMap((c) => c.clients);
  const workers = all.filter((c) => c.persona === 'worker').slice(0, options.workers);
  return [...all.filter((c) => c.persona !== 'worker'), ...workers];
}

/** A discarded polling run at one company's size: tsx compiles, the JIT warms, the caches fill. */
async function prime(url: string, clients: CapacityClient[], options: CapacityOptions) {
  const companyId = clients[0]?.companyId;
  log(`cebado de ${PRIME_SECONDS} s (no se mide)`);
  await drive(
    {
      url,
      mode: 'polling',
      warmupSeconds: 0,
      durationSeconds: PRIME_SECONDS,
      clients: clients.filter((c) => c.companyId === companyId),
      pollConnections: options.pollConnections,
      clockRatePerHour: 0,
      streamOpenPerSecond: options.streamRate,
    },
    async () => ({ stop: async () => ({}) as never }),
  );
}

/** `npm run bench -- capacity --wave`: the 08:00 arrival, every worker clocking in within the window. */
export async function runWave(
  options: CapacityOptions,
  benchDb: BenchDatabase,
  resources: { handle?: DatabaseHandle; instances?: AppInstances },
) {
  if (options.pgbouncer || options.instances.length > 1 || (options.instances[0] ?? 1) > 1) {
    log('AVISO: la ola se mide con una instancia y sin PgBouncer; --instances y --pgbouncer no se aplican');
  }
  const handle = await openDatabase({ kind: 'postgres', url: benchDb.url, poolSize: 8 });
  resources.handle = handle;
  const clients = await seedWave(handle, options);
  const workers = clients.filter((c) => c.persona === 'worker');
  const instances = await startInstances(1, {
    DATABASE_URL: benchDb.url,
    DB_POOL_SIZE: String(options.pool),
    DB_PREPARED_STATEMENTS: String(options.prepared),
  });
  resources.instances = instances;
  log(`1 instancia en ${instances.url}`);
  const first = workers[0];
  if (!first) throw new Error('no hay trabajadores sembrados');
  const { hasStream } = await smokeTest(instances.url, first);
  if (!hasStream) throw new Error('GET /api/events no responde un flujo text/event-stream: la ola necesita push');
  await prime(instances.url, clients, options);
  await waitForQuiet(handle.ownerDb, 60_000);
  // Every worker starts with no open shift, so each start is one the app allows (a 409 would be the
  // bench's fault). The start has no calendar check: the day of the week or a holiday changes nothing.
  const openBefore = await openShifts(handle.ownerDb);
  if (openBefore > 0) throw new Error(`${openBefore} jornadas abiertas antes de la ola`);

  const windowMs = options.waveMinutes * 60_000;
  const arrivalsMs = waveArrivals({ count: workers.length, windowMs, shape: options.shape, seed: options.waveSeed });
  const order = shuffled(workers, options.waveSeed + 1);
  const arrivals = arrivalsMs.map((atMs, i) => ({ userId: (order[i] as CapacityClient).userId, atMs }));
  const streams = clients.filter((c) => c.persona !== 'kiosk').length;
  // As in the push ramp: the wave begins once the last stream opened has had its first heartbeat (25 s) and 10 s more.
  const warmup = Math.max(options.warmup, Math.ceil(streams / options.streamRate) + 35);
  const managers = clients.filter((c) => c.persona === 'manager').length;
  const kiosks = clients.length - workers.length - managers;
  log(
    `ola: ${workers.length} trabajadores, ${streams} flujos, ${kiosks} quioscos; ${warmup} s abriendo flujos + ` +
      `${options.waveMinutes} min de ola (${options.shape}) + ${TAIL_SECONDS} s`,
  );
  const before = loadavg();
  try {
    const { load, cpu } = await drive(
      {
        url: instances.url,
        mode: 'push',
        warmupSeconds: warmup,
        durationSeconds: windowMs / 1000 + TAIL_SECONDS,
        clients,
        pollConnections: options.pollConnections,
        clockRatePerHour: 0,
        streamOpenPerSecond: options.streamRate,
        wave: { arrivals },
      },
      (loadPid) =>
        startCapacityCpu({ ownerDb: handle.ownerDb, serverPids: instances.serverPids, proxyPids: () => [], loadPid }),
    );
    const after = loadavg();
    await waitForQuiet(handle.ownerDb, 60_000);
    const report = summarizeWave({
      load,
      cpu,
      arrivalsMs,
      options: {
        workers: workers.length,
        waveMinutes: options.waveMinutes,
        shape: options.shape,
        seed: options.waveSeed,
      },
      clients: { workers: workers.length, managers, kiosks },
      machine: await machineInfo(handle),
      openShiftsAfter: await openShifts(handle.ownerDb),
      loadAverage: { before, after },
    });
    console.log(`\n${formatWave(report)}\n`);
    if (Object.keys(report.failures).length > 0) log(`fallos: ${JSON.stringify(report.failures)}`);
    if (Object.keys(report.refusals).length > 0) log(`fichajes rechazados: ${JSON.stringify(report.refusals)}`);
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    log(`resultados en ${RESULTS_FILE}`);
  } finally {
    await instances.stop();
    resources.instances = undefined;
  }
}
