import '@jornada/shared/zod-locale';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/create-database';
import { serializeRequest } from './lib/log-redaction';
import { createMailer, type Mailer } from './lib/mailer';
import { adminRoutes } from './modules/admin/admin.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import {
  apiKeyRefusal,
  authenticateApiKey,
  isApiKeyToken,
  recordApiKeyRefusal,
} from './modules/api-keys/api-key-auth.service';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { companyRoutes } from './modules/company/company.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { embedRoutes } from './modules/embed/embed.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { createEventBus } from './modules/events/event-bus';
import { eventsRoutes } from './modules/events/events.routes';
import { gestoriaRoutes } from './modules/gestoria/gestoria.routes';
import { healthRoutes } from './modules/health/health.routes';
import { inspectorLinksRoutes } from './modules/inspector-links/inspector-links.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { logsRoutes } from './modules/logs/logs.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { isMfaEnabledFor } from './modules/mfa/mfa.service';
import { createMfaSecretBox, deriveMfaSecretKey } from './modules/mfa/mfa-secret-box';
import { monthlySummariesRoutes } from './modules/monthly-summaries/monthly-summaries.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { overtimeRoutes } from './modules/overtime/overtime.routes';
import { petitionsRoutes } from './modules/petitions/petitions.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { recordRoutes } from './modules/record/record.routes';
import { openSigningKey, type RecordSigningKey } from './modules/record/signing-key';
import { bundleRoutes } from './modules/reports/bundle/bundle.routes';
import { payrollRoutes } from './modules/reports/payroll/payroll.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { endSession, resumeSession } from './modules/session/session.service';
import { forgetSession } from './modules/session/session-cache';
import { shiftsRoutes } from './modules/shifts/shifts.routes';
import { kioskQrRoutes } from './modules/terminals/kiosk-qr.routes';
import { admitKioskQr } from './modules/terminals/kiosk-qr.service';
import { deriveKioskQrKey } from './modules/terminals/kiosk-qr-token';
import { posRoutes } from './modules/terminals/pos.routes';
import { POS_SESSION_DAYS, resolvePosSession } from './modules/terminals/pos-session.service';
import { posTerminalsRoutes } from './modules/terminals/pos-terminals.routes';
import { countCentreTerminals } from './modules/terminals/pos-terminals.service';
import { vacationsRoutes } from './modules/vacations/vacations.routes';
import { createWebhookSecretBox, deriveWebhookSecretKey } from './modules/webhooks/webhook-secret-box';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { workCentresRoutes } from './modules/work-centres/work-centres.routes';
import { WorkshiftStatusCache } from './modules/workshift/status-cache';
import { statusCacheHook } from './modules/workshift/status-cache-hook';
import { workshiftRoutes } from './modules/workshift/workshift.routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { conditionalGetPlugin } from './plugins/conditional-get';
import { csrfPlugin } from './plugins/csrf';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { platformMfaPlugin } from './plugins/platform-mfa';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { textInputPlugin } from './plugins/text-input';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The record's signing key; without it, read (or generated) from the config on first use. */
  signingKey?: RecordSigningKey;
}

