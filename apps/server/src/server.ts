import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/create-database';
import { createJobDeps } from './jobs/job-deps';
import { listJobs } from './jobs/job-registry';
import { type Scheduler, startScheduler } from './jobs/scheduler';
import { AppError } from './lib/app-error';
import { hasAnyUser } from './modules/demo/demo.repository';
import { DEMO_PASSWORD, demoAccounts, demoPosNotice, seedDemo } from './modules/demo/seed-demo';
import { openSigningKey } from './modules/record/signing-key';

/** The built SPA sits beside the server in the repo: apps/web/dist (server bundle in apps/server/dist). */
function defaultWebDist(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main() {
  const config = loadConfig();
  if (config.isPublicUrlMissing) {
    process.stderr.write(
      'Falta PUBLIC_URL. En producción (NODE_ENV=production o DATABASE_URL definido) los enlaces de los correos, ' +
        'de inspección y de los códigos QR se construyen solo con el origen configurado, nunca con la cabecera Host ' +
        'de la petición. Defínelo con la dirección pública de la aplicación, p. ej. PUBLIC_URL=https://jornada.ejemplo.es\n',
    );
    process.exit(1);
  }
  config.webDistDir ??= defaultWebDist();
  const database = await openDatabase(config.database);
  // Read at start, so a malformed key stops the server here rather than at the first digest.
  const { key: signingKey, notice } = openSigningKey(config.recordSigning, { isEmbedded: database.kind === 'pglite' });
  const app = await buildApp({ config, database, signingKey });
  if (notice) app.log.warn(notice);
  if (!config.publicUrl) {
    app.log.warn(`PUBLIC_URL no está definido: los enlaces de los correos y de inspección usan ${config.publicOrigin}`);
  }

  // Demo data only on the embedded database, and only when it is empty: never on DATABASE_URL.
  if (database.kind === 'pglite' && config.seedDemo === 'auto') {
    if (!(await hasAnyUser(database.db)) && (await seedDemo(database.db, { signingKey }))) {
      app.log.info('Datos de demostración creados');
    }
  }

  // The recurring jobs (src/jobs): every instance runs the scheduler; the leases make each job run once
  // per period between them (ADR 028). Started once the app listens, stopped before it closes.
  const jobs = createJobDeps({ config, database, signingKey, log: app.log });
  let scheduler: Scheduler | undefined;

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: cerrando`);
    try {
      await scheduler?.stop();
      await jobs.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error al cerrar');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  // After a restart every open event stream reconnects within seconds (EventSource retries in 3 s):
  // node's default queue of 511 pending connections reset some of 5,000 (capacity bench); the kernel
  // still caps it at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  scheduler = startScheduler({
    jobs: listJobs(config, { canSnapshot: database.snapshot !== undefined }),
    deps: jobs.deps,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where =
    database.kind === 'pglite'
      ? `base de datos embebida en ${(config.database as { dataDir?: string }).dataDir}`
      : 'PostgreSQL';
  const url = `http://localhost:${port}`;
  const accounts =
    database.kind === 'pglite'
      ? `\nCuentas de demostración (contraseña ${DEMO_PASSWORD}):\n${demoAccounts
          .map((a) => `  ${a.email.padEnd(26)} ${a.role.padEnd(10)} ${a.note}`)
          .join('\n')}\n${demoPosNotice}\n`
      : '';
  process.stdout.write(`\nJornada escuchando en ${url} (${where})\n${accounts}\n`);
}

main().catch((error) => {
  const message = error instanceof AppError ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`No se pudo arrancar Jornada: ${message}\n`);
  process.exit(1);
});
