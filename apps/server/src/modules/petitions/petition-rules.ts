import { type PetitionStatus, petitionStatusLabels } from '@jornada/shared/api/petitions';
import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { NO_COMPANY_MESSAGE } from '../../access/company-of';
import { type TenantReach, tenantReachFor } from '../../access/reach';
import { loadReachPredicate, type ReachPredicate } from '../../access/reach-predicate';
import type { Trx } from '../../db/tenant';
import type { PetitionRow, Reader } from './petitions.repository';

/**
 * Petitions (SPEC §3, §6, §7). The rules, since SPEC shows none on the server:
 *
 * - Assignment: a worker's petition goes to their active managers, or to the company admins when
 *   they have none; a manager's (or an admin's) own petition goes to the company admins; never to
 *   the requester. A correction a manager or admin files for someone else's shift goes to that
 *   worker, who accepts (approved) or rejects it: the draft digital-register rule wants both parties.
 * - Reach (`read:petition`): everyone sees the petitions they are involved in (filed, theirs or
 *   assigned to them), plus those of the employees in their reach: a manager's team, an admin's
 *   company. Anything else is 404.
 * - Deciding (`decide:petition`): an assignee while the employee is themselves or in their reach (a
 *   manager's team changes), or whoever reaches the whole company, except where the worker's own
 *   acceptance is what is asked; never the requester; pending only.
 * - Filing (`create:petition`): one's own requests and corrections; a correction of someone else's
 *   shift within the reach (a manager's team, an admin's company).
 * - Cancelling: only whoever filed it, while pending. Nothing is ever deleted.
 */

export const PETITION_ERRORS = {
  noCompany: NO_COMPANY_MESSAGE,
  notFound: 'Petición no encontrada',
  noApprover: 'No hay nadie en la empresa que pueda aprobar esta petición',
  ownDecision: 'No puedes decidir sobre tu propia petición',
  onlyWorkerAccepts: (name: string) => `Solo ${name} puede aceptar o rechazar esta corrección de su jornada`,
  notAssigned: 'No puedes decidir sobre esta petición',
  notPending: (status: PetitionStatus) =>
    `La petición ya no está pendiente (${petitionStatusLabels[status].toLowerCase()})`,
  onlyRequesterCancels: 'Solo quien hizo la petición puede cancelarla',
  cancelNotPending:
    'Solo se puede cancelar una petición pendiente, o unas vacaciones aprobadas que aún no han empezado',
} as const;

/** The acting user of a write, with what the audit log keeps of the request. */
export interface PetitionActor {
  user: SessionUser;
  ip: string | null;
  sessionId: number | null;
}

/** The actor as the petition queries see them: their id and their `read:petition` reach. */
export const readerOf = (user: SessionUser): Reader => ({ id: user.id, reach: tenantReachFor(user, 'read:petition') });

// ---- deciding and cancelling ----------------------------------------------------------------------

/** A correction filed by someone else for a worker's shift waits for that worker to accept it. */
export const requiresAcceptance = (row: Pick<PetitionRow, 'requester_id' | 'employee_id'>) =>
  row.requester_id !== row.employee_id;

/** Who may decide: the actor, their `decide:petition` reach, and that reach as a test on an employee. */
export interface Decider {
  id: number;
  reach: TenantReach;
  reaches: ReachPredicate;
}

export async function deciderOf(trx: Trx, user: SessionUser): Promise<Decider> {
  const reach = tenantReachFor(user, 'decide:petition');
  return { id: user.id, reach, reaches: await loadReachPredicate(trx, reach) };
}

/** Whether the decider may decide the petition, its status aside; the reason when not. */
export function decisionRight(row: PetitionRow, decider: Decider): string | null {
  if (row.requester_id === decider.id) return PETITION_ERRORS.ownDecision;
  if (row.assigned_to.includes(decider.id)) {
    // Assigned, yet a manager whose worker has left the team no longer decides for them.
    const isOwnOrInReach = row.employee_id === decider.id || decider.reaches(row.employee_id);
    return isOwnOrInReach ? null : PETITION_ERRORS.notAssigned;
  }
  if (requiresAcceptance(row)) return PETITION_ERRORS.onlyWorkerAccepts(row.employee_name);
  // Unassigned: only a reach over the whole company stands in for the approvers.
  return decider.reach.kind === 'company' ? null : PETITION_ERRORS.notAssigned;
}

/**
 * Whether the requester may still withdraw a petition: while pending; and, once approved, a
 * vacation or leave that has not started yet (Madrid date), which gives its days back.
 */
export function isCancellable(
  row: Pick<PetitionRow, 'status' | 'table_name' | 'start_date'>,
  now = new Date(),
): boolean {
  if (row.status === 'pending') return true;
  return (
    row.status === 'approved' &&
    row.table_name === 'vacations' &&
    row.start_date !== null &&
    row.start_date > madridDate(now)
  );
}
