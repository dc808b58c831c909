import type { CapacityCpu } from './capacity-cpu';
import type { LoadSummary } from './capacity-load';
import { WAVE_P99_TARGET_MS } from './capacity-options';
import { type Percentiles, percentiles } from './capacity-stats';
import { arrivalsPerBucket, type WaveShape } from './wave-schedule';

/** The morning wave's figures: what the terminal shows and results/capacity-wave.json keeps. */
export interface WaveReport {
  finishedAt: string;
  machine: Record<string, string | number>;
  options: { workers: number; waveMinutes: number; shape: WaveShape; seed: number };
  /** Clients loaded: the workers, and their companies' managers (with streams) and kiosks (polling). */
  clients: { workers: number; managers: number; kiosks: number };
  clock: Percentiles & { sent: number; ok: number; failed: number };
  /** Each stream's receipt of an action's event, from the send and from the answer. */
  delivery: Percentiles;
  deliveryAfterAnswer: Percentiles;
  /** Every request of the run (polls, refetches, clock actions) in the wave's window. */
  requests: LoadSummary['requests'];
  errors: { requests: number; streamsRefused: number; streamsDropped: number; undelivered: number; total: number };
  failures: Record<string, number>;
  refusals: Record<string, number>;
  streams: { opened: number; held: number; openP99Ms: number };
  /** Answered actions a second over the window, at the busiest 5 s, and the plan's busiest 5 s. */
  actionsPerSecond: { mean: number; peak: number; plannedPeak: number };
  /** The clock actions' latency by tenth of the window (sent in it). */
  timeline: { fromSecond: number; planned: number; count: number; p50: number; p99: number }[];
  /** Shifts open in the database after the wave (each worker's one). */
  openShiftsAfter: number;
  cpu: CapacityCpu | null;
  loadAverage: { before: number[]; after: number[] };
  eventLoopDelayP99Ms: number;
  isMet: boolean;
  misses: string[];
}

const PEAK_BUCKET_MS = 5000;

