import { isAbsolute, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { parseEmbedOrigins } from './lib/embed-origins';
import type { SigningKeySource } from './modules/record/signing-key';

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A variable set to '' counts as unset (its default applies). */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_DATABASE_URL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  // Named prepared statements on the app pool: 'false' behind a transaction pooler such as PgBouncer < 1.21.
  DB_PREPARED_STATEMENTS: z.enum(['true', 'false'], 'DB_PREPARED_STATEMENTS debe ser true o false').default('true'),
  // The events bus's LISTEN connection, when APP_DATABASE_URL goes through a transaction pooler.
  DATABASE_LISTEN_URL: unlessEmpty(z.string().optional()),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jornada <no-reply@jornada.local>'),
  SESSION_IDLE_MINUTES: minutes(12 * 60),
  SESSION_ABSOLUTE_MINUTES: minutes(14 * 24 * 60),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  // The map's tile server (the web's VITE_MAP_TILE_URL) as CSP img-src sources, space-separated.
  MAP_TILE_ORIGINS: unlessEmpty(z.string().trim().default('https://*.tile.openstreetmap.org')),
  // Who may frame the embed pages (/embed/*), comma-separated origins; the app's own origin always may.
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const { origins, invalid } = parseEmbedOrigins(value);
      for (const entry of invalid) {
        ctx.addIssue({
          code: 'custom',
          message: `«${entry}» no es un origen válido (http o https, host y puerto opcional, sin ruta ni comodines; p. ej. https://intranet.ejemplo.es)`,
        });
      }
      return origins;
    }),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  // The platform admin must turn on two-step verification before using /api/admin/* (ADR 015); unset: in production.
  PLATFORM_MFA_REQUIRED: unlessEmpty(z.enum(['true', 'false']).optional()),
  FORGOTTEN_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  // How often the stored answers of Idempotency-Keys older than 48 h are forgotten (0: never).
  IDEMPOTENCY_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  // Live updates (ADR 016): optional Redis pub/sub between instances, the SSE heartbeat, the events' sweep.
  REDIS_URL: unlessEmpty(z.string().url().optional()),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
  DOMAIN_EVENTS_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  // The Ed25519 key that signs the record's daily digests (ADR 008): PEM or base64 PKCS#8, or a file.
  RECORD_SIGNING_KEY: unlessEmpty(z.string().optional()),
  RECORD_SIGNING_KEY_FILE: unlessEmpty(z.string().optional()),
  RECORD_DIGEST_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  // Signed checkpoints in the digests' chain for companies whose record changed (ADR 008; 0: never).
  RECORD_CHECKPOINT_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  // Backups of the embedded database: where they go (set: also one every night) and how many are kept.
  BACKUP_DIR: unlessEmpty(z.string().optional()),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  // The worker's monthly summary (art. 12.4.c and 35.5 ET): how often to look for summaries due.
  MONTHLY_SUMMARY_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  // Webhooks (ADR 017): let them reach private, loopback and link-local addresses (development, tests only).
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'], 'WEBHOOK_ALLOW_PRIVATE_TARGETS debe ser true o false')
    .default('false')
    .transform((v) => v === 'true'),
  // Seconds between the webhook dispatcher's passes over the queue (0: this process sends none).
  WEBHOOK_DISPATCH_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  SALES_EMAIL: unlessEmpty(z.email('SALES_EMAIL debe ser un email').default('ventas@jornada.local')),
  // The operator's details in the legal texts (LSSI-CE art. 10); the defaults read as placeholders.
  LEGAL_OPERATOR_NAME: unlessEmpty(z.string().trim().default('[Razón social del titular]')),
  LEGAL_OPERATOR_NIF: unlessEmpty(z.string().trim().default('[NIF del titular]')),
  LEGAL_OPERATOR_ADDRESS: unlessEmpty(z.string().trim().default('[Domicilio social del titular]')),
  LEGAL_OPERATOR_EMAIL: unlessEmpty(z.string().trim().default('[Email de contacto del titular]')),
  LEGAL_OPERATOR_REGISTRY: unlessEmpty(
    z.string().trim().default('[Datos de inscripción en el Registro Mercantil del titular]'),
  ),
});

