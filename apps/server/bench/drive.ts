import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DriveRequest, RunSummary } from './workload';

const CHILD = fileURLToPath(new URL('./drive-child.ts', import.meta.url));

/**
 * One autocannon run in a child process (the same tsx loader: fork inherits execArgv), so the load
 * generator and the server each have their own event loop. Resolves with the run's figures.
 */
export function drive(request: DriveRequest): Promise<RunSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let summary: RunSummary | undefined;
    child.once('message', (message) => {
      summary = message as RunSummary;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (summary) resolve(summary);
      else reject(new Error(`el generador de carga terminó sin resultado (código ${code})`));
    });
    child.send(request);
  });
}
