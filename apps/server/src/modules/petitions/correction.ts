import { type CreateCorrectionRequest, madridDateTimeToInstant } from '@jornada/shared/api/petition-requests';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { recordAudit } from '../../access/record-audit';
import type { CorrectionChange, StoredBreak, StoredShiftTimes } from '../../db/schema';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { appendCorrectionEvent, lockRecordForCorrection } from '../workshift/correction-event';
import type { CorrectionDetails } from '../workshift/workshift-projection';
import type { WorkshiftRow } from '../workshift/workshift-row';
import { findOverlappingShift, findWorkshiftById, listShiftEvents } from './correction.repository';
import type { PetitionRow } from './petitions.repository';

/**
 * Workshift corrections (ADR 006). A request stores the shift as it was (`original`), what it
 * should become (`proposed`) and the last event it was asked against (`base_event_id`). Approval
 * appends one 'correction' event to the worker's hash chain, behind the worker's chain lock, naming
 * the events it supersedes, and moves the projection through the same reducer a rebuild uses. The
 * original events are never touched.
 */

export interface CorrectionPayload {
  workshift_id: string;
  base_event_id: string;
  original: StoredShiftTimes;
  proposed: {
    started_at: string;
    /** null: an open shift stays open (only its start changes). */
    ended_at: string | null;
    /** null: the breaks are kept (an open one is closed at the new end). */
    breaks: StoredBreak[] | null;
  };
  changes: CorrectionChange[];
  reason: string;
}

export const CORRECTION_ERRORS = {
  notFound: 'Jornada no encontrada',
  pending: 'Ya hay una corrección pendiente para esta jornada',
  future: 'La corrección no puede fijar horas posteriores a este momento',
  endRequired: 'Indica la hora de fin de la jornada',
  breaksOutside: 'Las pausas registradas quedarían fuera del nuevo horario: indica también las pausas',
  nothingChanges: 'La corrección no cambia nada de la jornada',
  overlap: (fecha: string, hora: string) =>
    `La jornada corregida se solaparía con otra jornada tuya del ${spanishDate(fecha)} (desde las ${hora})`,
  changedSince:
    'La jornada ha cambiado desde que se pidió la corrección. Recházala y pide una nueva con los datos actuales.',
} as const;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
/** yyyy-MM-ddTHH:mm[:ss] of an instant in Madrid, to the precision of `length` (16 or 19). */
const wallOf = (instant: Date, length: number) => `${madridDate(instant)}T${madridTime(instant)}`.slice(0, length);

/**
 * The instant of a wall time from the form. One that matches one of the shift's own instants to
 * the precision given (minute or second) is that instant: re-sending a time as displayed keeps it,
 * milliseconds and all, instead of counting as a change.
 */
function resolve(value: string, sameAs: (Date | string | null)[]): Date {
  for (const candidate of sameAs) {
    if (candidate !== null && wallOf(new Date(candidate), value.length) === value) return new Date(candidate);
  }
  return madridDateTimeToInstant(value) as Date;
}

export function storedTimes(shift: WorkshiftRow): StoredShiftTimes {
  return {
    started_at: iso(shift.started_at),
    ended_at: shift.ended_at === null ? null : iso(shift.ended_at),
    status: shift.status,
    breaks: shift.breaks,
  };
}

/** The breaks a correction leaves: the proposed ones, or the shift's with an open one closed at the new end. */
export function effectiveBreaks(
  breaks: StoredBreak[] | null,
  current: StoredBreak[],
  endedAt: string | null,
): StoredBreak[] {
  if (breaks) return breaks;
  return endedAt === null ? current : current.map((b) => (b.end === null ? { ...b, end: endedAt } : b));
}

const sameBreaks = (a: StoredBreak[], b: StoredBreak[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i] as StoredBreak;
    return (
      iso(x.start) === iso(y.start) && (x.end === null ? y.end === null : y.end !== null && iso(x.end) === iso(y.end))
    );
  });

