import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../src/db/create-database';
import { waitForQuiet } from './database';
import { drive } from './drive';
import { log } from './log';
import { startCpuShare } from './machine-load';
import type { BenchOptions } from './options';
import { profiled } from './profile';
import type { MeasuredRun, ScenarioName } from './report';
import { STATUS_BASELINE_PATH } from './status-baseline';
import type { Workload } from './workload';

export interface Scenario {
  name: ScenarioName;
  description: string;
  connections: number;
  headers: Record<string, string>;
  workload: Workload;
  /** Puts the data back after a run (a start/end cycle cut off by the end of the run). */
  afterRun?: () => Promise<void>;
}

export interface ScenarioInput {
  options: BenchOptions;
  /** Session cookies of the clocked-in workers (current-shift). */
  clockedInCookies: string[];
  /** Their open shifts' ids (the bare read's rows). */
  shiftIds: string[];
  /** Session cookies of the workers who are not clocked in (start/end). */
  cyclerCookies: string[];
  /** Ends the shifts a run left open (a start whose end was cut off by the end of the run). */
  closeCutCycles: () => Promise<void>;
}

/** The scenarios, in the order they run (the pairs compared side by side). */
export function buildScenarios(input: ScenarioInput): Scenario[] {
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };
  const json = { ...xhr, 'content-type': 'application/json' };
  return [
    {
      name: 'current-shift',
      description: `GET /api/workshift/current, ${input.clockedInCookies.length} usuarios con sesión y jornada abierta, por turnos`,
      connections: input.options.connections,
      headers: xhr,
      workload: {
        kind: 'rotate',
        method: 'GET',
        path: '/api/workshift/current',
        items: input.clockedInCookies.map((cookie) => ({ cookie })),
      },
    },
    {
      name: 'bare-read',
      description: 'GET /bench/bare-read: withTenant + SELECT de workshifts por clave primaria',
      connections: input.options.connections,
      headers: xhr,
      workload: {
        kind: 'rotate',
        method: 'GET',
        path: '/bench/bare-read',
        items: input.shiftIds.map((id) => ({ query: `id=${id}` })),
      },
    },
    {
      name: 'start-end',
      description: 'POST /api/workshift/start y /end alternos, un trabajador por conexión',
      connections: input.options.writeConnections,
      headers: json,
      workload: {
        kind: 'sequence',
        steps: [
          { method: 'POST', path: '/api/workshift/start' },
          { method: 'POST', path: '/api/workshift/end' },
        ],
        body: '{}',
        cookies: input.cyclerCookies.slice(0, input.options.writeConnections),
      },
      afterRun: input.closeCutCycles,
    },
    {
      name: 'bare-insert',
      description: 'POST /bench/bare-insert: withTenant + INSERT en bench_inserts (RLS)',
      connections: input.options.writeConnections,
      headers: json,
      workload: { kind: 'rotate', method: 'POST', path: '/bench/bare-insert', body: '{}', items: [{}] },
    },
    // The 10-second status poll from the in-memory cursors, and the same read from the database.
    {
      name: 'status',
      description: `GET /api/workshift/status (cursor en memoria), ${input.clockedInCookies.length} usuarios por turnos`,
      connections: input.options.connections,
      headers: xhr,
      workload: {
        kind: 'rotate',
        method: 'GET',
        path: '/api/workshift/status',
        items: input.clockedInCookies.map((cookie) => ({ cookie })),
      },
    },
    {
      name: 'status-db',
      description: `${STATUS_BASELINE_PATH}: la misma lectura con una transacción por petición`,
      connections: input.options.connections,
      headers: xhr,
      workload: {
        kind: 'rotate',
        method: 'GET',
        path: STATUS_BASELINE_PATH,
        items: input.clockedInCookies.map((cookie) => ({ cookie })),
      },
    },
  ];
}

/** A warm-up run (first round only) and a measured run, each followed by the scenario's clean-up. */
export async function measure(
  url: string,
  options: BenchOptions,
  scenario: Scenario,
  ownerDb: DatabaseHandle['ownerDb'],
  round: number,
): Promise<MeasuredRun> {
  const request = { url, connections: scenario.connections, headers: scenario.headers, workload: scenario.workload };
  const afterRun = async () => {
    // The requests still in flight when autocannon stopped finish before anything else runs.
    await waitForQuiet(ownerDb);
    await scenario.afterRun?.();
  };
  const roundLabel = options.rounds > 1 ? ` (ronda ${round}/${options.rounds})` : '';
  if (round === 1) {
    log(`${scenario.name}: calentamiento ${options.warmup} s, ${scenario.connections} conexiones`);
    await drive({ ...request, duration: options.warmup });
    await afterRun();
  }
  log(`${scenario.name}: medición ${options.duration} s${roundLabel}`);
  const cpu = await startCpuShare(ownerDb);
  const run = () => drive({ ...request, duration: options.duration });
  const summary =
    options.profile === scenario.name
      ? await profiled(fileURLToPath(new URL(`results/${scenario.name}-${round}.cpuprofile`, import.meta.url)), run)
      : await run();
  const share = await cpu.stop(summary.loadGeneratorCpuMs);
  await afterRun();
  return { ...summary, cpu: share };
}
