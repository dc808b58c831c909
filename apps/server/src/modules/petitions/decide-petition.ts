import type { DecidePetitionRequest, Petition } from '@jornada/shared/api/petitions';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { emitDomainEvents } from '../events/emit-domain-event';
import { deliverInBackground, type NotificationMailContext } from '../notifications/notification-mail';
import { sendNotifications } from '../notifications/notify';
import { alertUnsettledOvertime, monthsOf } from '../overtime/unsettled-overtime';
import { findMembers } from '../people/people.service';
import { checkVacationApproval } from '../vacations/vacations.service';
import { applyApprovedCorrection } from './correction';
import { announceDecision } from './petition-notifications';
import { deciderOf, decisionRight, PETITION_ERRORS, type PetitionActor, readerOf } from './petition-rules';
import { loadPetition, type VacationPayload } from './petition-view';
import { decidePetitionRow, findPetition } from './petitions.repository';

/**
 * POST /api/petitions/:id/decision. Out of read reach is 404; seen but not the actor's to decide is
 * 403. An approved vacation is checked against the balance again, an approved correction is
 * written to the worker's clock record in the same transaction.
 */
export async function decidePetition(
  db: Db,
  mail: NotificationMailContext | null,
  actor: PetitionActor,
  id: number,
  body: DecidePetitionRequest,
  now = new Date(),
): Promise<Petition> {
  const companyId = companyOf(actor.user);
  const user = actor.user;
  const comment = body.comment ? body.comment : null;
  const { petition, outbound } = await withTenant(db, companyId, async (trx) => {
    const row = await findPetition(trx, companyId, String(id), readerOf(user), { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', PETITION_ERRORS.notFound);
    const refusal = decisionRight(row, await deciderOf(trx, user));
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    if (row.status !== 'pending') throw new AppError('CONFLICT', PETITION_ERRORS.notPending(row.status));
    let correctedShiftId: string | null = null;
    if (body.decision === 'approved') {
      if (row.table_name === 'vacations') {
        await checkVacationApproval(trx, companyId, row.employee_id, row.id, row.payload as unknown as VacationPayload);
      }
      if (row.table_name === 'wscorrections') {
        const applied = await applyApprovedCorrection(
          trx,
          companyId,
          row,
          { id: user.id, sessionId: actor.sessionId, ip: actor.ip },
          comment,
          now,
        );
        // Hours added to a month already settled are a new balance its admins must hear about.
        await alertUnsettledOvertime(trx, companyId, row.employee_id, monthsOf(applied.dates), now);
        correctedShiftId = (row.payload as unknown as { workshift_id: string }).workshift_id;
      }
    }
    await decidePetitionRow(trx, companyId, row.id, { status: body.decision, decidedBy: user.id, comment });
    await recordAudit(trx, companyId, {
      actorUserId: user.id,
      action: body.decision === 'approved' ? 'petition.approved' : 'petition.rejected',
      entity: 'petition',
      entityId: row.id,
      details: { table_name: row.table_name, employee_id: row.employee_id, comment },
      ip: actor.ip,
    });
    const decided = await loadPetition(trx, companyId, user, row.id);
    const [requester] = await findMembers(trx, companyId, [row.requester_id]);
    const out = announceDecision(decided, user, requester);
    await sendNotifications(trx, companyId, out.notifications);
    const about = { companyId, userId: row.employee_id };
    await emitDomainEvents(trx, [
      { ...about, type: 'petition.decided', data: { petition_id: row.id, status: body.decision } },
      ...(correctedShiftId === null
        ? []
        : [
            {
              ...about,
              type: 'workshift.corrected' as const,
              data: { workshift_id: correctedShiftId, petition_id: row.id },
            },
          ]),
    ]);
    return { petition: decided, outbound: out };
  });
  void deliverInBackground(mail, outbound.mails);
  return petition;
}
