import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { type DatabaseOptions, openDatabase } from '../../src/db/create-database';
import { seedDemo } from '../../src/modules/demo/seed-demo';
import {
  exportSigningKeyPem,
  GENERATED_KEY_FILE,
  generateSigningKey,
  type RecordPublicKey,
} from '../../src/modules/record/signing-key';
import { type VerifyReport, verifyRecords } from '../../src/modules/workshift/verify-records';

/**
 * Seeds a database with the demo's light history (what the API tests use, cheaper than a first
 * start's two months) and a signing key of its own; returns the key's PEM. An embedded data dir keeps
 * the key where the server looks for it (DATA_DIR/record-signing-key.pem).
 */
export async function seedForFaults(options: DatabaseOptions): Promise<string> {
  const signingKey = generateSigningKey();
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db, { history: 'light', signingKey });
  } finally {
    await database.close();
  }
  const pem = exportSigningKeyPem(signingKey);
  if (options.kind === 'pglite' && options.dataDir) {
    writeFileSync(join(options.dataDir, GENERATED_KEY_FILE), pem, { mode: 0o600 });
  }
  return pem;
}

export interface RecordState {
  /** Each person's clock events since `since`, oldest first, by kind. */
  eventsSince: Map<number, string[]>;
  /** verify-records of every company. */
  reports: { schemaName: string; report: VerifyReport }[];
}

/**
 * Opens the database as the CLI does (the server must be stopped on PGlite: one process per data
 * dir), reads the clock events as a superuser and runs verify-records on every company.
 */
export async function readRecord(options: DatabaseOptions, publicKey: RecordPublicKey, since: Date) {
  const database = await openDatabase(options);
  try {
    // RLS hides tenant rows from the app role the PGlite session runs as: back to the superuser.
    const rows = await database.ownerDb.transaction().execute(async (trx) => {
      await sql`SET LOCAL ROLE NONE`.execute(trx);
      const query = CompiledQuery.raw(
        'select user_id, kind from clock_events where occurred_at >= $1 order by user_id, id',
        [since],
      );
      return (await trx.executeQuery<{ user_id: number; kind: string }>(query)).rows;
    });
    const eventsSince = new Map<number, string[]>();
    for (const row of rows) eventsSince.set(row.user_id, [...(eventsSince.get(row.user_id) ?? []), row.kind]);
    const companies = await database.ownerDb.selectFrom('companies').select(['id', 'schema_name']).execute();
    const reports = [];
    for (const company of companies) {
      reports.push({
        schemaName: company.schema_name,
        report: await verifyRecords(database.ownerDb, company.id, { publicKey }),
      });
    }
    return { eventsSince, reports } satisfies RecordState;
  } finally {
    await database.close();
  }
}

/** The companies whose record verify-records found broken (with why): must be none. */
export function brokenRecords(state: RecordState): string[] {
  return state.reports
    .filter(({ report }) => report.broken !== null)
    .map(({ schemaName, report }) => `${schemaName}: ${JSON.stringify(report.broken)}`);
}
