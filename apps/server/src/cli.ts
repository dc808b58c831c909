import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { newPasswordSchema } from '@jornada/shared/domain/password-policy';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/create-database';
import { createJobDeps } from './jobs/job-deps';
import { findJob, listJobs } from './jobs/job-registry';
import { describeSchedule } from './jobs/job-schedule';
import { hashNewPassword } from './lib/breached-passwords';
import { createMailer } from './lib/mailer';
import { findUserByEmail, insertPlatformAdmin } from './modules/auth/auth.repository';
import { describeRestoreReport, restoreBackup } from './modules/backups/restore-backup';
import { findCompanyIdBySchemaName } from './modules/company/company.repository';
import { DEMO_PASSWORD, demoAccounts, demoPosNotice, seedDemo } from './modules/demo/seed-demo';
import { purgeFormerEmployees, RETENTION_YEARS } from './modules/employees/purge-former-employees';
import { resetMfaByOperator } from './modules/mfa/mfa.service';
import { sendMonthlySummaries } from './modules/monthly-summaries/send-monthly-summaries';
import { maxUnanchoredMinutes, publishDigests } from './modules/record/publish-digests';
import { loadSigningKey, openSigningKey } from './modules/record/signing-key';
import { parsePublicKey } from './modules/reports/bundle/bundle-signature';
import { describeBundleReport, verifyBundle } from './modules/reports/bundle/verify-bundle';
import { rebuildWorkshifts } from './modules/workshift/rebuild-workshifts';
import { describeVerifyReport, verifyRecords } from './modules/workshift/verify-records';

const usage = `Uso: npm run cli -- <orden> [opciones]

Órdenes:
  migrate                          aplica las migraciones pendientes
  seed-demo                        crea los datos de demostración si no existen
  create-platform-admin --email E --password P [--name N]
                                   crea un administrador de plataforma (rol navegatel)
  verify-records --company SCHEMA [--at INSTANTE]
                                   comprueba la cadena de hashes del registro de jornada, que
                                   coincide con los resúmenes firmados, que la cadena de
                                   resúmenes está entera y al día (--at: como en ese instante,
                                   ISO 8601; por defecto, ahora) y que cada jornada guardada es
                                   la que forman sus eventos
  verify-bundle FICHERO [--public-key CLAVE.pem]
                                   comprueba un paquete mensual (ZIP): la firma del manifiesto, las
                                   huellas de sus archivos, la cadena de sus eventos, que el
                                   registro (CSV) es el de esos eventos y las firmas de sus
                                   resúmenes; sin --public-key, también frente a la base de datos;
                                   con --public-key (la de GET /api/record/public-key), sin
                                   conexión a ninguna base de datos
  publish-digests [--company SCHEMA]
                                   publica hoy el resumen firmado del registro de cada empresa
                                   (o de una) que aún no lo tenga
  send-monthly-summaries [--month YYYY-MM]
                                   envía el resumen mensual de horas (aviso y, si lo quieren,
                                   email con el PDF) a quien aún no lo tenga; por defecto, el
                                   del mes anterior
  rebuild-workshifts --company SCHEMA
                                   reconstruye las jornadas a partir del registro
  purge-former-employees --company SCHEMA [--dry-run]
                                   anonimiza los datos personales de quienes se dieron de baja
                                   hace más de 4 años y no fichan desde entonces (el registro
                                   de jornada se conserva); --dry-run solo lista a quién afectaría
  restore --from FICHERO --data-dir DIR [--force]
                                   restaura una copia de seguridad de la base de datos embebida
                                   (POST /api/admin/backups o la nocturna de BACKUP_DIR) en DIR,
                                   con el servidor parado: la abre y comprueba el registro de cada
                                   empresa antes de ocupar DIR; si DIR no está vacío hace falta
                                   --force, y lo que había se guarda aparte (no se borra)
  jobs                             lista las tareas periódicas que arranca el servidor, con su
                                   periodicidad y qué hacen
  run-job NOMBRE                   ejecuta ahora una tarea periódica (la de \`jobs\`), sin esperar a
                                   su turno ni mirar si otra instancia ya la hizo en este periodo
  reset-mfa --email E              desactiva la verificación en dos pasos de una cuenta que perdió
                                   el móvil y los códigos de recuperación (comprueba antes quién es)
`;

