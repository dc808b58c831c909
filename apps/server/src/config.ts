import { resolve } from 'node:path';
import { z } from 'zod';

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_DATABASE_URL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jornada <no-reply@jornada.local>'),
  SESSION_IDLE_MINUTES: minutes(12 * 60),
  SESSION_ABSOLUTE_MINUTES: minutes(14 * 24 * 60),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
});

export type AppConfig = {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; appUrl?: string; poolSize: number } | { kind: 'pglite'; dataDir?: string };
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  trustProxy: boolean;
  logLevel: string;
  webDistDir?: string;
  seedDemo: 'auto' | 'never';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración no válida: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, appUrl: e.APP_DATABASE_URL, poolSize: e.DB_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteMinutes: e.SESSION_ABSOLUTE_MINUTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    seedDemo: e.SEED_DEMO,
  };
}
