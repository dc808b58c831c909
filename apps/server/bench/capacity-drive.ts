import { fork } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { request as undiciRequest } from 'undici';
import type { DatabaseHandle } from '../src/db/create-database';
import type { CapacityCpu } from './capacity-cpu';
import type { LoadRequest, LoadSummary } from './capacity-load';
import type { CapacityClient } from './capacity-seed';

const LOAD = fileURLToPath(new URL('./capacity-load.ts', import.meta.url));

/** One load run in its own process; the CPU is measured over its measured window only. */
export function drive(request: LoadRequest, cpuOf: (loadPid: number) => Promise<{ stop(): Promise<CapacityCpu> }>) {
  return new Promise<{ load: LoadSummary; cpu: CapacityCpu | null }>((resolve, reject) => {
    const child = fork(LOAD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let sampling: Promise<{ stop(): Promise<CapacityCpu> }> | undefined;
    let cpu: Promise<CapacityCpu> | undefined;
    let load: LoadSummary | undefined;
    child.on('message', (message: { kind: string; summary?: LoadSummary }) => {
      if (message.kind === 'measuring') sampling = cpuOf(child.pid ?? 0);
      else if (message.kind === 'measured') cpu = sampling?.then((s) => s.stop());
      else if (message.kind === 'summary') load = message.summary;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!load) return reject(new Error(`el generador de carga terminó sin resultado (código ${code})`));
      const summary = load;
      (cpu ?? Promise.resolve(null)).then((c) => resolve({ load: summary, cpu: c }), reject);
    });
    child.send(request);
  });
}

/** The session works through the instance(s), and whether GET /api/events exists yet. */
export async function smokeTest(url: string, client: CapacityClient): Promise<{ hasStream: boolean }> {
  const headers = { cookie: client.cookie, 'x-requested-with': 'XMLHttpRequest' };
  const user = await undiciRequest(`${url}/api/user`, { headers });
  const body = await user.body.text();
  if (user.statusCode !== 200) throw new Error(`GET /api/user respondió ${user.statusCode}: ${body}`);
  const controller = new AbortController();
  const stream = await undiciRequest(`${url}/api/events`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const type = String(stream.headers['content-type'] ?? '');
  controller.abort();
  stream.body.on('error', () => {});
  return { hasStream: stream.statusCode === 200 && type.startsWith('text/event-stream') };
}

export async function machineInfo(handle: DatabaseHandle): Promise<Record<string, string | number>> {
  const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.ownerDb);
  return {
    cpu: cpus()[0]?.model ?? 'desconocida',
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: version.rows[0]?.v ?? '?',
  };
}
