import type { Petition } from '@jornada/shared/api/petitions';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { emitDomainEvent } from '../events/emit-domain-event';
import { sendNotifications } from '../notifications/notify';
import { announceCancel } from './petition-notifications';
import { isCancellable, PETITION_ERRORS, type PetitionActor, readerOf } from './petition-rules';
import { loadPetition } from './petition-view';
import { cancelPetitionRow, findPetition } from './petitions.repository';

/**
 * POST /api/petitions/:id/cancel: only whoever filed it, while pending (or an approved vacation not
 * yet started). The row stays, as cancelled; the assignees are told.
 */
export async function cancelPetition(db: Db, actor: PetitionActor, id: number): Promise<Petition> {
  const companyId = companyOf(actor.user);
  const user = actor.user;
  return withTenant(db, companyId, async (trx) => {
    const row = await findPetition(trx, companyId, String(id), readerOf(user), { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', PETITION_ERRORS.notFound);
    if (row.requester_id !== user.id) throw new AppError('FORBIDDEN', PETITION_ERRORS.onlyRequesterCancels);
    if (!isCancellable(row)) throw new AppError('CONFLICT', PETITION_ERRORS.cancelNotPending);
    await cancelPetitionRow(trx, companyId, row.id, row.status === 'approved' ? 'approved' : 'pending');
    await recordAudit(trx, companyId, {
      actorUserId: user.id,
      action: 'petition.cancelled',
      entity: 'petition',
      entityId: row.id,
      details: { table_name: row.table_name, employee_id: row.employee_id, from_status: row.status },
      ip: actor.ip,
    });
    const cancelled = await loadPetition(trx, companyId, user, row.id);
    await sendNotifications(trx, companyId, announceCancel(cancelled, user, row.status === 'approved').notifications);
    await emitDomainEvent(trx, {
      companyId,
      type: 'petition.changed',
      userId: row.employee_id,
      data: { petition_id: row.id, status: 'cancelled' },
    });
    return cancelled;
  });
}
