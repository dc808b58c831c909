import type { CreatePetitionRequest } from '@jornada/shared/api/petition-requests';
import type { Petition, PetitionKind } from '@jornada/shared/api/petitions';
import type { SessionUser } from '@jornada/shared/api/session';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { companyOf } from '../../access/company-of';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { emitDomainEvent } from '../events/emit-domain-event';
import { deliverInBackground, type NotificationMailContext } from '../notifications/notification-mail';
import { sendNotifications } from '../notifications/notify';
import { approversFor, findActiveMember, type Person } from '../people/people.service';
import { checkNewVacation } from '../vacations/vacations.service';
import type { WorkshiftRow } from '../workshift/workshift-row';
import { CORRECTION_ERRORS, planCorrection } from './correction';
import { findWorkshiftById, hasPendingCorrection } from './correction.repository';
import { announceNew } from './petition-notifications';
import { lockEmployeeRow } from './petition-people.repository';
import { PETITION_ERRORS, type PetitionActor } from './petition-rules';
import { loadPetition } from './petition-view';
import { insertPetition } from './petitions.repository';

/** POST /api/petitions: a ticket, a vacation or leave, or a correction of a shift. */

interface Filing {
  kind: PetitionKind;
  employeeId: number;
  assignees: Person[];
  payload: Record<string, unknown>;
  workshiftId?: string;
  startDate?: string;
  endDate?: string;
}

async function fileCorrection(
  trx: Trx,
  companyId: number,
  actor: SessionUser,
  body: Extract<CreatePetitionRequest, { table_name: 'wscorrections' }>,
  now: Date,
): Promise<Filing> {
  const shift = (await findWorkshiftById(trx, companyId, String(body.workshift_id))) as WorkshiftRow | undefined;
  if (!shift) throw new AppError('NOT_FOUND', CORRECTION_ERRORS.notFound);
  const isOwn = shift.user_id === actor.id;
  if (!isOwn) {
    // Someone else's shift only within the reach (a manager's team, an admin's company); others never see it.
    const reach = tenantReachFor(actor, 'create:petition');
    await assertEmployeeInReach(trx, reach, shift.user_id, CORRECTION_ERRORS.notFound);
  }
  const owner = await findActiveMember(trx, companyId, shift.user_id);
  if (!owner) throw new AppError('NOT_FOUND', CORRECTION_ERRORS.notFound);
  await lockEmployeeRow(trx, companyId, owner.id);
  if (await hasPendingCorrection(trx, companyId, shift.id)) throw new AppError('CONFLICT', CORRECTION_ERRORS.pending);
  const payload = await planCorrection(trx, shift, body, body.reason, now);
  return {
    kind: 'wscorrections',
    employeeId: owner.id,
    assignees: isOwn ? await approversFor(trx, companyId, owner) : [owner],
    payload: payload as unknown as Record<string, unknown>,
    workshiftId: shift.id,
  };
}

/** The one-pending-correction index is the last line should two requests ever pass the employee lock. */
async function fileInTenant<T>(db: Db, companyId: number, fn: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await withTenant(db, companyId, fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CORRECTION_ERRORS.pending);
    throw error;
  }
}

export async function createPetition(
  db: Db,
  mail: NotificationMailContext | null,
  actor: PetitionActor,
  body: CreatePetitionRequest,
  now = new Date(),
): Promise<Petition> {
  const companyId = companyOf(actor.user);
  const user = actor.user;
  const { petition, outbound } = await fileInTenant(db, companyId, async (trx) => {
    let filing: Filing;
    if (body.table_name === 'wscorrections') {
      filing = await fileCorrection(trx, companyId, user, body, now);
    } else {
      const self = { id: user.id, role: user.role };
      if (!(await lockEmployeeRow(trx, companyId, user.id))) throw new AppError('NOT_FOUND', PETITION_ERRORS.noCompany);
      if (body.table_name === 'vacations') {
        await checkNewVacation(trx, companyId, user.id, body);
        filing = {
          kind: 'vacations',
          employeeId: user.id,
          assignees: await approversFor(trx, companyId, self),
          payload: {
            vacation_type: body.vacation_type,
            start_date: body.start_date,
            end_date: body.end_date,
            comment: body.comment ? body.comment : null,
          },
          startDate: body.start_date,
          endDate: body.end_date,
        };
      } else {
        filing = {
          kind: 'tickets',
          employeeId: user.id,
          assignees: await approversFor(trx, companyId, self),
          payload: { title: body.title, incident_type: body.incident_type, description: body.description },
        };
      }
    }
    if (filing.assignees.length === 0) throw new AppError('CONFLICT', PETITION_ERRORS.noApprover);
    const id = await insertPetition(trx, {
      companyId,
      kind: filing.kind,
      requesterId: user.id,
      employeeId: filing.employeeId,
      assignedTo: filing.assignees.map((a) => a.id),
      payload: filing.payload,
      workshiftId: filing.workshiftId,
      startDate: filing.startDate,
      endDate: filing.endDate,
    });
    await recordAudit(trx, companyId, {
      actorUserId: user.id,
      action: 'petition.created',
      entity: 'petition',
      entityId: id,
      details: {
        table_name: filing.kind,
        employee_id: filing.employeeId,
        assigned_to: filing.assignees.map((a) => a.id),
      },
      ip: actor.ip,
    });
    const created = await loadPetition(trx, companyId, user, id);
    const out = announceNew(created, user, filing.assignees);
    await sendNotifications(trx, companyId, out.notifications);
    await emitDomainEvent(trx, {
      companyId,
      type: 'petition.created',
      userId: filing.employeeId,
      data: { petition_id: id },
    });
    return { petition: created, outbound: out };
  });
  void deliverInBackground(mail, outbound.mails);
  return petition;
}
