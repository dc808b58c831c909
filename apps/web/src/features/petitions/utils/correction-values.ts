import type { createCorrectionRequest } from '@jornada/shared/api/petition-requests';
import { PETITION_MESSAGES } from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import type { z } from 'zod';
import { formatDay, shortTime } from './petition-format';

/** What the correction form edits: 'yyyy-MM-ddTHH:mm' values (Madrid wall time, to the minute), each a DateTimeField's. */
export interface CorrectionFormValues {
  workshift_id: string;
  started_at: string;
  /** '' = no end (an open shift stays open). */
  ended_at: string;
  breaks: { start: string; end: string }[];
  reason: string;
}

export type CorrectionInput = z.input<typeof createCorrectionRequest>;

/** An instant as a Madrid wall time 'yyyy-MM-ddTHH:mm'; '' for none. */
export function wallDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${madridDate(date)}T${madridTime(date).slice(0, 5)}`;
}

/** The form filled in with the shift as recorded, so the worker only changes what was wrong. */
export function correctionDefaults(shift: Workshift | undefined): CorrectionFormValues {
  if (!shift) return { workshift_id: '', started_at: '', ended_at: '', breaks: [], reason: '' };
  return {
    workshift_id: String(shift.id),
    started_at: wallDateTime(shift.started_at),
    ended_at: wallDateTime(shift.ended_at),
    breaks: shift.break_spans.map((span) => ({ start: wallDateTime(span.start), end: wallDateTime(span.end) })),
    reason: '',
  };
}

const sameBreaks = (a: CorrectionFormValues['breaks'], b: CorrectionFormValues['breaks']) =>
  a.length === b.length && a.every((x, i) => x.start === b[i]?.start && x.end === b[i]?.end);

/**
 * The request for POST /api/petitions. Breaks are sent only when the worker changed them (omitted,
 * the server keeps the recorded ones and closes an open one at the new end); an empty end is null.
 */
export function toCorrectionInput(values: CorrectionFormValues, shift: Workshift | undefined): CorrectionInput {
  const recorded = correctionDefaults(shift).breaks;
  const breaksChanged = !shift || !sameBreaks(values.breaks, recorded);
  return {
    table_name: 'wscorrections',
    workshift_id: values.workshift_id,
    started_at: values.started_at,
    ended_at: values.ended_at.trim() === '' ? null : values.ended_at,
    breaks: breaksChanged && (shift || values.breaks.length > 0) ? values.breaks : undefined,
    reason: values.reason,
  };
}

/**
 * A field's error as the form shows it. The shared schema's 'not a date and time' names the wire
 * format (yyyy-MM-ddTHH:mm); the form's fields read dd/mm/aaaa and hh:mm, so it says that instead
 * (a day with no time, or a time with no day, ends here too).
 */
export function correctionFieldMessage(message: string | undefined): string | undefined {
  return message === PETITION_MESSAGES.dateTimeInvalid ? 'Indica la fecha (dd/mm/aaaa) y la hora (hh:mm)' : message;
}

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** 'jue 24/07/2025 · 08:00–15:05' ('en curso' while open). */
export function shiftOptionLabel(shift: Pick<Workshift, 'fecha' | 'hora_inicio' | 'hora_fin' | 'status'>): string {
  const day = shift.fecha.slice(0, 10);
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';
  const end = shift.status === 'completed' ? shortTime(shift.hora_fin) : 'sin cerrar';
  return `${weekday} ${formatDay(day)} · ${shortTime(shift.hora_inicio)}–${end}`;
}

/** The shift as recorded, for the line above the form: 'dd/MM/yyyy: 08:00–15:05 · pausas: 11:00–11:20'. */
export function recordedText(shift: Workshift): string {
  const end = shift.status === 'completed' ? shortTime(shift.hora_fin) : 'sin cerrar';
  const breaks =
    shift.break_spans.length === 0
      ? 'sin pausas'
      : shift.break_spans
          .map((span) => {
            const from = madridTime(new Date(span.start)).slice(0, 5);
            const to = span.end ? madridTime(new Date(span.end)).slice(0, 5) : 'sin cerrar';
            return `${from}–${to}`;
          })
          .join(', ');
  return `${formatDay(shift.fecha)}: ${shortTime(shift.hora_inicio)}–${end} · pausas: ${breaks}`;
}
