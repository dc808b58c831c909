import { type Db, withTenant } from '../../db/tenant';
import { deleteEventsBefore, listCompanyIds } from './domain-events.repository';

/** How long events are kept: resumes after a short disconnect, webhooks' history (ADR 016). */
export const DOMAIN_EVENT_RETENTION_MS = 7 * 86_400_000;

/**
 * Forgets the domain events past their retention, company by company (the table is under row-level
 * security); returns how many went. A stream resuming from one of them is told to refetch (`reset`).
 */
export async function forgetDomainEvents(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DOMAIN_EVENT_RETENTION_MS);
  let forgotten = 0;
  for (const companyId of await listCompanyIds(db)) {
    forgotten += await withTenant(db, companyId, (trx) => deleteEventsBefore(trx, companyId, before));
  }
  return forgotten;
}