async function companyIdOf(database: DatabaseHandle, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { company: { type: 'string' } } });
  if (!values.company) throw new Error('Falta --company <schema_name>');
  const companyId = await findCompanyIdBySchemaName(database.ownerDb, values.company);
  if (companyId === undefined) throw new Error(`No existe ninguna empresa con schema_name ${values.company}`);
  return companyId;
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(usage);
    return;
  }
  // With --public-key, an inspector's check: no configuration and no database at all.
  if (command === 'verify-bundle' && rest.includes('--public-key')) return verifyBundleOffline(rest);
  const config = loadConfig();
  // Before any database is opened: DIR is not the configured one, and may not exist yet.
  if (command === 'restore') return restore(rest, config.recordSigning);
  // openDatabase migrates to latest before anything else.
  const database = await openDatabase(config.database);
  try {
    switch (command) {
      case 'migrate':
        process.stdout.write('Migraciones aplicadas.\n');
        return;
      case 'seed-demo': {
        const { key: signingKey, notice } = openSigningKey(config.recordSigning, {
          isEmbedded: database.kind === 'pglite',
        });
        if (notice) process.stderr.write(`${notice}\n`);
        const created = await seedDemo(database.db, { signingKey });
        process.stdout.write(
          created
            ? `Datos de demostración creados (contraseña ${DEMO_PASSWORD}):\n${demoAccounts.map((a) => `  ${a.email}`).join('\n')}\n${demoPosNotice}\n`
            : 'Los datos de demostración ya existían.\n',
        );
        return;
      }
      case 'create-platform-admin': {
        const { values } = parseArgs({
          args: rest,
          options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
        });
        if (!values.email || !values.password) throw new Error('Faltan --email y --password');
        const checked = newPasswordSchema.safeParse(values.password);
        if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Contraseña no válida');
        const email = normalizeEmail(values.email);
        if (await findUserByEmail(database.db, email)) throw new Error(`Ya existe una cuenta con el email ${email}`);
        await insertPlatformAdmin(database.db, {
          email,
          name: values.name ?? 'Administrador de plataforma',
          // A breached password is refused here too (the error's message is Spanish).
          passwordHash: await hashNewPassword(values.password),
        });
        process.stdout.write(`Administrador de plataforma ${email} creado.\n`);
        return;
      }
      case 'reset-mfa': {
        const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } } });
        if (!values.email) throw new Error('Falta --email');
        const isReset = await resetMfaByOperator(database.db, values.email);
        process.stdout.write(
          isReset
            ? `Verificación en dos pasos desactivada para ${normalizeEmail(values.email)}.\n`
            : `${normalizeEmail(values.email)} no tiene la verificación en dos pasos activada.\n`,
        );
        return;
      }
      case 'verify-records': {
        const { values } = parseArgs({ args: rest, options: { company: { type: 'string' }, at: { type: 'string' } } });
        const companyId = await companyIdOf(
          database,
          values.company === undefined ? [] : ['--company', values.company],
        );
        const now = values.at === undefined ? new Date() : new Date(values.at);
        if (Number.isNaN(now.getTime())) throw new Error('Instante no válido (--at, ISO 8601)');
        const maxMinutes = maxUnanchoredMinutes({
          checkpointMinutes: config.recordCheckpointMinutes,
          digestSweepMinutes: config.recordDigestSweepMinutes,
        });
        // Never generated here: a new key would only make every digest look forged.
        const publicKey = loadSigningKey(config.recordSigning, { create: false })?.key ?? null;
        if (!publicKey) {
          process.stderr.write(
            'No se encuentra la clave de firma del registro (RECORD_SIGNING_KEY, RECORD_SIGNING_KEY_FILE o DATA_DIR/record-signing-key.pem): los resúmenes firmados no se pueden comprobar.\n',
          );
        }
        const report = await verifyRecords(database.ownerDb, companyId, {
          publicKey,
          ...(maxMinutes === null ? {} : { anchoring: { now, maxUnanchoredMinutes: maxMinutes } }),
        });
        process.stdout.write(describeVerifyReport(report));
        if (report.broken) process.exitCode = 1;
        return;
      }
      case 'verify-bundle': {
        const file = bundleFileOf(rest);
        const publicKey = loadSigningKey(config.recordSigning, { create: false })?.key ?? null;
        const report = await verifyBundle(database.ownerDb, file, { publicKey });
        process.stdout.write(describeBundleReport(file, report));
        if (report.problems.length > 0) process.exitCode = 1;
        return;
      }
      case 'publish-digests': {
        const { values } = parseArgs({ args: rest, options: { company: { type: 'string' } } });
        const companyIds = values.company === undefined ? undefined : [await companyIdOf(database, rest)];
        const { key, notice } = openSigningKey(config.recordSigning, { isEmbedded: database.kind === 'pglite' });
        if (notice) process.stderr.write(`${notice}\n`);
        // Each company admin who wants it gets the new digest by email (without SMTP_URL: here, on stderr).
        const log = {
          info: (_details: unknown, message: string) => process.stderr.write(`${message}\n`),
          error: (details: unknown, message: string) =>
            process.stderr.write(`${message}: ${String((details as { err?: unknown }).err)}\n`),
        };
        const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
        const report = await publishDigests(database.db, key, { now: new Date(), companyIds, mail: { mailer, log } });
        process.stdout.write(
          `Resúmenes firmados publicados hoy: ${report.published}; ya lo tenían: ${report.existing} (clave ${key.keyId}).\n`,
        );
        return;
      }
      case 'send-monthly-summaries': {
        const { values } = parseArgs({ args: rest, options: { month: { type: 'string' } } });
        if (values.month !== undefined && !/^[1-9]\d{3}-(0[1-9]|1[0-2])$/.test(values.month)) {
          throw new Error('Mes no válido (--month YYYY-MM)');
        }
        // Without SMTP_URL each mail is written here (stderr), as the server writes it to its log.
        const log = {
          info: (_details: unknown, message: string) => process.stderr.write(`${message}\n`),
          error: (details: unknown, message: string) =>
            process.stderr.write(`${message}: ${String((details as { err?: unknown }).err)}\n`),
        };
        const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
        const report = await sendMonthlySummaries(
          database.db,
          { mailer, baseUrl: config.publicOrigin, log },
          { now: new Date(), month: values.month },
        );
        process.stdout.write(
          `Resúmenes mensuales de ${report.month} enviados: ${report.sent} (${report.emailed} también por email).\n`,
        );
        return;
      }
      case 'jobs': {
        const jobs = listJobs(config, { canSnapshot: database.snapshot !== undefined });
        const width = Math.max(...jobs.map((job) => job.name.length));
        for (const job of jobs) {
          process.stdout.write(`${job.name.padEnd(width)}  ${describeSchedule(job).padEnd(12)}  ${job.description}\n`);
        }
        return;
      }
      case 'run-job': {
        const [name] = rest;
        const jobs = listJobs(config, { canSnapshot: database.snapshot !== undefined });
        const job = name === undefined ? undefined : findJob(jobs, name);
        if (!job) {
          throw new Error(
            `${name === undefined ? 'Falta el nombre de la tarea' : `No existe la tarea ${name}`}: ${jobs.map((j) => j.name).join(', ')}`,
          );
        }
        const { key, notice } = openSigningKey(config.recordSigning, { isEmbedded: database.kind === 'pglite' });
        if (notice) process.stderr.write(`${notice}\n`);
        const { deps, close } = createJobDeps({ config, database, signingKey: key, log: stderrLogger() });
        try {
          const result = await job.run(deps, new Date());
          process.stdout.write(`Tarea ${job.name} hecha: ${JSON.stringify(result ?? null)}\n`);
        } finally {
          await close();
        }
        return;
      }
      case 'rebuild-workshifts': {
        const count = await rebuildWorkshifts(database.ownerDb, await companyIdOf(database, rest));
        process.stdout.write(`${count} jornadas reconstruidas a partir del registro.\n`);
        return;
      }
      case 'purge-former-employees': {
        const { values } = parseArgs({
          args: rest,
          options: { company: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
        });
        const companyId = await companyIdOf(database, ['--company', values.company ?? '']);
        const dryRun = values['dry-run'] === true;
        const report = await purgeFormerEmployees(database.db, companyId, { dryRun });
        const day = (date: Date | null) => (date ? new Date(date).toISOString().slice(0, 10) : 'nunca');
        process.stdout.write(
          `Bajas anteriores al ${day(report.cutoff)} sin fichajes desde esa fecha (conservación ${RETENTION_YEARS} años): ${report.candidates.length}\n`,
        );
        for (const person of report.candidates) {
          const who = dryRun ? `#${person.user_id} ${person.name} <${person.email}>` : `#${person.user_id}`;
          process.stdout.write(
            `  ${who}: baja ${day(person.deactivated_at)}, último fichaje ${day(person.last_event_at)}\n`,
          );
        }
        process.stdout.write(
          dryRun
            ? 'Simulación: no se ha cambiado nada.\n'
            : `${report.anonymised} empleados anonimizados (nombre, email, contraseña, identificación, teléfono, turno, managers y sesiones). Sus fichajes se conservan.\n`,
        );
        return;
      }
      default:
        throw new Error(`Orden desconocida: ${command}\n\n${usage}`);
    }
  } finally {
    await database.close();
  }
}

