import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { applySqlFunctions } from './functions/apply-sql-functions';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-clock-record';
import * as m003 from './migrations/003-shifts-and-activity-log';
import * as m004 from './migrations/004-petitions';
import * as m005 from './migrations/005-contact-requests';
import * as m006 from './migrations/006-clock-functions';
import * as m007 from './migrations/007-clock-record-keys';
import * as m008 from './migrations/008-cancel-approved-vacation';
import * as m009 from './migrations/009-rate-limit-hits';
import * as m010 from './migrations/010-record-digests';
import * as m011 from './migrations/011-company-region';
import * as m012 from './migrations/012-employee-contracts';
import * as m013 from './migrations/013-inspector-links';
import * as m014 from './migrations/014-monthly-summaries';
import * as m015 from './migrations/015-overtime-settlements';
import * as m016 from './migrations/016-pos-terminals';
import * as m017 from './migrations/017-work-centres';
import * as m018 from './migrations/018-kiosk-qr-source';
import * as m019 from './migrations/019-terminal-centres';
import * as m020 from './migrations/020-company-suspension';
import * as m021 from './migrations/021-offline-idempotent-clock';
import * as m022 from './migrations/022-mfa';
import * as m023 from './migrations/023-domain-events';
import * as m024 from './migrations/024-webhooks';
import * as m025 from './migrations/025-api-keys';
import * as m026 from './migrations/026-projection-writer';
import * as m027 from './migrations/027-settled-overtime-minutes';
import * as m028 from './migrations/028-digest-chain';
import * as m029 from './migrations/029-kiosk-lockouts';
import * as m030 from './migrations/030-payroll-code-and-handled-requests';
import * as m031 from './migrations/031-job-runs';

/** Migrations are bundled as modules (not read from disk) so the built server carries them. */
const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-clock-record': m002,
  '003-shifts-and-activity-log': m003,
  '004-petitions': m004,
  '005-contact-requests': m005,
  '006-clock-functions': m006,
  '007-clock-record-keys': m007,
  '008-cancel-approved-vacation': m008,
  '009-rate-limit-hits': m009,
  '010-record-digests': m010,
  '011-company-region': m011,
  '012-employee-contracts': m012,
  '015-overtime-settlements': m015,
  '013-inspector-links': m013,
  '014-monthly-summaries': m014,
  '016-pos-terminals': m016,
  '017-work-centres': m017,
  '018-kiosk-qr-source': m018,
  '019-terminal-centres': m019,
  '020-company-suspension': m020,
  '021-offline-idempotent-clock': m021,
  '022-mfa': m022,
  '023-domain-events': m023,
  '024-webhooks': m024,
  '025-api-keys': m025,
  '026-projection-writer': m026,
  '027-settled-overtime-minutes': m027,
  '028-digest-chain': m028,
  '029-kiosk-lockouts': m029,
  '030-payroll-code-and-handled-requests': m030,
  '031-job-runs': m031,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations, then every SQL function's current definition where it is not in yet (ADR 027). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const names = await runMigrations(db);
  await applySqlFunctions(db);
  return names;
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function runMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
