import type { Trx } from '../db/tenant';
import { type AuditEntry, insertAuditEntry, insertPlatformAuditEntry } from './audit-log.repository';

/** Writes to the company's log when the actor belongs to one, else to the platform log. */
export function recordAudit(trx: Trx, companyId: number | null, entry: AuditEntry) {
  return companyId === null ? insertPlatformAuditEntry(trx, entry) : insertAuditEntry(trx, companyId, entry);
}
