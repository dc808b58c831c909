import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/**
 * Whether this process may build a private mount namespace (root, or the capability) — where a test
 * mounts a small tmpfs or a read-only bind mount that nobody else on the machine sees, and that the
 * kernel takes down with the namespace's last process, even after a crash.
 */
export function canUseMountNamespace(): boolean {
  return spawnSync('unshare', ['--mount', '--propagation', 'private', 'true']).status === 0;
}

export interface MountNamespace {
  /** `path` as this namespace sees it, reachable from outside through /proc/<pid>/root. */
  pathOf(path: string): string;
  release(): Promise<void>;
}

/**
 * Runs `setup` (shell commands: mounts) in a new private mount namespace held open by a sleeping
 * process. Other processes (the server under test, this one) reach its mounts through pathOf.
 */
export async function holdMountNamespace(setup: string): Promise<MountNamespace> {
  const holder: ChildProcess = spawn('unshare', [
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    `set -e; ${setup}; echo ready; exec sleep 600`,
  ]);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    holder.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    holder.once('exit', (code) => reject(new Error(`unshare salió con ${code}: ${output}`)));
  });
  return {
    pathOf: (path) => `/proc/${holder.pid}/root${path}`,
    release: async () => {
      if (holder.exitCode !== null || holder.signalCode !== null) return;
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    },
  };
}