export function summarizeWave(input: {
  load: LoadSummary;
  cpu: CapacityCpu | null;
  arrivalsMs: number[];
  options: WaveReport['options'];
  clients: WaveReport['clients'];
  machine: WaveReport['machine'];
  openShiftsAfter: number;
  loadAverage: WaveReport['loadAverage'];
}): WaveReport {
  const { load, arrivalsMs } = input;
  const windowMs = input.options.waveMinutes * 60_000;
  const clockStats = load.byName['clock-start'] ?? { ...percentiles([]), errors: 0 };
  const { answered, sent, ok, failed } = load.clockActions;
  const done = answered.map(([sentMs, latency]) => sentMs + latency);
  const completedPerBucket = arrivalsPerBucket(done, Math.max(windowMs, ...done) + 1, PEAK_BUCKET_MS);
  const sliceMs = windowMs / 10;
  const planned = arrivalsPerBucket(arrivalsMs, windowMs, sliceMs);
  const timeline = planned.map((count, i) => {
    const inSlice = answered.filter(([sentMs]) => Math.floor(sentMs / sliceMs) === i).map(([, latency]) => latency);
    const { p50, p99 } = percentiles(inSlice);
    return { fromSecond: (i * sliceMs) / 1000, planned: count, count: inSlice.length, p50, p99 };
  });
  const errors = {
    requests: load.requests.errors,
    streamsRefused: load.streams.refused,
    streamsDropped: load.streams.dropped,
    undelivered: load.clockActions.undelivered,
    total: 0,
  };
  errors.total = errors.requests + errors.streamsRefused + errors.streamsDropped + errors.undelivered;
  const misses: string[] = [];
  if (clockStats.p99 >= WAVE_P99_TARGET_MS) misses.push(`p99 de los fichajes ${clockStats.p99.toFixed(0)} ms`);
  if (errors.total > 0) misses.push(`${errors.total} errores`);
  if (ok < arrivalsMs.length) misses.push(`${arrivalsMs.length - ok} fichajes sin hacer`);
  if (load.streams.opened < load.streams.held)
    misses.push(`${load.streams.held - load.streams.opened} flujos sin abrir`);
  return {
    finishedAt: new Date().toISOString(),
    machine: input.machine,
    options: input.options,
    clients: input.clients,
    clock: { ...clockStats, sent, ok, failed },
    delivery: load.clockActions.delivery,
    deliveryAfterAnswer: load.clockActions.deliveryAfterAnswer,
    requests: load.requests,
    errors,
    failures: load.failures,
    refusals: load.refusals,
    streams: { opened: load.streams.opened, held: load.streams.held, openP99Ms: load.streams.openMs.p99 },
    actionsPerSecond: {
      mean: ok / (windowMs / 1000),
      peak: Math.max(0, ...completedPerBucket) / (PEAK_BUCKET_MS / 1000),
      plannedPeak: Math.max(0, ...arrivalsPerBucket(arrivalsMs, windowMs, PEAK_BUCKET_MS)) / (PEAK_BUCKET_MS / 1000),
    },
    timeline,
    openShiftsAfter: input.openShiftsAfter,
    cpu: input.cpu,
    loadAverage: input.loadAverage,
    eventLoopDelayP99Ms: load.eventLoopDelayP99Ms,
    isMet: misses.length === 0,
    misses,
  };
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
const verdict = (isMet: boolean) => (isMet ? 'CUMPLE' : 'NO CUMPLE');

export function formatWave(r: WaveReport): string {
  const e = r.errors;
  const clockMet = r.clock.p99 < WAVE_P99_TARGET_MS;
  const slices = r.timeline.map(
    (s) =>
      `  ${String(s.fromSecond).padStart(4)} s: ${String(s.count).padStart(5)} fichajes, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`,
  );
  return [
    `Ola de entrada (${r.options.shape}, ${r.options.waveMinutes} min): ${r.clients.workers} trabajadores, ` +
      `${r.clients.managers} responsables con flujo, ${r.clients.kiosks} quioscos`,
    `  fichajes: ${r.clock.ok}/${r.clock.sent} correctos, p50 ${ms(r.clock.p50)}, p99 ${ms(r.clock.p99)}, máx. ${ms(r.clock.max)}`,
    `  entrega (desde el envío): p50 ${ms(r.delivery.p50)}, p99 ${ms(r.delivery.p99)} en ${r.delivery.count} recepciones; ` +
      `tras la respuesta: p50 ${ms(r.deliveryAfterAnswer.p50)}, p99 ${ms(r.deliveryAfterAnswer.p99)}`,
    `  fichajes por segundo: media ${r.actionsPerSecond.mean.toFixed(1)}, pico (5 s) ${r.actionsPerSecond.peak.toFixed(1)} ` +
      `(previsto ${r.actionsPerSecond.plannedPeak.toFixed(1)})`,
    `  todas las peticiones: ${r.requests.count}, p50 ${ms(r.requests.p50)}, p99 ${ms(r.requests.p99)}`,
    `  flujos: ${r.streams.opened}/${r.streams.held} abiertos (apertura p99 ${ms(r.streams.openP99Ms)})`,
    `  errores: ${e.total} (peticiones no-2xx o sin respuesta ${e.requests}, flujos rechazados ${e.streamsRefused}, ` +
      `cortados ${e.streamsDropped}, fichajes sin evento en su flujo ${e.undelivered})`,
    `  jornadas abiertas en la base al terminar: ${r.openShiftsAfter}`,
    `  CPU (núcleos): node ${r.cpu?.server.toFixed(2) ?? '—'}, PostgreSQL ${r.cpu?.postgres.toFixed(2) ?? '—'}, ` +
      `generador ${r.cpu?.loadGenerator.toFixed(2) ?? '—'}, máquina ${r.cpu?.machine.toFixed(2) ?? '—'}; ` +
      `retraso del generador p99 ${ms(r.eventLoopDelayP99Ms)}`,
    `  carga media (1/5/15 min): antes ${loads(r.loadAverage.before)}, después ${loads(r.loadAverage.after)}`,
    '  fichajes por décimo de la ventana (por hora de envío):',
    ...slices,
    '',
    `Objetivos: p99 de los fichajes < ${WAVE_P99_TARGET_MS} ms: ${verdict(clockMet)} (${ms(r.clock.p99)}); ` +
      `sin errores: ${verdict(e.total === 0)} (${e.total})`,
    `Resultado: ${r.isMet ? 'CUMPLE' : `NO CUMPLE — ${r.misses.join(', ')}`}`,
  ].join('\n');
}
