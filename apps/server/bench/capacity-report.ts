import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CapacityCpu } from './capacity-cpu';
import type { LoadSummary } from './capacity-load';
import { P99_TARGET_MS } from './capacity-options';
import type { CapacityMode } from './capacity-schedule';

export interface CapacityStep {
  instances: number;
  mode: CapacityMode;
  /** Clients simulated (N), and how many of them were workers clocked in when the run started. */
  clients: number;
  clockedIn: number;
  load: LoadSummary;
  cpu: CapacityCpu | null;
  /** p99 under the target, no failed request and, with push, every stream held. */
  isMet: boolean;
  /** Why not, in a few words. */
  misses: string[];
}

export interface CapacityReport {
  finishedAt: string;
  machine: Record<string, string | number>;
  options: Record<string, unknown>;
  /** Whether the server answered ETag on the polls (push mode sends If-None-Match then). */
  etag: boolean;
  steps: CapacityStep[];
  /** The largest N that met the target, per instance count and mode (0: none). */
  capacity: { instances: number; mode: CapacityMode; clients: number; clockedIn: number }[];
  ratios: { name: string; value: number | null }[];
}

export function judge(load: LoadSummary, mode: CapacityMode): { isMet: boolean; misses: string[] } {
  const misses: string[] = [];
  if (load.requests.p99 >= P99_TARGET_MS) misses.push(`p99 ${load.requests.p99.toFixed(0)} ms`);
  const failed = load.requests.errors;
  if (failed > 0) misses.push(`${failed} errores`);
  if (mode === 'push') {
    if (load.streams.refused > 0) misses.push(`${load.streams.refused} flujos rechazados`);
    if (load.streams.dropped > 0) misses.push(`${load.streams.dropped} flujos cortados`);
    if (load.streams.opened < load.streams.held)
      misses.push(`${load.streams.held - load.streams.opened} flujos sin abrir`);
    // Every action's event reaches at least its worker's own stream: none heard means the push is broken.
    if (load.clockActions.ok > 0 && load.delivery.count === 0) misses.push('ningún evento entregado');
  }
  return { isMet: misses.length === 0, misses };
}

export function summarizeCapacity(steps: CapacityStep[]): Pick<CapacityReport, 'capacity' | 'ratios'> {
  const capacity: CapacityReport['capacity'] = [];
  for (const instances of [...new Set(steps.map((s) => s.instances))]) {
    for (const mode of [...new Set(steps.map((s) => s.mode))]) {
      const met = steps.filter((s) => s.instances === instances && s.mode === mode && s.isMet);
      const best = met.reduce<CapacityStep | undefined>((a, s) => (!a || s.clients > a.clients ? s : a), undefined);
      capacity.push({ instances, mode, clients: best?.clients ?? 0, clockedIn: best?.clockedIn ?? 0 });
    }
  }
  const of = (instances: number, mode: CapacityMode) =>
    capacity.find((c) => c.instances === instances && c.mode === mode)?.clients ?? 0;
  const ratio = (a: number, b: number) => (a > 0 && b > 0 ? a / b : null);
  const ratios: CapacityReport['ratios'] = [];
  const counts = [...new Set(capacity.map((c) => c.instances))].sort((a, b) => a - b);
  for (const instances of counts) {
    ratios.push({
      name: `push/polling, ${instances} instancia(s)`,
      value: ratio(of(instances, 'push'), of(instances, 'polling')),
    });
  }
  const [first, last] = [counts[0], counts.at(-1)];
  if (first !== undefined && last !== undefined && first !== last) {
    for (const mode of ['polling', 'push'] as const) {
      ratios.push({ name: `${last}/${first} instancias, ${mode}`, value: ratio(of(last, mode), of(first, mode)) });
    }
  }
  return { capacity, ratios };
}

const fixed = (n: number | null | undefined, digits = 0) =>
  n !== null && n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '—';

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatCapacity(report: CapacityReport): string {
  const rows = report.steps.map((s) => [
    `${s.instances}×${s.mode}`,
    String(s.clients),
    String(s.clockedIn),
    fixed(s.load.requestsPerSecond),
    fixed(s.load.requests.p50, 1),
    fixed(s.load.requests.p99, 1),
    String(s.load.requests.errors),
    s.mode === 'push' ? `${s.load.streams.opened}/${s.load.streams.held}` : '—',
    s.mode === 'push' ? `${fixed(s.load.delivery.p50)}/${fixed(s.load.delivery.p99)}` : '—',
    fixed(s.cpu?.server, 2),
    fixed(s.cpu?.postgres, 2),
    fixed((s.cpu?.proxy ?? 0) + (s.cpu?.pgbouncer ?? 0), 2),
    fixed(s.cpu?.loadGenerator, 2),
    fixed(s.load.eventLoopDelayP99Ms),
    s.isMet ? 'sí' : `no (${s.misses.join(', ')})`,
  ]);
  const capacity = report.capacity.map(
    (c) =>
      `  ${c.instances} instancia(s), ${c.mode.padEnd(7)}: ${c.clients > 0 ? `N = ${c.clients} (${c.clockedIn} fichados)` : 'ningún escalón cumple'}`,
  );
  const ratios = report.ratios.map((r) => `  ${r.name}: ${r.value === null ? '—' : r.value.toFixed(2)}`);
  return [
    table(
      [
        'inst×modo',
        'N',
        'fichados',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errores',
        'flujos',
        'entrega p50/p99 ms',
        'CPU node',
        'CPU PG',
        'CPU proxy+pgb',
        'CPU carga',
        'retraso gen. ms',
        `cumple (p99 < ${P99_TARGET_MS} ms, sin errores)`,
      ],
      rows,
    ),
    '',
    'Mayor N que cumple:',
    ...capacity,
    ...(ratios.length > 0 ? ['Cocientes:', ...ratios] : []),
    '',
    `ETag en los sondeos: ${report.etag ? 'sí (push envía If-None-Match)' : 'no (el servidor no responde ETag)'}`,
    'CPU: núcleos usados durante la medición (tiempo de CPU / tiempo de reloj). flujos: abiertos/mantenidos.',
    'entrega: desde que se envía un fichaje hasta que su evento llega a cada flujo suscrito.',
    'retraso gen.: p99 del retraso del bucle de eventos del generador de carga (alto: el generador se queda corto).',
  ].join('\n');
}

export function writeCapacityReport(report: CapacityReport, path: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