export type AppConfig = {
  port: number;
  host: string;
  database:
    | {
        kind: 'postgres';
        url: string;
        appUrl?: string;
        poolSize: number;
        /** Named prepared statements on the app pool; off behind PgBouncer < 1.21 in transaction mode. */
        preparedStatements: boolean;
        listenUrl?: string;
      }
    | { kind: 'pglite'; dataDir?: string };
  publicUrl?: string;
  /**
   * The one origin every absolute link is built from (e-mails, inspector links, QR pages), without a
   * trailing slash: PUBLIC_URL, else http://localhost:PORT. Never the request's Host header, which
   * anyone can set.
   */
  publicOrigin: string;
  /** PUBLIC_URL is unset and the server runs as production (NODE_ENV or DATABASE_URL set): it refuses to start. */
  isPublicUrlMissing: boolean;
  smtpUrl?: string;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  /** How long a resolved session is reused in memory (0 = look it up on every request). */
  sessionCacheSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  webDistDir?: string;
  /** CSP img-src sources for the location map's tiles. */
  mapTileOrigins: string[];
  /** Origins (scheme://host[:port]) that may frame the embed pages, besides the app's own. */
  embedAllowedOrigins: string[];
  seedDemo: 'auto' | 'never';
  /** Whether a platform admin without two-step verification is refused /api/admin/* (ADR 015). */
  platformMfaRequired: boolean;
  /** Minutes between forgotten clock-out notices (0 = never). */
  forgottenSweepMinutes: number;
  idempotencySweepMinutes: number;
  /** Redis pub/sub for the events bus (ADR 016); unset: PostgreSQL LISTEN/NOTIFY or PGlite's own. */
  redisUrl?: string;
  /** How often an open event stream sends a heartbeat comment and checks its session (ms). */
  eventsHeartbeatMs: number;
  /** Minutes between sweeps of domain events older than 7 days (0 = never). */
  domainEventsSweepMinutes: number;
  /** Where the record's signing key comes from (never the database). */
  recordSigning: SigningKeySource;
  /** Minutes between runs of the daily digest job (0 = never). */
  recordDigestSweepMinutes: number;
  /** Minutes between runs of the checkpoint job (0 = never): how long new events stand unanchored. */
  recordCheckpointMinutes: number;
  /** Snapshots of the embedded database (POST /api/admin/backups, and nightly when BACKUP_DIR is set). */
  backups: BackupConfig;
  /** Minutes between runs of the monthly summary sweep (0 = never). */
  monthlySummarySweepMinutes: number;
  /** Webhooks (ADR 017): https only in production; private targets only when allowed. */
  webhooks: { requireHttps: boolean; allowPrivateTargets: boolean; dispatchSeconds: number };
  /** Where contact and custom-plan requests are emailed. */
  salesEmail: string;
  /** The operator's details rendered into the legal texts (/texts/*.html). */
  legalOperator: LegalOperator;
};

export interface BackupConfig {
  /** BACKUP_DIR, else beside DATA_DIR (never inside it: each snapshot would carry the previous ones). */
  dir: string;
  /** Whether a snapshot is taken every night: only when BACKUP_DIR is set. */
  isNightly: boolean;
  /** How many snapshots are kept; older ones are deleted after each new one. */
  keep: number;
}

export interface LegalOperator {
  name: string;
  nif: string;
  address: string;
  email: string;
  registry: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración no válida: ${problems}`);
  }
  const e = parsed.data;
  const backupDir = resolve(e.BACKUP_DIR ?? `${resolve(e.DATA_DIR)}-backups`);
  const fromDataDir = relative(resolve(e.DATA_DIR), backupDir);
  const isOutside = fromDataDir === '..' || fromDataDir.startsWith(`..${sep}`) || isAbsolute(fromDataDir);
  if (!e.DATABASE_URL && !isOutside) {
    throw new Error(
      'Configuración no válida: BACKUP_DIR no puede estar dentro de DATA_DIR (cada copia llevaría dentro las anteriores)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          appUrl: e.APP_DATABASE_URL,
          poolSize: e.DB_POOL_SIZE,
          preparedStatements: e.DB_PREPARED_STATEMENTS === 'true',
          listenUrl: e.DATABASE_LISTEN_URL,
        }
      : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    publicUrl: e.PUBLIC_URL,
    publicOrigin: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    isPublicUrlMissing: !e.PUBLIC_URL && (env.NODE_ENV === 'production' || Boolean(e.DATABASE_URL)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteMinutes: e.SESSION_ABSOLUTE_MINUTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    mapTileOrigins: e.MAP_TILE_ORIGINS.split(/\s+/).filter(Boolean),
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    seedDemo: e.SEED_DEMO,
    platformMfaRequired: (e.PLATFORM_MFA_REQUIRED ?? (e.NODE_ENV === 'production' ? 'true' : 'false')) === 'true',
    forgottenSweepMinutes: e.FORGOTTEN_SWEEP_MINUTES,
    idempotencySweepMinutes: e.IDEMPOTENCY_SWEEP_MINUTES,
    redisUrl: e.REDIS_URL,
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    domainEventsSweepMinutes: e.DOMAIN_EVENTS_SWEEP_MINUTES,
    recordSigning: {
      key: e.RECORD_SIGNING_KEY,
      keyFile: e.RECORD_SIGNING_KEY_FILE === undefined ? undefined : resolve(e.RECORD_SIGNING_KEY_FILE),
      dataDir: resolve(e.DATA_DIR),
    },
    recordDigestSweepMinutes: e.RECORD_DIGEST_SWEEP_MINUTES,
    recordCheckpointMinutes: e.RECORD_CHECKPOINT_MINUTES,
    backups: {
      dir: backupDir,
      isNightly: e.BACKUP_DIR !== undefined,
      keep: e.BACKUP_KEEP,
    },
    monthlySummarySweepMinutes: e.MONTHLY_SUMMARY_SWEEP_MINUTES,
    webhooks: {
      requireHttps: e.NODE_ENV === 'production',
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      dispatchSeconds: e.WEBHOOK_DISPATCH_SECONDS,
    },
    salesEmail: e.SALES_EMAIL,
    legalOperator: {
      name: e.LEGAL_OPERATOR_NAME,
      nif: e.LEGAL_OPERATOR_NIF,
      address: e.LEGAL_OPERATOR_ADDRESS,
      email: e.LEGAL_OPERATOR_EMAIL,
      registry: e.LEGAL_OPERATOR_REGISTRY,
    },
  };
}
