import type { Workshift } from '@jornada/shared/api/workshift';
import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import type { ClockAction } from './clock-queue';

/** The id of a shift that exists only in this tab until the server answers. */
export const OPTIMISTIC_SHIFT_ID = -1;

function newShift(userId: number, now: Date, workMode: WorkMode): Workshift {
  const iso = now.toISOString();
  return {
    id: OPTIMISTIC_SHIFT_ID,
    user_id: userId,
    fecha: madridDate(now),
    hora_inicio: madridTime(now),
    hora_fin: null,
    status: 'in_progress',
    horas_totales: null,
    horas_pausa: '00:00:00',
    observaciones: null,
    breaks: {},
    json_security: { locationHistory: {} },
    started_at: iso,
    ended_at: null,
    break_spans: [],
    locations: [],
    is_forgotten: false,
    worked_seconds: 0,
    work_mode: workMode,
    offline: false,
  };
}

/** Closes the open break, if any, at `iso`, keeping s_pausa_N / e_pausa_N in step. */
function closeOpenBreak(shift: Workshift, now: Date): Pick<Workshift, 'break_spans' | 'breaks'> {
  const index = shift.break_spans.findIndex((span) => span.end === null);
  if (index === -1) return { break_spans: shift.break_spans, breaks: shift.breaks };
  const iso = now.toISOString();
  return {
    break_spans: shift.break_spans.map((span, i) => (i === index ? { ...span, end: iso } : span)),
    breaks: { ...shift.breaks, [`e_pausa_${index + 1}`]: madridTime(now) },
  };
}

/**
 * SPEC §4.1: the card changes state as soon as the button is pressed, before the server answers; the
 * server's answer (or, on failure, the previous state) replaces this guess. An action the current state
 * does not allow leaves the shift as it is: the server will refuse it with its own message.
 */
export function applyOptimisticAction(
  shift: Workshift | null,
  action: ClockAction,
  now: Date,
  options: { userId?: number; observaciones?: string; workMode?: WorkMode } = {},
): Workshift | null {
  const status = shift?.status ?? null;
  switch (action) {
    case 'start':
      if (status === 'in_progress' || status === 'on_break') return shift;
      return newShift(shift?.user_id ?? options.userId ?? 0, now, options.workMode ?? 'presencial');
    case 'breakStart': {
      if (!shift || status !== 'in_progress') return shift;
      const number = shift.break_spans.length + 1;
      return {
        ...shift,
        status: 'on_break',
        break_spans: [...shift.break_spans, { start: now.toISOString(), end: null }],
        breaks: { ...shift.breaks, [`s_pausa_${number}`]: madridTime(now) },
      };
    }
    case 'breakEnd':
      if (!shift || status !== 'on_break') return shift;
      return { ...shift, status: 'in_progress', ...closeOpenBreak(shift, now) };
    case 'end':
      if (!shift || (status !== 'in_progress' && status !== 'on_break')) return shift;
      return {
        ...shift,
        ...closeOpenBreak(shift, now),
        status: 'completed',
        ended_at: now.toISOString(),
        hora_fin: madridTime(now),
        observaciones: options.observaciones ?? shift.observaciones,
        is_forgotten: false,
      };
  }
}

/**
 * The state the queued taps lead to, applied in order over the last state the server gave: what the
 * card shows while they wait. Refused taps are not part of it.
 */
export function withQueuedActions(
  shift: Workshift | null,
  queued: readonly { action: ClockAction; tapAt: number; refusal?: string }[],
  options: { userId?: number } = {},
): Workshift | null {
  return queued
    .filter((item) => item.refusal === undefined)
    .reduce((state, item) => applyOptimisticAction(state, item.action, new Date(item.tapAt), options), shift);
}
