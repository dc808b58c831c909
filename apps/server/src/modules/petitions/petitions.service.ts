import type { NotificationType } from '@jornada/shared/api/notifications';
import {
  type CreatePetitionRequest,
  type DecidePetitionRequest,
  type ListPetitionsQuery,
  type Petition,
  type PetitionKind,
  type PetitionRecord,
  type PetitionStatus,
  petitionKindLabels,
  petitionStatusLabels,
  type ShiftTimes,
  type Ticket,
  type VacationType,
  vacationTypeLabels,
} from '@jornada/shared/api/petitions';
import type { SessionUser } from '@jornada/shared/api/session';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { countWorkingDaysInYear } from '@jornada/shared/domain/holidays';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import type { StoredBreak, StoredShiftTimes } from '../../db/schema';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { companyOf, NO_COMPANY_MESSAGE } from '../../access/company-of';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import {
  deliverInBackground,
  type NotificationMailContext,
  type OutgoingMail,
  PREFERENCES_FOOTER,
} from '../notifications/notification-mail';
import {
  insertNotifications,
  type NewNotification,
  notificationCursor,
} from '../notifications/notifications.repository';
import {
  checkNewVacation,
  checkVacationApproval,
  countsAgainstAllowance,
  holidaySet,
} from '../vacations/vacations.service';
import type { WorkshiftRow } from '../workshift/workshift.repository';
import {
  applyApprovedCorrection,
  CORRECTION_ERRORS,
  type CorrectionPayload,
  effectiveBreaks,
  planCorrection,
} from './correction';
import {
  cancelPetitionRow,
  countPendingAssigned,
  countPetitionRows,
  decidePetitionRow,
  findActivePerson,
  findPeople,
  findPetition,
  findWorkshiftById,
  hasPendingCorrection,
  insertPetition,
  listActiveAdmins,
  listActiveManagersOf,
  listPetitionRows,
  listTeamIds,
  lockEmployeeRow,
  type Person,
  type PetitionRow,
  type Reader,
} from './petitions.repository';

/**
 * Petitions (issue 5; SPEC §3, §6, §7). The rules, since SPEC shows none on the server:
 *
 * - Assignment: a worker's petition goes to their active managers, or to the company admins when
 *   they have none; a manager's (or an admin's) own petition goes to the company admins; never to
 *   the requester. A correction a manager or admin files for someone else's shift goes to that
 *   worker, who accepts (approved) or rejects it: the draft digital-register rule wants both parties.
 * - Reach: a company admin sees every petition of the company; a manager their own, those assigned
 *   to them and their team's; a worker their own and those assigned to them. Anything else is 404.
 * - Deciding: an assignee (a manager only while the worker is on their team), or any company admin
 *   except where the worker's own acceptance is what is asked; never the requester; pending only.
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

export interface PetitionActor {
  user: SessionUser;
  ip: string | null;
  sessionId: number | null;
}

const readerOf = (user: SessionUser): Reader => ({ id: user.id, role: user.role });
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const hhmm = (value: Date | string) => madridTime(new Date(value)).slice(0, 5);

export const notificationTypeOf: Record<PetitionKind, NotificationType> = {
  tickets: 'ticket',
  vacations: 'vacation',
  wscorrections: 'workshift',
};

// ---- assignment -----------------------------------------------------------------------------------

/** Who decides a petition of `person`: their managers (workers), else the company admins; never them. */
export async function approversFor(trx: Trx, companyId: number, person: { id: number; role: string }) {
  if (person.role === 'worker') {
    const managers = (await listActiveManagersOf(trx, companyId, person.id)).filter((m) => m.id !== person.id);
    if (managers.length > 0) return managers;
  }
  return (await listActiveAdmins(trx, companyId)).filter((a) => a.id !== person.id);
}

// ---- the API's shape ------------------------------------------------------------------------------

/**
 * Whether the requester may still withdraw a petition: while pending; and, once approved, a
 * vacation or leave that has not started yet (Madrid date), which gives its days back.
 */
function isCancellable(row: Pick<PetitionRow, 'status' | 'table_name' | 'start_date'>, now = new Date()): boolean {
  if (row.status === 'pending') return true;
  return (
    row.status === 'approved' &&
    row.table_name === 'vacations' &&
    row.start_date !== null &&
    row.start_date > madridDate(now)
  );
}

