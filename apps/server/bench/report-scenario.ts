import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';
import type { DatabaseHandle } from '../src/db/create-database';
import { seedHistory } from './bulk-history';
import { settle } from './database';
import { log } from './log';
import { startCpuShare } from './machine-load';
import { addWorkers } from './seed';

/**
 * The register's report scenario: the company admin asks GET /api/reports/register for the
 * last whole month, timed end to end over HTTP (one request at a time: a report is a single user's
 * wait, not a load): all the bench's workers as JSON and as XLSX; then, with as many workers again
 * added with a month of history by the bulk writer, the month for all of them as JSON.
 */

export interface ReportTiming {
  name: string;
  description: string;
  workers: number;
  /** Wall time of each measured request, ms. */
  runsMs: number[];
  medianMs: number;
  /**
   * CPU of the server process and of its PostgreSQL backends per request (median): what the wall
   * time would be on an idle machine, since a report runs on one thread and one backend at a time.
   */
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
  bytes: number;
  /**
   * The most the process's resident memory rose above its level before the request, MiB (max over
   * the runs): the server and this client share the process, and the body is counted as it streams,
   * not kept, so the rise is the server's.
   */
  peakRssRiseMiB: number;
  /** The required time, where one is set. */
  targetMs: number | null;
}

const MEASURED_RUNS = 3;
/** The bundle takes seconds per run: fewer runs, no warm-up (its first-use costs are the JSON's). */
const BUNDLE_RUNS = 2;
/** A month for 1,000 workers as JSON: the required time. */
const JSON_1000_TARGET_MS = 2000;
/** The month's bundle for 1,000 workers: the required time. */
const BUNDLE_1000_TARGET_MS = 30_000;
const RSS_SAMPLE_MS = 25;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The calendar month before today's (Madrid), as from/to dates. */
export function previousMonth(now = new Date()): { from: string; to: string } {
  const [year, month] = madridDate(now).split('-').map(Number) as [number, number];
  const first = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
}

interface TimedRequest {
  ms: number;
  bytes: number;
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
  peakRssRiseMiB: number;
}

/** Reads a body to its end, counting bytes instead of keeping them (a bundle is tens of MiB). */
async function countBody(response: Response): Promise<{ bytes: number; head: string }> {
  let bytes = 0;
  let head = '';
  if (!response.body) return { bytes, head };
  for await (const chunk of response.body) {
    if (bytes === 0) head = Buffer.from(chunk).toString('utf8', 0, 200);
    bytes += chunk.byteLength;
  }
  return { bytes, head };
}

async function timeRequest(url: string, cookie: string, ownerDb: DatabaseHandle['ownerDb']): Promise<TimedRequest> {
  const cpu = await startCpuShare(ownerDb);
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, RSS_SAMPLE_MS);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    const body = await countBody(response);
    const ms = performance.now() - started;
    const share = await cpu.stop(0);
    if (response.status !== 200) throw new Error(`${url} respondió ${response.status}: ${body.head}`);
    return {
      ms,
      bytes: body.bytes,
      serverCpuMs: share?.serverMs ?? null,
      postgresCpuMs: share?.postgresMs ?? null,
      peakRssRiseMiB: Math.round((rssPeak - rssBefore) / 2 ** 20),
    };
  } finally {
    clearInterval(sampler);
  }
}

const medianOrNull = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? Math.round(median(known)) : null;
};

async function timeReport(
  baseUrl: string,
  cookie: string,
  ownerDb: DatabaseHandle['ownerDb'],
  pathAndQuery: string,
  entry: Pick<ReportTiming, 'name' | 'description' | 'workers' | 'targetMs'>,
  options: { runs: number; warmUp: boolean } = { runs: MEASURED_RUNS, warmUp: true },
): Promise<ReportTiming> {
  const url = `${baseUrl}${pathAndQuery}`;
  // The warm-up's first-use costs (JIT, query plans, date-holidays) are not a report's.
  if (options.warmUp) await timeRequest(url, cookie, ownerDb);
  const runs: TimedRequest[] = [];
  for (let i = 0; i < options.runs; i++) runs.push(await timeRequest(url, cookie, ownerDb));
  const timing: ReportTiming = {
    ...entry,
    runsMs: runs.map((r) => Math.round(r.ms)),
    medianMs: Math.round(median(runs.map((r) => r.ms))),
    serverCpuMs: medianOrNull(runs.map((r) => r.serverCpuMs)),
    postgresCpuMs: medianOrNull(runs.map((r) => r.postgresCpuMs)),
    bytes: runs[0]?.bytes ?? 0,
    peakRssRiseMiB: Math.max(...runs.map((r) => r.peakRssRiseMiB)),
  };
  log(
    `${entry.name}: ${timing.medianMs} ms (mediana de ${timing.runsMs.join(', ')} ms), CPU node ${timing.serverCpuMs} ms, ` +
      `CPU PG ${timing.postgresCpuMs} ms, ${timing.bytes} bytes, memoria +${timing.peakRssRiseMiB} MiB`,
  );
  return timing;
}