/** Checks a correction request against the shift and the clock, and states what it changes. */
export async function planCorrection(
  trx: Trx,
  shift: WorkshiftRow,
  input: CreateCorrectionRequest,
  reason: string,
  now: Date,
): Promise<CorrectionPayload> {
  const startedAt = resolve(input.started_at, [shift.started_at]);
  const endedAt = input.ended_at ? resolve(input.ended_at, [shift.ended_at]) : null;
  if (startedAt > now || (endedAt && endedAt > now)) throw new AppError('BAD_REQUEST', CORRECTION_ERRORS.future);
  if (shift.status === 'completed' && endedAt === null)
    throw new AppError('BAD_REQUEST', CORRECTION_ERRORS.endRequired);
  const starts = shift.breaks.map((b) => b.start);
  const ends = shift.breaks.map((b) => b.end);
  const proposedBreaks = input.breaks
    ? input.breaks
        .map((b) => ({ start: resolve(b.start, starts).toISOString(), end: resolve(b.end, ends).toISOString() }))
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    : null;
  const endIso = endedAt ? endedAt.toISOString() : null;
  const breaks = effectiveBreaks(proposedBreaks, shift.breaks, endIso);
  const until = endedAt ?? now;
  for (const span of breaks) {
    const start = new Date(span.start);
    const end = span.end === null ? null : new Date(span.end);
    if (start < startedAt || start >= until || (end !== null && end > until)) {
      throw new AppError('BAD_REQUEST', CORRECTION_ERRORS.breaksOutside);
    }
  }
  const changes: CorrectionChange[] = [];
  if (startedAt.getTime() !== new Date(shift.started_at).getTime()) changes.push('start');
  if (endedAt && (shift.ended_at === null || endedAt.getTime() !== new Date(shift.ended_at).getTime())) {
    changes.push('end');
  }
  if (proposedBreaks && !sameBreaks(proposedBreaks, shift.breaks)) changes.push('breaks');
  if (changes.length === 0) throw new AppError('BAD_REQUEST', CORRECTION_ERRORS.nothingChanges);
  await assertNoOverlap(trx, shift, startedAt, endedAt, now);
  return {
    workshift_id: shift.id,
    base_event_id: shift.last_event_id,
    original: storedTimes(shift),
    proposed: { started_at: startedAt.toISOString(), ended_at: endIso, breaks: proposedBreaks },
    changes,
    reason,
  };
}

async function assertNoOverlap(trx: Trx, shift: WorkshiftRow, startedAt: Date, endedAt: Date | null, now: Date) {
  const other = await findOverlappingShift(
    trx,
    shift.company_id,
    shift.user_id,
    shift.id,
    startedAt,
    endedAt ?? now,
    now,
  );
  if (other) {
    throw new AppError(
      'CONFLICT',
      CORRECTION_ERRORS.overlap(other.fecha, madridTime(new Date(other.started_at)).slice(0, 5)),
    );
  }
}

const BREAK_KINDS = new Set(['break_start', 'break_end', 'resume']);

/**
 * Applies an approved correction inside the decision's tenant transaction: takes the worker's
 * chain lock, checks the shift is still as it was asked against, appends the 'correction' event
 * with the projection the reducer makes of it (one clock_write). Returns the new event's id and the
 * shift's day before and after it (the months whose hours it changed).
 */
export async function applyApprovedCorrection(
  trx: Trx,
  companyId: number,
  petition: PetitionRow,
  approver: { id: number; sessionId: number | null; ip: string | null },
  comment: string | null,
  now: Date,
): Promise<{ eventId: string; dates: string[] }> {
  const payload = petition.payload as unknown as CorrectionPayload;
  const head = await lockRecordForCorrection(trx, companyId, petition.employee_id);
  const shift = (await findWorkshiftById(trx, companyId, payload.workshift_id)) as WorkshiftRow | undefined;
  if (!shift || shift.user_id !== petition.employee_id) throw new AppError('CONFLICT', CORRECTION_ERRORS.changedSince);
  if (shift.last_event_id !== payload.base_event_id) throw new AppError('CONFLICT', CORRECTION_ERRORS.changedSince);
  const endedAt = payload.proposed.ended_at === null ? null : new Date(payload.proposed.ended_at);
  await assertNoOverlap(trx, shift, new Date(payload.proposed.started_at), endedAt, now);

  const events = await listShiftEvents(trx, companyId, petition.employee_id, shift.id);
  const has = (change: CorrectionChange) => payload.changes.includes(change);
  const supersedes = events
    .filter((event) => {
      if (event.kind === 'correction') {
        const earlier = (event.details as { changes?: CorrectionChange[] }).changes ?? [];
        return earlier.some((change) => has(change));
      }
      if (event.kind === 'start') return has('start');
      if (event.kind === 'end') return has('end');
      return BREAK_KINDS.has(event.kind) && has('breaks');
    })
    .map((event) => event.id);

  const details: CorrectionDetails = {
    petition_id: Number(petition.id),
    supersedes,
    changes: payload.changes,
    started_at: payload.proposed.started_at,
    ended_at: payload.proposed.ended_at,
    breaks: payload.proposed.breaks,
    requested_by: petition.requester_id,
    approved_by: approver.id,
    requested_at: iso(petition.created_at),
    reason: payload.reason,
    comment,
  };
  const event = await appendCorrectionEvent(trx, head, {
    companyId,
    shift,
    occurredAt: now,
    actorUserId: approver.id,
    sessionId: approver.sessionId,
    details,
  });
  await recordAudit(trx, companyId, {
    actorUserId: approver.id,
    action: 'petition.correction_applied',
    entity: 'workshift',
    entityId: shift.id,
    details: {
      petition_id: Number(petition.id),
      event_id: Number(event.id),
      user_id: petition.employee_id,
      supersedes,
    },
    ip: approver.ip,
  });
  // A shift belongs to the Madrid date it starts on: the corrected start names its day now.
  return { eventId: event.id, dates: [shift.fecha, madridDate(new Date(payload.proposed.started_at))] };
}