interface ViewContext {
  actor: SessionUser;
  teamIds: Set<number>;
  names: Map<number, string>;
  holidays: Set<string>;
}

interface TicketPayload {
  title: string;
  incident_type: string;
  description: string;
}
interface VacationPayload {
  vacation_type: VacationType;
  start_date: string;
  end_date: string;
  comment: string | null;
}

const requiresAcceptance = (row: Pick<PetitionRow, 'requester_id' | 'employee_id'>) =>
  row.requester_id !== row.employee_id;

/** Whether the actor may decide the petition, its status aside; the reason when not. */
function decisionRight(row: PetitionRow, actor: SessionUser, teamIds: Set<number>): string | null {
  if (row.requester_id === actor.id) return PETITION_ERRORS.ownDecision;
  if (row.assigned_to.includes(actor.id)) {
    const isTeam = row.employee_id === actor.id || teamIds.has(row.employee_id);
    if (actor.role === 'manager' && !isTeam) return PETITION_ERRORS.notAssigned;
    return null;
  }
  if (requiresAcceptance(row)) return PETITION_ERRORS.onlyWorkerAccepts(row.employee_name);
  return actor.role === 'company' ? null : PETITION_ERRORS.notAssigned;
}

function workingDaysIn(ctx: ViewContext, start: string, end: string): number {
  let total = 0;
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    total += countWorkingDaysInYear(start, end, year, ctx.holidays);
  }
  return total;
}

function timesOf(times: { started_at: string; ended_at: string | null; breaks: StoredBreak[] }): ShiftTimes {
  return {
    started_at: times.started_at,
    ended_at: times.ended_at,
    fecha: madridDate(new Date(times.started_at)),
    hora_inicio: madridTime(new Date(times.started_at)),
    hora_fin: times.ended_at === null ? null : madridTime(new Date(times.ended_at)),
    breaks: times.breaks.map((b) => ({
      start: iso(b.start),
      end: b.end === null ? null : iso(b.end),
      hora_inicio: madridTime(new Date(b.start)),
      hora_fin: b.end === null ? null : madridTime(new Date(b.end)),
    })),
  };
}

/** The correction's proposed times in full (kept values filled in from the original). */
function proposedTimes(payload: CorrectionPayload): StoredShiftTimes {
  const endedAt = payload.proposed.ended_at ?? payload.original.ended_at;
  return {
    started_at: payload.proposed.started_at,
    ended_at: endedAt,
    status: payload.proposed.ended_at === null ? payload.original.status : 'completed',
    breaks: effectiveBreaks(payload.proposed.breaks, payload.original.breaks, payload.proposed.ended_at),
  };
}

function summaryOf(row: Pick<PetitionRow, 'table_name' | 'payload'>, workingDays: (s: string, e: string) => number) {
  switch (row.table_name) {
    case 'tickets': {
      const ticket = row.payload as unknown as TicketPayload;
      return `${ticket.incident_type}: ${ticket.title}`;
    }
    case 'vacations': {
      const vacation = row.payload as unknown as VacationPayload;
      const days = workingDays(vacation.start_date, vacation.end_date);
      const count = `${days} ${days === 1 ? 'día laborable' : 'días laborables'}`;
      const label = vacationTypeLabels[vacation.vacation_type];
      return vacation.start_date === vacation.end_date
        ? `${label} el ${spanishDate(vacation.start_date)} (${count})`
        : `${label} del ${spanishDate(vacation.start_date)} al ${spanishDate(vacation.end_date)} (${count})`;
    }
    case 'wscorrections': {
      const payload = row.payload as unknown as CorrectionPayload;
      const proposed = proposedTimes(payload);
      const day = spanishDate(madridDate(new Date(payload.original.started_at)));
      const times = proposed.ended_at
        ? `${hhmm(proposed.started_at)}–${hhmm(proposed.ended_at)}`
        : `inicio a las ${hhmm(proposed.started_at)}`;
      return `Corrección de la jornada del ${day}: ${times}`;
    }
  }
}