/** Plugins first, then the feature modules; no timers (server.ts starts the jobs, src/jobs, and listens). */
export async function buildApp({ config, database, mailer, logger, signingKey }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: { req: serializeRequest } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // SPEC's client sends Content-Type: application/json on every call, bodiless ones included
  // (POST /api/logout): an empty JSON body is no body, not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  const db = database.db;
  // The events bus (ADR 016), before any plugin or module that subscribes to it (app.eventBus).
  const eventBus = await createEventBus({ database, redisUrl: config.redisUrl, log: app.log });
  app.decorate('eventBus', eventBus);
  app.addHook('onClose', async () => eventBus.close());
  // A session ended on another instance is not served from this one's cache either (ADR 019).
  eventBus.onSessionsEnded((sessionIds) => {
    for (const sessionId of sessionIds) forgetSession(sessionId);
  });
  const policy = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteMinutes: config.sessionAbsoluteMinutes,
    cacheSeconds: config.sessionCacheSeconds,
  };
  const isSecure = config.publicUrl?.startsWith('https://') ?? false;

  await app.register(errorsPlugin);
  // First among the hooks, so even a request refused early (CSRF, auth) carries the headers.
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    mapTileOrigins: config.mapTileOrigins,
    embedAllowedOrigins: config.embedAllowedOrigins,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(openapiPlugin, { publicOrigin: config.publicOrigin, isSecure });
  await app.register(csrfPlugin, { publicUrl: config.publicUrl, isApiKeyToken });
  await app.register(textInputPlugin);
  // The guard resolves each kind of credential through the module that owns it (ADR 026).
  await app.register(authPlugin, {
    isSecure,
    sessionMaxAgeSeconds: policy.absoluteMinutes * 60,
    posSessionMaxAgeSeconds: POS_SESSION_DAYS * 86_400,
    resolveSession: (token, options) => resumeSession(db, policy, token, options),
    revokeSession: (sessionId) => endSession(db, sessionId),
    resolvePosSession: (token) => resolvePosSession(db, token),
    isApiKeyToken,
    resolveApiKey: (token, request) => authenticateApiKey(db, token, request),
    apiKeyRefusal,
    recordApiKeyRefusal: (key, refusal) => recordApiKeyRefusal(db, key, refusal),
  });
  await app.register(platformMfaPlugin, {
    isRequired: config.platformMfaRequired,
    isMfaEnabled: (userId) => isMfaEnabledFor(db, userId),
  });
  await app.register(conditionalGetPlugin);
  // GET /api/workshift/status from memory while the bus vouches for it; every write here forgets first.
  const workshiftStatusCache = new WorkshiftStatusCache({ bus: eventBus });
  app.addHook('onClose', async () => workshiftStatusCache.close());
  await app.register(statusCacheHook, { cache: workshiftStatusCache });
  // After the hooks above (ETags are taken on the uncompressed body), before the SPA and the modules:
  // it hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(spaPlugin, {
    distDir: config.webDistDir,
    isSecure,
    sessionMaxAgeSeconds: config.sessionAbsoluteMinutes * 60,
  });

  const appMailer = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  await app.register(healthRoutes, { db, kind: database.kind });
  // The TOTP secrets' key (ADR 015), derived from the record's signing key on first use (opened below).
  let mfaKey: Buffer | undefined;
  const mfaSecrets = createMfaSecretBox(() => {
    mfaKey ??= deriveMfaSecretKey(recordSigningKey());
    return mfaKey;
  });
  await app.register(sessionRoutes, { db, policy, mfaSecrets, mailer: appMailer });
  await app.register(mfaRoutes, { db, secretBox: mfaSecrets, isPlatformMfaRequired: config.platformMfaRequired });
  await app.register(authRoutes, { db, policy, mailer: appMailer, publicOrigin: config.publicOrigin });
  await app.register(plansRoutes, { db });
  await app.register(companyRoutes, { db });
  let recordKey = signingKey;
  const recordSigningKey = () => {
    if (!recordKey) {
      const opened = openSigningKey(config.recordSigning, { isEmbedded: database.kind === 'pglite' });
      if (opened.notice) app.log.warn(opened.notice);
      recordKey = opened.key;
    }
    return recordKey;
  };
  let qrKey: Buffer | undefined;
  const kioskQrKey = () => {
    qrKey ??= deriveKioskQrKey(recordSigningKey());
    return qrKey;
  };
  await app.register(workshiftRoutes, {
    db,
    mailer: appMailer,
    publicOrigin: config.publicOrigin,
    admitKioskToken: (user, token) => admitKioskQr(db, kioskQrKey, user, token),
    statusCache: workshiftStatusCache,
  });
  await app.register(employeesRoutes, { db, mailer: appMailer, publicOrigin: config.publicOrigin });
  await app.register(contractsRoutes, { db });
  await app.register(overtimeRoutes, { db });
  await app.register(shiftsRoutes, { db });
  await app.register(workCentresRoutes, { db, countLiveTerminals: countCentreTerminals });
  await app.register(profileRoutes, { db });
  await app.register(logsRoutes, { db });
  await app.register(petitionsRoutes, { db, mailer: appMailer, publicOrigin: config.publicOrigin });
  await app.register(notificationsRoutes, { db });
  await app.register(recordRoutes, {
    db,
    signingKey: recordSigningKey,
  });
  await app.register(vacationsRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(inspectorLinksRoutes, {
    db,
    publicOrigin: config.publicOrigin,
    signingKey: recordSigningKey,
  });
  await app.register(reportsRoutes, { db });
  await app.register(alertsRoutes, { db });
  await app.register(bundleRoutes, { db, signingKey: recordSigningKey });
  await app.register(gestoriaRoutes, {
    db,
    mailer: appMailer,
    publicOrigin: config.publicOrigin,
    signingKey: recordSigningKey,
  });
  await app.register(payrollRoutes, { db });
  await app.register(posTerminalsRoutes, { db });
  // Integrations: the admin's API keys and the calls only a key makes.
  await app.register(apiKeysRoutes, { db });
  await app.register(integrationsRoutes, { db });
  // Webhooks (ADR 017): their secrets sealed under a key derived from the record's signing key.
  let webhookKey: Buffer | undefined;
  const webhookSecrets = createWebhookSecretBox(() => {
    webhookKey ??= deriveWebhookSecretKey(recordSigningKey());
    return webhookKey;
  });
  await app.register(webhooksRoutes, { db, secretBox: webhookSecrets, ...config.webhooks });
  await app.register(posRoutes, { db, mailer: appMailer, publicOrigin: config.publicOrigin });
  await app.register(kioskQrRoutes, { kioskQrKey });
  await app.register(eventsRoutes, {
    db,
    bus: eventBus,
    policy,
    heartbeatMs: config.eventsHeartbeatMs,
  });
  await app.register(embedRoutes, {
    db,
    policy,
    allowedOrigins: config.embedAllowedOrigins,
    mfaSecrets,
    mailer: appMailer,
  });
  await app.register(monthlySummariesRoutes, { db });
  await app.register(contactRoutes, { db, mailer: appMailer, salesEmail: config.salesEmail });
  await app.register(adminRoutes, { db, mailer: appMailer, publicOrigin: config.publicOrigin });
  await app.register(backupsRoutes, { db, kind: database.kind, snapshot: database.snapshot, config: config.backups });
  await app.register(legalRoutes, {
    db,
    operator: config.legalOperator,
    siteUrl: config.publicUrl,
    sessionAbsoluteMinutes: config.sessionAbsoluteMinutes,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
