import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CpuShare } from './machine-load';
import type { ReportTiming } from './report-scenario';
import type { RunSummary } from './workload';

export type ScenarioName = 'current-shift' | 'bare-read' | 'start-end' | 'bare-insert' | 'status' | 'status-db';

export interface MeasuredRun extends RunSummary {
  cpu: CpuShare | null;
}

export interface ScenarioResult {
  name: ScenarioName;
  description: string;
  connections: number;
  /** Medians over the rounds (counts are summed). */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  requests: number;
  /** CPU the server process and its PostgreSQL backends spent per request, ms (median over rounds). */
  serverCpuMsPerRequest: number | null;
  postgresCpuMsPerRequest: number | null;
  /** The most CPU other processes took, or the hypervisor withheld (steal), in any round, in cores. */
  maxOtherCores: number | null;
  rounds: MeasuredRun[];
}

export interface Ratio {
  name: string;
  /** Median of the per-round ratios. */
  value: number;
  rounds: number[];
  target: string;
  isMet: boolean;
}

export interface BenchReport {
  finishedAt: string;
  machine: Record<string, string | number>;
  options: Record<string, unknown>;
  seeding: Record<string, number>;
  scenarios: ScenarioResult[];
  ratios: Ratio[];
  /** The register's report scenario (report-scenario.ts). */
  reports?: ReportTiming[];
}

/** Above this many cores taken by other processes in a run, the figures are flagged as unreliable. */
export const NOISY_CORES = 0.25;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function summarizeScenario(
  scenario: { name: ScenarioName; description: string; connections: number },
  rounds: MeasuredRun[],
): ScenarioResult {
  const withCpu = rounds.flatMap((r) => (r.cpu && r.requests > 0 ? [{ ...r.cpu, requests: r.requests }] : []));
  const perRequest = (pick: (c: (typeof withCpu)[number]) => number) =>
    withCpu.length > 0 ? median(withCpu.map((c) => pick(c) / c.requests)) : null;
  return {
    ...scenario,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.latencyMs.p50)),
    p99Ms: median(rounds.map((r) => r.latencyMs.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    serverCpuMsPerRequest: perRequest((c) => c.serverMs),
    postgresCpuMsPerRequest: perRequest((c) => c.postgresMs),
    maxOtherCores: withCpu.length > 0 ? Math.max(...withCpu.map((c) => (c.otherMs + c.stealMs) / c.wallMs)) : null,
    rounds,
  };
}

function byName(scenarios: ScenarioResult[], name: ScenarioName): ScenarioResult | undefined {
  return scenarios.find((s) => s.name === name);
}

/**
 * The targets: current-shift ≥ 0.8 × bare read throughput; start/end p99 ≤ 2 × bare insert
 * p99; and the status read from memory against the same read from the database. Each pair runs
 * back to back in every round, so the ratio is taken per round (both sides saw the same machine) and
 * the median of the rounds is reported. A pair left out by --scenarios is not reported.
 */
export function computeRatios(scenarios: ScenarioResult[]): Ratio[] {
  const perRound = (a: ScenarioName, b: ScenarioName, pick: (run: MeasuredRun) => number) => {
    const left = byName(scenarios, a)?.rounds ?? [];
    const right = byName(scenarios, b)?.rounds ?? [];
    return left.flatMap((run, i) => {
      const other = right[i];
      return other ? [pick(run) / pick(other)] : [];
    });
  };
  const throughput = perRound('current-shift', 'bare-read', (r) => r.requestsPerSecond);
  const p99 = perRound('start-end', 'bare-insert', (r) => r.latencyMs.p99);
  const status = perRound('status', 'status-db', (r) => r.requestsPerSecond);
  const ratio = (name: string, values: number[], target: string, isMet: (v: number) => boolean): Ratio[] => {
    if (values.length === 0) return [];
    const value = median(values);
    return [{ name, value, rounds: values, target, isMet: isMet(value) }];
  };
  return [
    ...ratio('current/bare-read throughput', throughput, '≥ 0.8', (v) => v >= 0.8),
    ...ratio('start-end p99 / bare-insert p99', p99, '≤ 2', (v) => v <= 2),
    ...ratio('status in memory / status-db throughput', status, '> 1', (v) => v > 1),
  ];
}

const fixed = (n: number | null, digits = 1) => (n !== null && Number.isFinite(n) ? n.toFixed(digits) : '—');

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(report: BenchReport): string {
  const rows = report.scenarios.map((s) => [
    s.name,
    String(s.connections),
    fixed(s.requestsPerSecond, 0),
    fixed(s.p50Ms),
    fixed(s.p99Ms),
    String(s.non2xx),
    String(s.errors),
    String(s.requests),
    fixed(s.serverCpuMsPerRequest, 2),
    fixed(s.postgresCpuMsPerRequest, 2),
    fixed(s.maxOtherCores, 2),
  ]);
  const ratioLines = report.ratios.map((r) => {
    const rounds = r.rounds.length > 1 ? `  rondas: ${r.rounds.map((v) => fixed(v, 2)).join(', ')}` : '';
    return `${r.name.padEnd(34)} ${fixed(r.value, 2).padStart(6)}  (objetivo ${r.target})  ${r.isMet ? 'CUMPLE' : 'NO CUMPLE'}${rounds}`;
  });
  const noisy = report.scenarios.filter((s) => (s.maxOtherCores ?? 0) > NOISY_CORES).map((s) => s.name);
  const warning =
    noisy.length > 0
      ? [
          '',
          `AVISO: más de ${NOISY_CORES} núcleos ajenos durante ${noisy.join(', ')}: ` +
            'las cifras y los cocientes no son fiables; repite con la máquina en reposo.',
        ]
      : [];
  const rounds = report.scenarios[0]?.rounds.length ?? 1;
  return [
    rounds > 1
      ? `Medianas de ${rounds} rondas (peticiones y errores: sumas; cocientes: mediana de los de cada ronda)`
      : '',
    table(
      [
        'escenario',
        'conex.',
        'req/s',
        'p50 ms',
        'p99 ms',
        'no-2xx',
        'errores',
        'peticiones',
        'CPU node ms/pet',
        'CPU PG ms/pet',
        'CPU ajena',
      ],
      rows,
    ),
    '',
    ...ratioLines,
    '',
    'CPU node / PG ms/pet: CPU del proceso del servidor y de sus backends de PostgreSQL por petición',
    '(mediana de las rondas). CPU ajena: núcleos que usaron otros procesos o retuvo el hipervisor (steal)',
    'mientras se medía (máximo de las rondas).',
    ...warning,
  ]
    .filter((line, i) => i > 0 || line !== '')
    .join('\n');
}

export function writeReport(report: BenchReport, path: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