function toPetition(row: PetitionRow, ctx: ViewContext): Petition {
  const right = decisionRight(row, ctx.actor, ctx.teamIds);
  const base = {
    id: Number(row.id),
    status: row.status,
    requester_id: row.requester_id,
    requester_name: row.requester_name,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    assigned_to: row.assigned_to,
    assignees: row.assigned_to.map((id) => ({ id, name: ctx.names.get(id) ?? '' })),
    requires_acceptance: requiresAcceptance(row),
    summary: summaryOf(row, (s, e) => workingDaysIn(ctx, s, e)),
    created_at: iso(row.created_at),
    decided_by: row.decided_by,
    decided_by_name: row.decided_by_name,
    decided_at: row.decided_at ? iso(row.decided_at) : null,
    decision_comment: row.decision_comment,
    cancelled_at: row.cancelled_at ? iso(row.cancelled_at) : null,
    can_decide: row.status === 'pending' && right === null,
    can_cancel: isCancellable(row) && row.requester_id === ctx.actor.id,
  };
  switch (row.table_name) {
    case 'tickets': {
      const ticket = row.payload as unknown as TicketPayload;
      return {
        ...base,
        table_name: 'tickets',
        ticket: { title: ticket.title, incident_type: ticket.incident_type, description: ticket.description },
      };
    }
    case 'vacations': {
      const vacation = row.payload as unknown as VacationPayload;
      return {
        ...base,
        table_name: 'vacations',
        vacation: {
          vacation_type: vacation.vacation_type,
          start_date: vacation.start_date,
          end_date: vacation.end_date,
          comment: vacation.comment,
          working_days: workingDaysIn(ctx, vacation.start_date, vacation.end_date),
          counts_against_allowance: countsAgainstAllowance(vacation.vacation_type),
        },
      };
    }
    case 'wscorrections': {
      const payload = row.payload as unknown as CorrectionPayload;
      return {
        ...base,
        table_name: 'wscorrections',
        correction: {
          workshift_id: Number(payload.workshift_id),
          original: timesOf(payload.original),
          proposed: timesOf(proposedTimes(payload)),
          reason: payload.reason,
        },
      };
    }
  }
}

function toRecord(row: PetitionRow, ctx: ViewContext): PetitionRecord {
  return {
    id: Number(row.id),
    table_name: row.table_name,
    status: row.status,
    assigned_to: row.assigned_to,
    requester_id: row.requester_id,
    requester_name: row.requester_name,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    summary: summaryOf(row, (s, e) => workingDaysIn(ctx, s, e)),
    created_at: iso(row.created_at),
  };
}

/** What rendering `rows` needs: assignee names, the manager's team, the holidays their vacations span. */
async function viewContext(trx: Trx, companyId: number, actor: SessionUser, rows: PetitionRow[]): Promise<ViewContext> {
  const ids = [...new Set(rows.flatMap((r) => r.assigned_to))];
  const people = await findPeople(trx, companyId, ids);
  const vacations = rows.filter((r) => r.start_date !== null && r.end_date !== null);
  let holidays = new Set<string>();
  if (vacations.length > 0) {
    const from = vacations.reduce(
      (min, r) => ((r.start_date as string) < min ? (r.start_date as string) : min),
      '9999-12-31',
    );
    const to = vacations.reduce(
      (max, r) => ((r.end_date as string) > max ? (r.end_date as string) : max),
      '0000-01-01',
    );
    holidays = await holidaySet(trx, companyId, from, to);
  }
  return {
    actor,
    teamIds: actor.role === 'manager' ? await listTeamIds(trx, companyId, actor.id) : new Set(),
    names: new Map(people.map((p) => [p.id, p.name])),
    holidays,
  };
}

async function loadPetition(trx: Trx, companyId: number, actor: SessionUser, id: string): Promise<Petition> {
  const row = await findPetition(trx, companyId, id, readerOf(actor));
  if (!row) throw new AppError('NOT_FOUND', PETITION_ERRORS.notFound);
  return toPetition(row, await viewContext(trx, companyId, actor, [row]));
}

// ---- notifications -----------------------------------------------------------------------------------

const inboxLink = (id: string) => `/petitions?view=inbox&id=${id}`;
const outboxLink = (id: string) => `/petitions?view=outbox&id=${id}`;

interface Outbound {
  notifications: NewNotification[];
  mails: OutgoingMail[];
}

