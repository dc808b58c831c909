import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../src/db/tenant';

/**
 * Who used the CPU during a run, from /proc (Linux; elsewhere nothing is reported). On a small
 * machine another process's work (a test run, a build) changes the figures: the report shows how
 * many cores went to processes other than this server, its load generator and its own backends.
 */
const HAS_PROC = existsSync('/proc/stat');
const MS_PER_TICK = 10; // USER_HZ is 100 on Linux

/** CPU time the machine spent working, and the time the hypervisor took from its virtual CPUs. */
export function machineMs(): { busy: number; steal: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return { busy: (user + nice + system + irq + softirq) * MS_PER_TICK, steal: steal * MS_PER_TICK };
}

export function pidCpuMs(pid: number): number {
  try {
    const afterName = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '';
    const fields = afterName.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

async function backendPids(ownerDb: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
  `.execute(ownerDb);
  return rows.map((r) => r.pid);
}

export interface CpuShare {
  wallMs: number;
  /** CPU time of this process (the server: main thread, libuv pool, GC). */
  serverMs: number;
  /** CPU time of the PostgreSQL backends connected to the bench database. */
  postgresMs: number;
  loadGeneratorMs: number;
  /** Everything else the machine did meanwhile (other programs, PostgreSQL's background workers). */
  otherMs: number;
  /** Time the hypervisor did not give the virtual CPUs (steal). */
  stealMs: number;
}

/** Starts measuring; `stop(loadGeneratorCpuMs)` gives the CPU split over the elapsed time. */
export async function startCpuShare(ownerDb: Db) {
  if (!HAS_PROC) return { stop: async (_loadGeneratorCpuMs: number): Promise<CpuShare | null> => null };
  const startPids = await backendPids(ownerDb);
  const startBackends = new Map(startPids.map((pid) => [pid, pidCpuMs(pid)]));
  const startServer = process.cpuUsage();
  const startMachine = machineMs();
  const startedAt = performance.now();
  return {
    async stop(loadGeneratorMs: number): Promise<CpuShare | null> {
      const wallMs = performance.now() - startedAt;
      const endMachine = machineMs();
      const machine = endMachine.busy - startMachine.busy;
      const server = process.cpuUsage(startServer);
      const serverMs = (server.user + server.system) / 1000;
      let postgresMs = 0;
      for (const pid of new Set([...startPids, ...(await backendPids(ownerDb))])) {
        // A backend that ended meanwhile reads 0: its time is lost, not negative.
        postgresMs += Math.max(0, pidCpuMs(pid) - (startBackends.get(pid) ?? 0));
      }
      const otherMs = Math.max(0, machine - serverMs - postgresMs - loadGeneratorMs);
      return { wallMs, serverMs, postgresMs, loadGeneratorMs, otherMs, stealMs: endMachine.steal - startMachine.steal };
    },
  };
}
