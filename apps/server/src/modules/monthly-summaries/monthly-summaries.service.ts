import {
  type ListMonthlySummariesResponse,
  MONTHLY_SUMMARY_NOT_FOUND_MESSAGE,
  type MonthlySummary,
} from '@jornada/shared/api/monthly-summaries';
import type { SessionUser } from '@jornada/shared/api/session';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import {
  acknowledgeMonthlySummary as acknowledgeRow,
  findOwnMonthlySummary,
  listOwnMonthlySummaries,
} from './monthly-summaries.repository';

const toSummary = (row: { month: string; sent_at: Date; acknowledged_at: Date | null }): MonthlySummary => ({
  month: row.month,
  sent_at: new Date(row.sent_at).toISOString(),
  acknowledged_at: row.acknowledged_at === null ? null : new Date(row.acknowledged_at).toISOString(),
});

/** My monthly summaries, newest month first (only ever the actor's own). */
export function listMonthlySummaries(db: Db, user: SessionUser): Promise<ListMonthlySummariesResponse> {
  const reach = tenantReachFor(user, 'read:own-workshift');
  return withTenant(db, reach.companyId, async (trx) => ({
    data: (await listOwnMonthlySummaries(trx, reach.companyId, user.id)).map(toSummary),
  }));
}

/**
 * 'Recibido': the owner acknowledges the month's summary. Only their own (the grant's reach is
 * `own`); the first acknowledgement stands, a repeat answers it unchanged and is not logged again.
 */
export function acknowledgeMonthlySummary(
  db: Db,
  user: SessionUser,
  month: string,
  client: { ip: string | null; userAgent: string | null; now: Date },
): Promise<MonthlySummary> {
  const reach = tenantReachFor(user, 'acknowledge:monthly-summary');
  if (reach.kind !== 'own') throw new AppError('NOT_FOUND', MONTHLY_SUMMARY_NOT_FOUND_MESSAGE);
  return withTenant(db, reach.companyId, async (trx) => {
    const found = await findOwnMonthlySummary(trx, reach.companyId, reach.userId, month);
    if (!found) throw new AppError('NOT_FOUND', MONTHLY_SUMMARY_NOT_FOUND_MESSAGE);
    if (found.acknowledged_at !== null) return toSummary(found);
    const ack = { at: client.now, ip: client.ip, userAgent: client.userAgent };
    if (await acknowledgeRow(trx, reach.companyId, reach.userId, month, ack)) {
      await recordAudit(trx, reach.companyId, {
        actorUserId: user.id,
        action: 'monthly_summary.acknowledged',
        entity: 'monthly_summary',
        entityId: found.id,
        details: { month, user_id: user.id },
        ip: client.ip,
      });
    }
    const stored = await findOwnMonthlySummary(trx, reach.companyId, reach.userId, month);
    return toSummary(stored ?? found);
  });
}
