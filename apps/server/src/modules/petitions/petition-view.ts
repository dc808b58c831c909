import {
  type Petition,
  type PetitionRecord,
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
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { findMembers } from '../people/people.service';
import { countsAgainstAllowance, holidaySet } from '../vacations/vacations.service';
import { type CorrectionPayload, effectiveBreaks } from './correction';
import {
  type Decider,
  deciderOf,
  decisionRight,
  isCancellable,
  PETITION_ERRORS,
  readerOf,
  requiresAcceptance,
} from './petition-rules';
import { findPetition, type PetitionRow } from './petitions.repository';

/** A petition row in the API's shape (SPEC §3), with what the actor may do with it. */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const hhmm = (value: Date | string) => madridTime(new Date(value)).slice(0, 5);

interface ViewContext {
  actorId: number;
  decider: Decider;
  names: Map<number, string>;
  holidays: Set<string>;
}

interface TicketPayload {
  title: string;
  incident_type: string;
  description: string;
}
export interface VacationPayload {
  vacation_type: VacationType;
  start_date: string;
  end_date: string;
  comment: string | null;
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

export function toPetition(row: PetitionRow, ctx: ViewContext): Petition {
  const right = decisionRight(row, ctx.decider);
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
    can_cancel: isCancellable(row) && row.requester_id === ctx.actorId,
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

export function toRecord(row: PetitionRow, ctx: ViewContext): PetitionRecord {
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

/** SPEC §3 Ticket: id, title, status, description, created_at, user_name. */
export function toTicket(row: PetitionRow): Ticket {
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
}

/** What rendering `rows` needs: assignee names, who may decide, the holidays their vacations span. */
export async function viewContext(
  trx: Trx,
  companyId: number,
  actor: SessionUser,
  rows: PetitionRow[],
): Promise<ViewContext> {
  const ids = [...new Set(rows.flatMap((r) => r.assigned_to))];
  const people = await findMembers(trx, companyId, ids);
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
    actorId: actor.id,
    decider: await deciderOf(trx, actor),
    names: new Map(people.map((p) => [p.id, p.name])),
    holidays,
  };
}

export async function loadPetition(trx: Trx, companyId: number, actor: SessionUser, id: string): Promise<Petition> {
  const row = await findPetition(trx, companyId, id, readerOf(actor));
  if (!row) throw new AppError('NOT_FOUND', PETITION_ERRORS.notFound);
  return toPetition(row, await viewContext(trx, companyId, actor, [row]));
}
