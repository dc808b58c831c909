import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';
import type { DatabaseHandle } from '../src/db/create-database';
import { seedHistory } from './bulk-history';
import { settle } from './database';
import { log } from './log';
import { addWorkers } from './seed';

/**
 * The register's report scenario (issue 11): the company admin asks GET /api/reports/register for the
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
  bytes: number;
  /** The target, where it sets one. */
  targetMs: number | null;
}

const MEASURED_RUNS = 3;
/** A month for 1,000 workers as JSON: the target. */
const JSON_1000_TARGET_MS = 2000;

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

async function timeRequest(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} respondió ${response.status}: ${body.toString().slice(0, 200)}`);
  return { ms, bytes: body.length };
}

async function timeReport(
  baseUrl: string,
  cookie: string,
  query: string,
  entry: Omit<ReportTiming, 'runsMs' | 'medianMs' | 'bytes'>,
): Promise<ReportTiming> {
  const url = `${baseUrl}/api/reports/register?${query}`;
  await timeRequest(url, cookie); // warm-up: first-use costs (JIT, plans, date-holidays) are not a report's
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) runs.push(await timeRequest(url, cookie));
  const timing = {
    ...entry,
    runsMs: runs.map((r) => Math.round(r.ms)),
    medianMs: Math.round(median(runs.map((r) => r.ms))),
    bytes: runs[0]?.bytes ?? 0,
  };
  log(`${entry.name}: ${timing.medianMs} ms (mediana de ${timing.runsMs.join(', ')} ms), ${timing.bytes} bytes`);
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
  const query = `from=${month.from}&to=${month.to}`;
  const results: ReportTiming[] = [];
  const count = workers.length;
  log(`informe del registro: ${month.from} – ${month.to}`);
  results.push(
    await timeReport(url, adminCookie, `${query}&format=json`, {
      name: `report-json-${count}`,
      description: `GET /api/reports/register, un mes, ${count} trabajadores, JSON`,
      workers: count,
      targetMs: null,
    }),
  );
  results.push(
    await timeReport(url, adminCookie, `${query}&format=xlsx`, {
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
    await timeReport(url, adminCookie, `${query}&format=json`, {
      name: `report-json-${total}`,
      description: `GET /api/reports/register, un mes, ${total} trabajadores, JSON`,
      workers: total,
      targetMs: total >= 1000 ? JSON_1000_TARGET_MS : null,
    }),
  );
  return results;
}

export function formatReportTimings(timings: ReportTiming[]): string {
  if (timings.length === 0) return '';
  const rows = timings.map((t) => {
    const verdict =
      t.targetMs === null ? '' : `  (objetivo < ${t.targetMs} ms: ${t.medianMs < t.targetMs ? 'CUMPLE' : 'NO CUMPLE'})`;
    return `${t.name.padEnd(18)} ${String(t.medianMs).padStart(6)} ms  ${String(Math.round(t.bytes / 1024)).padStart(7)} KiB  [${t.runsMs.join(', ')}]${verdict}`;
  });
  return ['Informe del registro (mediana de 3 peticiones tras una de calentamiento; una a la vez)', ...rows].join('\n');
}