function announceNew(petition: Petition, requester: SessionUser, assignees: Person[]): Outbound {
  const type = notificationTypeOf[petition.table_name];
  const link = inboxLink(String(petition.id));
  const title = petition.requires_acceptance
    ? 'Corrección de tu jornada pendiente de aceptar'
    : `Nueva petición: ${petitionKindLabels[petition.table_name]}`;
  const message = petition.requires_acceptance
    ? `${requester.name} propone corregir tu jornada. ${petition.summary}`
    : `${requester.name}: ${petition.summary}`;
  return {
    notifications: assignees.map((a) => ({
      userId: a.id,
      type,
      event: 'petition_created' as const,
      petitionId: String(petition.id),
      title,
      message,
      link,
    })),
    mails: assignees
      .filter((a) => a.notify_new_petition)
      .map((a) => ({
        to: a.email,
        name: a.name,
        subject: petition.requires_acceptance
          ? `${requester.name} propone corregir tu jornada`
          : `Nueva petición de ${requester.name}: ${petitionKindLabels[petition.table_name]}`,
        paragraphs: [
          message,
          petition.requires_acceptance
            ? 'Revisa la propuesta y acéptala o recházala desde tu bandeja de entrada.'
            : 'Puedes aprobarla o rechazarla desde tu bandeja de entrada.',
        ],
        link,
        actionLabel: 'Ver la petición',
        footer: PREFERENCES_FOOTER,
      })),
  };
}

function announceDecision(petition: Petition, decider: SessionUser, requester: Person | undefined): Outbound {
  if (!requester) return { notifications: [], mails: [] };
  const approved = petition.status === 'approved';
  const noun = petition.requires_acceptance ? 'corrección' : 'petición';
  const verb = petition.requires_acceptance
    ? approved
      ? 'aceptado'
      : 'rechazado'
    : approved
      ? 'aprobado'
      : 'rechazado';
  const title = petition.requires_acceptance
    ? approved
      ? 'Corrección aceptada'
      : 'Corrección rechazada'
    : approved
      ? 'Petición aprobada'
      : 'Petición rechazada';
  const comment = petition.decision_comment ? ` Comentario: «${petition.decision_comment}»` : '';
  const message = `${decider.name} ha ${verb} tu ${noun}: ${petition.summary}.${comment}`;
  const link = outboxLink(String(petition.id));
  return {
    notifications: [
      {
        userId: requester.id,
        type: notificationTypeOf[petition.table_name],
        event: 'petition_decided',
        petitionId: String(petition.id),
        title,
        message,
        link,
      },
    ],
    mails: requester.notify_decision
      ? [
          {
            to: requester.email,
            name: requester.name,
            subject: `${title}: ${petitionKindLabels[petition.table_name]}`,
            paragraphs: [message],
            link,
            actionLabel: 'Ver la petición',
            footer: PREFERENCES_FOOTER,
          },
        ]
      : [],
  };
}

function announceCancel(petition: Petition, requester: SessionUser, wasApproved: boolean): Outbound {
  // An approved vacation given back also tells whoever approved it, assigned or not.
  const recipients = new Set(petition.assigned_to);
  if (wasApproved && petition.decided_by !== null) recipients.add(petition.decided_by);
  recipients.delete(requester.id);
  return {
    notifications: [...recipients].map((userId) => ({
      userId,
      type: notificationTypeOf[petition.table_name],
      event: 'petition_cancelled' as const,
      petitionId: String(petition.id),
      title: 'Petición cancelada',
      message: wasApproved
        ? `${requester.name} ha cancelado sus vacaciones ya aprobadas: ${petition.summary}`
        : `${requester.name} ha cancelado su petición: ${petition.summary}`,
      link: inboxLink(String(petition.id)),
    })),
    mails: [],
  };
}

// ---- create ------------------------------------------------------------------------------------------

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
    // Someone else's shift: a company admin (any) or the worker's manager (team); others never see it.
    const inReach =
      actor.role === 'company' ||
      (actor.role === 'manager' && (await listTeamIds(trx, companyId, actor.id)).has(shift.user_id));
    if (!inReach) throw new AppError('NOT_FOUND', CORRECTION_ERRORS.notFound);
  }
  const owner = await findActivePerson(trx, companyId, shift.user_id);
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
    await insertNotifications(trx, companyId, out.notifications);
    return { petition: created, outbound: out };
  });
  void deliverInBackground(mail, outbound.mails);
  return petition;
}

