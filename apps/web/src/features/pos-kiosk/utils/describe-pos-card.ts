import { type Workshift, workshiftActionToasts } from '@jornada/shared/api/workshift';
import { type BreakDecision, type BreakPolicyConfig, decideBreakStart } from '@jornada/shared/domain/break-policy';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import { formatDuration, workedSeconds } from '@jornada/shared/domain/worked-time';
import type { StatusTone } from '../../../lib/status-tones';
import { type PosAction, type PosActions, posActionsFor, posStatusLabel, posStatusTone } from './pos-status';
import { otherStartDay } from './shift-start-day';

export interface PosCardView {
  statusLabel: string;
  tone: StatusTone;
  /** HH:mm:ss, ticking while the shift is open (SPEC §4.2). */
  workedTime: string;
  startTime: string | null;
  /** dd/MM when the shift started on another Madrid day (a forgotten clock-out), else null. */
  startDay: string | null;
  endTime: string | null;
  actions: PosActions;
  /** Only while working: whether a break may start now, with the reason when not (SPEC §5). */
  breakDecision: BreakDecision | null;
}

function shiftWorkedSeconds(shift: Workshift, config: BreakPolicyConfig, now: Date): number | null {
  return workedSeconds({
    startedAt: shift.started_at,
    endedAt: shift.ended_at,
    breaks: shift.break_spans,
    breakIncluded: config.break_included,
    now,
  });
}

/**
 * What the POS card shows (SPEC §2.5, §4.1, §4.2): the shared worked-time and break rules, the POS
 * labels and colours, and the actions the state allows.
 */
export function describePosCard(
  shift: Workshift | null,
  config: BreakPolicyConfig,
  now: Date,
  /** The worker's other shifts of the day: breaks per day count them all (SPEC §5), as the server does. */
  otherBreaksToday: Workshift['break_spans'] = [],
): PosCardView {
  const status = shift?.status ?? null;
  return {
    statusLabel: posStatusLabel(status),
    tone: posStatusTone(status),
    workedTime: formatDuration(shift ? shiftWorkedSeconds(shift, config, now) : 0),
    startTime: shift?.hora_inicio ?? null,
    startDay: otherStartDay(shift?.started_at, now),
    endTime: shift?.hora_fin ?? null,
    actions: posActionsFor(status),
    breakDecision:
      shift && status === 'in_progress'
        ? decideBreakStart({ status, breaks: [...otherBreaksToday, ...shift.break_spans] }, config, now)
        : null,
  };
}

export interface ConfirmationSummary {
  action: PosAction;
  /** SPEC §8's success words: 'Jornada iniciada', 'Pausa iniciada'… */
  title: string;
  employeeName: string;
  companyName: string;
  /** Worked time of the shift after the action. */
  workedTime: string;
  /** When the server recorded it, HH:mm:ss in Madrid. */
  time: string;
  /** Said under the summary: a tap waiting in the offline queue. */
  note?: string;
}

/** The full-screen confirmation's summary (SPEC §2.5: company, worked time). */
export function describeConfirmation(input: {
  action: PosAction;
  shift: Workshift;
  employeeName: string;
  companyName: string;
  config: BreakPolicyConfig;
  at: Date;
}): ConfirmationSummary {
  const { action, shift, config, at } = input;
  return {
    action,
    title: workshiftActionToasts[action].success,
    employeeName: input.employeeName,
    companyName: input.companyName,
    workedTime: formatDuration(shiftWorkedSeconds(shift, config, at)),
    time: madridTime(at),
  };
}

/** Search by name, ignoring case and accents ('lucia' finds 'Lucía'). */
export function matchesSearch(name: string, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('es');
  return fold(name).includes(fold(search.trim()));
}

/** Initials for an avatar: first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es'))
    .join('');
}
