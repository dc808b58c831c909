import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * A CPU profile of this process (the server under load: autocannon runs elsewhere) while `fn` runs,
 * written as a .cpuprofile (Chrome DevTools opens it) next to a text summary of the hottest functions.
 */
export async function profiled<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    session.disconnect();
    writeFileSync(path, JSON.stringify(profile));
    writeFileSync(path.replace(/\.cpuprofile$/, '.txt'), summarizeProfile(profile));
  }
}

/** Self time per function, highest first: where the process spent its CPU. */
export function summarizeProfile(profile: CpuProfile, top = 40): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anónima)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `total ${(total / 1000).toFixed(0)} ms de muestras`,
    ...rows.map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`),
  ].join('\n');
}
