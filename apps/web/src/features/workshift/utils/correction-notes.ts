import type { Workshift, WorkshiftTimes } from '@jornada/shared/api/workshift';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

export interface CorrectionNote {
  petitionId: number;
  /** 'Entrada, salida' — what it changed. */
  changed: string;
  /** The times before, e.g. '08:00–15:05 · pausas 11:20–11:40'. */
  before: string;
  after: string;
  requestedBy: string;
  approvedBy: string;
  /** dd/MM/yyyy HH:mm (Madrid). */
  decidedAt: string;
  reason: string;
  comment: string | null;
  /** A manager or admin asked and the worker accepted. */
  isAcceptedProposal: boolean;
}

const changeLabels = { start: 'entrada', end: 'salida', breaks: 'pausas' } as const;

const hhmm = (iso: string | null) => (iso ? madridTime(new Date(iso)).slice(0, 5) : null);

function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${madridDate(date).split('-').reverse().join('/')} ${madridTime(date).slice(0, 5)}`;
}

/** '08:00–15:05 · pausas 11:20–11:40' ('sin cerrar' for an open end, 'sin pausas' for none). */
export function timesText(times: WorkshiftTimes): string {
  const end = hhmm(times.ended_at) ?? 'sin cerrar';
  const breaks =
    times.break_spans.length === 0
      ? 'sin pausas'
      : `pausas ${times.break_spans.map((b) => `${hhmm(b.start)}–${hhmm(b.end) ?? 'sin cerrar'}`).join(', ')}`;
  return `${hhmm(times.started_at)}–${end} · ${breaks}`;
}

/**
 * A corrected shift's history for the time history (ADR 006): each approved correction, oldest first,
 * with the times before and after, who asked, who approved (or accepted) and why.
 */
export function correctionNotes(shift: Pick<Workshift, 'corrections' | 'user_id'>): CorrectionNote[] {
  return (shift.corrections ?? []).map((correction) => {
    const changed = correction.changes.map((change) => changeLabels[change]).join(', ');
    return {
      petitionId: correction.petition_id,
      changed: changed.charAt(0).toUpperCase() + changed.slice(1),
      before: timesText(correction.original),
      after: timesText(correction.corrected),
      requestedBy: correction.requested_by.name,
      approvedBy: correction.approved_by.name,
      decidedAt: dateTime(correction.decided_at),
      reason: correction.reason,
      comment: correction.comment,
      isAcceptedProposal: correction.approved_by.id === shift.user_id,
    };
  });
}

/** The times as first recorded (before any correction): what the 'Corregida' mark shows beside the current ones. */
export function originalTimes(shift: Pick<Workshift, 'corrections'>): { inicio: string; fin: string } | null {
  const first = shift.corrections?.[0];
  if (!first) return null;
  return { inicio: hhmm(first.original.started_at) ?? '--:--', fin: hhmm(first.original.ended_at) ?? '--:--' };
}
