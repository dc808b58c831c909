import { sql } from 'kysely';
import type { Db } from '../src/db/tenant';
import { machineMs, pidCpuMs } from './machine-load';

/** Cores each part used during a measured run (CPU time over wall time), from /proc. */
export interface CapacityCpu {
  wallSeconds: number;
  /** The app instances' processes, summed. */
  server: number;
  /** PostgreSQL backends connected to the bench database, summed. */
  postgres: number;
  /** The round-robin proxy (nginx master and workers, or the node proxy). */
  proxy: number;
  pgbouncer: number;
  loadGenerator: number;
  /** The whole machine (busy, all processes), and what the hypervisor withheld (steal). */
  machine: number;
  steal: number;
}

async function backendPids(ownerDb: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
  `.execute(ownerDb);
  return rows.map((r) => r.pid);
}

const sum = (pids: number[], start?: Map<number, number>) =>
  pids.reduce((total, pid) => total + Math.max(0, pidCpuMs(pid) - (start?.get(pid) ?? 0)), 0);

/** Starts measuring; `stop()` gives the cores used since. */
export async function startCapacityCpu(input: {
  ownerDb: Db;
  serverPids: number[];
  proxyPids: () => number[];
  pgbouncerPid?: number;
  loadPid: number;
}) {
  const snapshot = (pids: number[]) => new Map(pids.map((pid) => [pid, pidCpuMs(pid)]));
  const backends = await backendPids(input.ownerDb);
  const start = {
    backends: snapshot(backends),
    servers: snapshot(input.serverPids),
    proxy: snapshot(input.proxyPids()),
    pgbouncer: snapshot(input.pgbouncerPid ? [input.pgbouncerPid] : []),
    load: snapshot([input.loadPid]),
    machine: machineMs(),
    at: performance.now(),
  };
  return {
    async stop(): Promise<CapacityCpu> {
      const wallMs = performance.now() - start.at;
      const machine = machineMs();
      const now = await backendPids(input.ownerDb);
      const cores = (ms: number) => ms / wallMs;
      return {
        wallSeconds: wallMs / 1000,
        server: cores(sum(input.serverPids, start.servers)),
        // A backend that ended meanwhile reads 0: its time is lost, not negative.
        postgres: cores(sum([...new Set([...backends, ...now])], start.backends)),
        proxy: cores(sum(input.proxyPids(), start.proxy)),
        pgbouncer: cores(sum(input.pgbouncerPid ? [input.pgbouncerPid] : [], start.pgbouncer)),
        loadGenerator: cores(sum([input.loadPid], start.load)),
        machine: cores(machine.busy - start.machine.busy),
        steal: cores(machine.steal - start.machine.steal),
      };
    },
  };
}
