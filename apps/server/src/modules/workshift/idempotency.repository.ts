import { sqlLiteral } from '../../db/sql-literal';
import type { Db, Trx } from '../../db/tenant';

/** The stored answers of clock actions sent with an Idempotency-Key (migration 021). */

/** The primary key a second first attempt of one key loses on. */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_pkey';

/** How long an answer is kept: at least 24 h is required; twice that covers a weekend's queue. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 3600_000;

/**
 * The insert that stores an action's answer under its key, as parameterless SQL that rides in the
 * action's COMMIT message with its event (values inlined by sqlLiteral; the key was checked as a uuid).
 */
export function rememberAnswerStatement(answer: {
  companyId: number;
  userId: number;
  key: string;
  fingerprint: string;
  response: unknown;
}): string {
  const values = [
    sqlLiteral(answer.companyId),
    `${sqlLiteral(answer.key)}::uuid`,
    sqlLiteral(answer.userId),
    sqlLiteral(answer.fingerprint),
    `${sqlLiteral(answer.response)}::json`,
  ];
  return `insert into idempotency_keys (company_id, key, user_id, fingerprint, response) values (${values.join(', ')})`;
}

/** Forgets one company's answers older than `before`; how many went. */
export async function deleteAnswersBefore(trx: Trx, companyId: number, before: Date): Promise<number> {
  const result = await trx
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', companyId)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every company's id, in id order: the retention sweep visits each one (the table is under row-level security). */
export async function listCompanyIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('companies').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
