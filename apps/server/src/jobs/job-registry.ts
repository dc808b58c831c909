import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/tenant';
import type { Mailer } from '../lib/mailer';
import { type BackupDeps, takeBackup } from '../modules/backups/backups.service';
import { takeNightlyBackupIfDue } from '../modules/backups/nightly-backup';
import { forgetDomainEvents } from '../modules/events/forget-domain-events';
import { sendMonthlySummaries } from '../modules/monthly-summaries/send-monthly-summaries';
import { notifyForgottenClockouts } from '../modules/notifications/notifications.service';
import { publishCheckpoints, publishDigests } from '../modules/record/publish-digests';
import type { RecordSigningKey } from '../modules/record/signing-key';
import { forgetIdempotencyKeys } from '../modules/workshift/forget-idempotency-keys';
import type { JobSchedule } from './job-schedule';

/** What the jobs work with: the same database, mailer and keys the app has. */
export interface JobDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Base of the links in emails sent without a request (PUBLIC_URL, else the local address). */
  baseUrl: string;
  /** The record's signing key, read (or generated) on first use. */
  signingKey: () => RecordSigningKey;
  /** One regular pass over the webhook queue (WebhookDispatcher.poll). */
  dispatchWebhooks: () => Promise<number>;
  backups: BackupDeps;
}

export interface Job extends JobSchedule {
  /** kebab-case: the name `npm run cli -- run-job <name>` takes and job_runs keys the lease by. */
  name: string;
  description: string;
  /** The work, in the owning module's service; what it returns is what `run-job` prints. */
  run(deps: JobDeps, now: Date): Promise<unknown>;
}

const minutes = (value: number) => value * 60;

/**
 * Every recurring job of the server, with its schedule from the configuration (0: off). The server
 * starts them (src/server.ts, through the scheduler); the CLI and the tests run one by name.
 */
export function listJobs(config: AppConfig, options: { canSnapshot: boolean }): Job[] {
  return [
    {
      name: 'forgotten-clockouts',
      everySeconds: minutes(config.forgottenSweepMinutes),
      description: 'avisa (app y email) de las jornadas abiertas más allá del límite de la empresa',
      run: (deps, now) =>
        notifyForgottenClockouts(
          deps.db,
          { mailer: deps.mailer, baseUrl: deps.baseUrl.replace(/\/$/, ''), log: deps.log },
          now,
        ),
    },
    {
      name: 'forget-idempotency-keys',
      everySeconds: minutes(config.idempotencySweepMinutes),
      description: 'olvida las respuestas guardadas por Idempotency-Key pasadas 48 h',
      run: (deps, now) => forgetIdempotencyKeys(deps.db, now),
    },
    {
      name: 'forget-domain-events',
      everySeconds: minutes(config.domainEventsSweepMinutes),
      description: 'olvida los eventos de dominio de más de 7 días (reanudación de /api/events)',
      run: (deps, now) => forgetDomainEvents(deps.db, now),
    },
    {
      name: 'publish-record-digests',
      everySeconds: minutes(config.recordDigestSweepMinutes),
      description: 'publica (y envía) el resumen diario firmado del registro de las empresas que aún no lo tienen',
      run: (deps, now) =>
        publishDigests(deps.db, deps.signingKey(), { now, mail: { mailer: deps.mailer, log: deps.log } }),
    },
    {
      name: 'publish-record-checkpoints',
      everySeconds: minutes(config.recordCheckpointMinutes),
      description: 'firma un punto de control del registro de cada empresa con eventos nuevos',
      run: (deps, now) => publishCheckpoints(deps.db, deps.signingKey(), { now }),
    },
    {
      name: 'send-monthly-summaries',
      everySeconds: minutes(config.monthlySummarySweepMinutes),
      description: 'desde el día 1, entrega el resumen mensual de horas del mes anterior a quien no lo tenga',
      run: (deps, now) =>
        sendMonthlySummaries(deps.db, { mailer: deps.mailer, baseUrl: deps.baseUrl, log: deps.log }, { now }),
    },
    {
      name: 'dispatch-webhooks',
      // Whole seconds: the scheduler's periods are; a fraction rounds up (0 stays off).
      everySeconds: Math.ceil(config.webhooks.dispatchSeconds),
      description: 'envía las entregas de webhooks pendientes (además del aviso inmediato de cada evento)',
      run: (deps) => deps.dispatchWebhooks(),
    },
    {
      name: 'nightly-backup',
      // Only the embedded database on disk, and only with BACKUP_DIR.
      everySeconds: config.backups.isNightly && options.canSnapshot ? minutes(60) : 0,
      description: 'desde las 03:00 (Madrid), la copia de seguridad del día de la base de datos embebida',
      run: (deps, now) =>
        takeNightlyBackupIfDue({
          dir: deps.backups.config.dir,
          take: () => takeBackup(deps.backups, now),
          log: deps.log,
          now,
        }),
    },
  ];
}

/** The job of that name, or undefined. */
export function findJob(jobs: readonly Job[], name: string): Job | undefined {
  return jobs.find((job) => job.name === name);
}
