import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/create-database';
import { createMailer, type Mailer } from '../lib/mailer';
import type { RecordSigningKey } from '../modules/record/signing-key';
import { createWebhookDispatcher } from '../modules/webhooks/webhook-dispatcher';
import { createWebhookSecretBox, deriveWebhookSecretKey } from '../modules/webhooks/webhook-secret-box';
import type { JobDeps } from './job-registry';

/**
 * The jobs' dependencies as the server (and `run-job`) builds them from the configuration: the
 * database's app connection, a mailer like the app's, the record's key and the webhook queue's own
 * dispatcher (its regular passes; the app's wakes on events, and the queue's leases keep the two from
 * sending a delivery twice). `close` waits for the dispatcher's pass in progress.
 */
export function createJobDeps(options: {
  config: AppConfig;
  database: DatabaseHandle;
  signingKey: RecordSigningKey;
  log: FastifyBaseLogger;
  mailer?: Mailer;
}): { deps: JobDeps; close(): Promise<void> } {
  const { config, database, signingKey, log } = options;
  let webhookKey: Buffer | undefined;
  const dispatcher = createWebhookDispatcher({
    db: database.db,
    secretBox: createWebhookSecretBox(() => {
      webhookKey ??= deriveWebhookSecretKey(signingKey);
      return webhookKey;
    }),
    policy: { requireHttps: config.webhooks.requireHttps, allowPrivate: config.webhooks.allowPrivateTargets },
    log,
  });
  const deps: JobDeps = {
    db: database.db,
    log,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    baseUrl: config.publicOrigin,
    signingKey: () => signingKey,
    dispatchWebhooks: () => dispatcher.poll(),
    backups: { db: database.db, kind: database.kind, snapshot: database.snapshot, config: config.backups },
  };
  return { deps, close: () => dispatcher.stop() };
}