export async function runReportScenario(input: {
  url: string;
  handle: DatabaseHandle;
  companyId: number;
  workers: SessionUser[];
  adminCookie: string;
}): Promise<ReportTiming[]> {
  const { url, handle, companyId, workers, adminCookie } = input;
  const month = previousMonth();
  const query = `/api/reports/register?from=${month.from}&to=${month.to}`;
  const results: ReportTiming[] = [];
  const count = workers.length;
  log(`informe del registro: ${month.from} – ${month.to}`);
  results.push(
    await timeReport(url, adminCookie, handle.ownerDb, `${query}&format=json`, {
      name: `report-json-${count}`,
      description: `GET /api/reports/register, un mes, ${count} trabajadores, JSON`,
      workers: count,
      targetMs: null,
    }),
  );
  results.push(
    await timeReport(url, adminCookie, handle.ownerDb, `${query}&format=xlsx`, {
      name: `report-xlsx-${count}`,
      description: `GET /api/reports/register, un mes, ${count} trabajadores, XLSX`,
      workers: count,
      targetMs: null,
    }),
  );

  // As many workers again, with history from the month's first day to yesterday.
  const extra = await addWorkers(handle.db, companyId, count, count);
  const today = madridDate(new Date());
  const weekdays = daysBetween(month.from, today).filter((day) => day < today && !isWeekend(day)).length;
  const seedStart = performance.now();
  const history = await seedHistory(handle.db, { companyId, workers: extra }, weekdays);
  await settle(handle.ownerDb);
  log(
    `${extra.length} trabajadores más con ${history.days} días de historial (${history.shifts} jornadas): ` +
      `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const total = count + extra.length;
  results.push(
    await timeReport(url, adminCookie, handle.ownerDb, `${query}&format=json`, {
      name: `report-json-${total}`,
      description: `GET /api/reports/register, un mes, ${total} trabajadores, JSON`,
      workers: total,
      targetMs: total >= 1000 ? JSON_1000_TARGET_MS : null,
    }),
  );
  results.push(
    await timeReport(
      url,
      adminCookie,
      handle.ownerDb,
      `/api/reports/register/bundle?month=${month.from.slice(0, 7)}`,
      {
        name: `report-bundle-${total}`,
        description: `GET /api/reports/register/bundle, un mes, ${total} trabajadores, ZIP`,
        workers: total,
        targetMs: total >= 1000 ? BUNDLE_1000_TARGET_MS : null,
      },
      { runs: BUNDLE_RUNS, warmUp: false },
    ),
  );
  return results;
}

const cell = (value: number | null) => (value === null ? '—' : String(value));

export function formatReportTimings(timings: ReportTiming[]): string {
  if (timings.length === 0) return '';
  const rows = timings.map((t) => {
    const cpu = t.serverCpuMs === null ? null : t.serverCpuMs + (t.postgresCpuMs ?? 0);
    const verdict =
      t.targetMs === null
        ? ''
        : `  objetivo < ${t.targetMs} ms: ${t.medianMs < t.targetMs ? 'CUMPLE' : 'NO CUMPLE'}` +
          (cpu !== null && t.medianMs >= t.targetMs ? ` (CPU ${cpu < t.targetMs ? 'dentro' : 'fuera'})` : '');
    return (
      `${t.name.padEnd(20)} ${String(t.medianMs).padStart(6)} ms  CPU node ${cell(t.serverCpuMs).padStart(5)} ms` +
      `  CPU PG ${cell(t.postgresCpuMs).padStart(5)} ms  ${String(Math.round(t.bytes / 1024)).padStart(6)} KiB` +
      `  mem +${String(t.peakRssRiseMiB).padStart(4)} MiB` +
      `  [${t.runsMs.join(', ')}]${verdict}`
    );
  });
  return [
    `Informe del registro (mediana de ${MEASURED_RUNS} peticiones tras una de calentamiento; el paquete, de ${BUNDLE_RUNS} sin calentamiento; una a la vez).`,
    'CPU node / PG: CPU del servidor y de sus backends por petición, lo que tardaría con la máquina en reposo.',
    'mem: lo más que subió la memoria residente del servidor durante la petición.',
    ...rows,
  ].join('\n');
}