/**
 * The jobs' logger on the command line: messages (and an error's message) on stderr, as the other
 * commands write theirs; without SMTP_URL the mails are written there too.
 */
function stderrLogger(): FastifyBaseLogger {
  const write = (details: unknown, message?: string) => {
    const err = typeof details === 'object' && details !== null ? (details as { err?: unknown }).err : undefined;
    const text = message ?? String(details);
    process.stderr.write(err === undefined ? `${text}\n` : `${text}: ${String(err)}\n`);
  };
  const logger = {
    level: 'info',
    info: write,
    warn: write,
    error: write,
    fatal: write,
    debug() {},
    trace() {},
    silent() {},
  };
  // The jobs only log through these methods; a child logs the same way.
  return Object.assign(logger, { child: () => logger }) as unknown as FastifyBaseLogger;
}

const VERIFY_BUNDLE_USAGE = 'verify-bundle FICHERO.zip [--public-key CLAVE.pem]';

function verifyBundleArgs(args: string[]) {
  try {
    return parseArgs({ args, options: { 'public-key': { type: 'string' } }, allowPositionals: true });
  } catch {
    throw new Error(`Opciones no válidas: ${VERIFY_BUNDLE_USAGE}`);
  }
}

function bundleFileOf(args: string[]): string {
  const [file] = verifyBundleArgs(args).positionals;
  if (!file) throw new Error(`Falta el fichero: ${VERIFY_BUNDLE_USAGE}`);
  return file;
}

async function verifyBundleOffline(args: string[]) {
  const keyFile = verifyBundleArgs(args).values['public-key'];
  if (!keyFile) throw new Error('Falta la clave pública: verify-bundle FICHERO.zip --public-key CLAVE.pem');
  if (!existsSync(keyFile)) throw new Error(`No existe el fichero de clave pública ${keyFile}`);
  const file = bundleFileOf(args);
  const report = await verifyBundle(null, file, { publicKey: parsePublicKey(readFileSync(keyFile, 'utf8')) });
  process.stdout.write(describeBundleReport(file, report));
  if (report.problems.length > 0) process.exitCode = 1;
}

async function restore(args: string[], signing: { key?: string; keyFile?: string }) {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (!values.from || !values['data-dir']) throw new Error('Faltan --from FICHERO y --data-dir DIR');
  const report = await restoreBackup({
    from: values.from,
    dataDir: values['data-dir'],
    force: values.force === true,
    signing: { key: signing.key, keyFile: signing.keyFile },
  });
  process.stdout.write(describeRestoreReport(report));
  if (report.companies.some((company) => company.report.broken)) process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
