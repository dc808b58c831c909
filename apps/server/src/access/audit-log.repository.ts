import type { Db, Trx } from '../db/tenant';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity?: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Tenant activity log: the transaction must already be inside the company's tenant. */
export function insertAuditEntry(trx: Trx, companyId: number, entry: AuditEntry) {
  return trx
    .insertInto('audit_log')
    .values({
      company_id: companyId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId === undefined ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

/** Platform-level events: navegatel and gestoría accounts, which belong to no company. */
export function insertPlatformAuditEntry(db: Db | Trx, entry: AuditEntry) {
  return db
    .insertInto('platform_audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      details: JSON.stringify({ ...entry.details, entity: entry.entity, entityId: entry.entityId }),
      ip: entry.ip ?? null,
    })
    .execute();
}