// ---- decide and cancel -----------------------------------------------------------------------------

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
    const teamIds = user.role === 'manager' ? await listTeamIds(trx, companyId, user.id) : new Set<number>();
    const refusal = decisionRight(row, user, teamIds);
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    if (row.status !== 'pending') throw new AppError('CONFLICT', PETITION_ERRORS.notPending(row.status));
    if (body.decision === 'approved') {
      if (row.table_name === 'vacations') {
        await checkVacationApproval(trx, companyId, row.employee_id, row.id, row.payload as unknown as VacationPayload);
      }
      if (row.table_name === 'wscorrections') {
        await applyApprovedCorrection(
          trx,
          companyId,
          row,
          { id: user.id, sessionId: actor.sessionId, ip: actor.ip },
          comment,
          now,
        );
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
    const [requester] = await findPeople(trx, companyId, [row.requester_id]);
    const out = announceDecision(decided, user, requester);
    await insertNotifications(trx, companyId, out.notifications);
    return { petition: decided, outbound: out };
  });
  void deliverInBackground(mail, outbound.mails);
  return petition;
}

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
    await insertNotifications(trx, companyId, announceCancel(cancelled, user, row.status === 'approved').notifications);
    return cancelled;
  });
}

// ---- reading ------------------------------------------------------------------------------------------

export function getPetition(db: Db, actor: SessionUser, id: number) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, (trx) => loadPetition(trx, companyId, actor, String(id)));
}

export function listPetitions(db: Db, actor: SessionUser, query: ListPetitionsQuery) {
  const companyId = companyOf(actor);
  const filter = { view: query.view, status: query.status, kind: query.table_name };
  return withTenant(db, companyId, async (trx) => {
    const [rows, total] = await Promise.all([
      listPetitionRows(trx, companyId, readerOf(actor), {
        ...filter,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }),
      countPetitionRows(trx, companyId, readerOf(actor), filter),
    ]);
    const ctx = await viewContext(trx, companyId, actor, rows);
    return { data: rows.map((row) => toPetition(row, ctx)), total, page: query.page, page_size: query.page_size };
  });
}

/** GET /api/petitions/tickets: the tickets in the actor's reach, newest first. */
export function listTickets(db: Db, actor: SessionUser): Promise<{ data: Ticket[] }> {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const rows = await listPetitionRows(trx, companyId, readerOf(actor), {
      view: 'all',
      kind: 'tickets',
      limit: 200,
      offset: 0,
    });
    return {
      data: rows.map((row) => {
        const ticket = row.payload as unknown as TicketPayload;
        return {
          id: Number(row.id),
          title: ticket.title,
          status: row.status,
          description: ticket.description,
          created_at: iso(row.created_at),
          user_name: row.employee_name,
          incident_type: ticket.incident_type,
          requester_id: row.requester_id,
        };
      }),
    };
  });
}

export function getPendingCount(db: Db, actor: SessionUser) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => ({ count: await countPendingAssigned(trx, companyId, actor.id) }));
}

/** GET /api/petitions/recent-updates: a decision on one of my petitions since `since` (else: unread). */
export function getRecentUpdates(db: Db, actor: SessionUser, since: string | undefined) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const { cursor, hasNew } = await notificationCursor(trx, companyId, actor.id, ['petition_decided'], since);
    return { hasUpdates: hasNew, cursor };
  });
}

/** GET /api/petitions/new-petitions: a petition assigned to me since `since` (else: unread). */
export function getNewPetitions(db: Db, actor: SessionUser, since: string | undefined) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const { cursor, hasNew } = await notificationCursor(trx, companyId, actor.id, ['petition_created'], since);
    return { hasNewPetitions: hasNew, cursor };
  });
}

/** GET /api/petitions/registros: assigned to me (assigned_to_me=true) or filed by me, newest first. */
export function getRegistros(
  db: Db,
  actor: SessionUser,
  query: { assigned_to_me?: 'true' | 'false'; status?: PetitionStatus },
) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const rows = await listPetitionRows(trx, companyId, readerOf(actor), {
      view: query.assigned_to_me === 'true' ? 'inbox' : 'outbox',
      status: query.status,
      limit: 100,
      offset: 0,
    });
    const ctx = await viewContext(trx, companyId, actor, rows);
    return { data: rows.map((row) => toRecord(row, ctx)) };
  });
}
