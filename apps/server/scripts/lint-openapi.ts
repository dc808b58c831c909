/**
 * Lints the OpenAPI document the app serves at /api/docs/json: builds the app in-process on an empty
 * embedded database, writes the document to .ci/out/openapi.json and runs Redocly's recommended rules
 * and Spectral's spectral:oas on it. Fails on any error of either; warnings are listed. Offline: both
 * linters run from node_modules with their telemetry and update checks off.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/create-database';
import { generateSigningKey } from '../src/modules/record/signing-key';

const serverDir = resolve(import.meta.dirname, '..');
const out = resolve(serverDir, process.argv[2] ?? '../../.ci/out/openapi.json');

async function writeDocument(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      signingKey: generateSigningKey(),
      logger: false,
    });
    await app.ready();
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await database.close();
  }
}

function run(name: string, args: string[]): boolean {
  process.stdout.write(`\n$ ${name} ${args.join(' ')}\n`);
  // The workspace's and the root's installed binaries (npm hoists them to the root), never a download.
  const bins = [resolve(serverDir, 'node_modules/.bin'), resolve(serverDir, '../../node_modules/.bin')];
  const result = spawnSync(name, args, {
    cwd: serverDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: [...bins, process.env.PATH].join(delimiter),
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  });
  if (result.error) throw result.error;
  return result.status === 0;
}

await writeDocument();
process.stdout.write(`Documento OpenAPI: ${out}\n`);
const isRedoclyClean = run('redocly', ['lint', '--config', 'redocly.yaml', '--extends', 'recommended', out]);
const isSpectralClean = run('spectral', ['lint', '--ruleset', '.spectral.yaml', '--fail-severity', 'error', out]);
process.exit(isRedoclyClean && isSpectralClean ? 0 : 1);
