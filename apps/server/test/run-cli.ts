import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exportSigningKeyPem } from '../src/modules/record/signing-key';
import type { TestContext } from './test-app';

const serverDir = fileURLToPath(new URL('../', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run cli -- …` as an operator runs it, from the sources, with `env` on top of the test's own. */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** The CLI on a test context's PostgreSQL database, with its record signing key (to check the digests). */
export function runCliOn(ctx: Pick<TestContext, 'databaseUrl' | 'signingKey'>, args: string[]): Promise<CliResult> {
  if (!ctx.databaseUrl) throw new Error('la CLI de las pruebas necesita PostgreSQL');
  return runCli(args, { DATABASE_URL: ctx.databaseUrl, RECORD_SIGNING_KEY: exportSigningKeyPem(ctx.signingKey) });
}
