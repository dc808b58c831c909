import { cardStatusLabels, type Workshift, type WorkshiftStatus } from '@jornada/shared/api/workshift';
import { type BreakDecision, type BreakPolicyConfig, decideBreakStart } from '@jornada/shared/domain/break-policy';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { formatDuration, normalizeFecha, workedSeconds } from '@jornada/shared/domain/worked-time';
import type { WorkshiftAction } from './workshift-action';

export const COMPLETED_MESSAGE = 'La jornada ha sido finalizada';

export type CardStatus = WorkshiftStatus | 'not_started';

export interface BreakRow {
  /** 1-based, as the server numbers s_pausa_N. */
  number: number;
  /** HH:mm:ss in Madrid. */
  start: string;
  /** HH:mm:ss in Madrid, or null while the break is open. */
  end: string | null;
  /** HH:mm:ss; an open break counts up to now. */
  duration: string;
}

export interface CardView {
  /** 'Jornada de hoy', or the start date of a shift left open since an earlier day. */
  title: string;
  status: CardStatus;
  statusLabel: string;
  workedSeconds: number | null;
  workedTime: string;
  /** HH:mm:ss of the start, null without a shift. */
  startTime: string | null;
  /** Buttons to show, in display order. */
  actions: readonly WorkshiftAction[];
  /** Only while in progress: whether 'Iniciar pausa' is enabled, with its note or the reason it isn't. */
  breakDecision: BreakDecision | null;
  completedMessage: string | null;
  /** The shift is completed: start opens another one, drawn as a secondary 'Iniciar otra jornada'. */
  isRestart: boolean;
  breaks: readonly BreakRow[];
}

export type CardConfig = BreakPolicyConfig;

function spanSeconds(start: string, end: string | null, until: Date): number | null {
  const from = new Date(start).getTime();
  const to = end ? new Date(end).getTime() : until.getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  return Math.max(0, Math.floor((to - from) / 1000));
}

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '--:--' : madridTime(date);
}

export function describeBreaks(shift: Workshift, now: Date): BreakRow[] {
  // A completed shift's open break (should the server leave one) stops at the shift's end, not now.
  const until = shift.ended_at ? new Date(shift.ended_at) : now;
  return shift.break_spans.map((span, index) => ({
    number: index + 1,
    start: timeOf(span.start),
    end: span.end ? timeOf(span.end) : null,
    duration: formatDuration(spanSeconds(span.start, span.end, until)),
  }));
}

/**
 * What the home card shows for a shift (SPEC §2.5, §4.1, §4.2, §5). Pure, so every state is tested:
 * start when there is no shift or the latest is completed; pause and end while in progress; end of
 * the break and end while on break. The break button is a decided deviation from SPEC, which renders
 * none: it stays disabled with decideBreakStart's reason when the policy forbids a break.
 */
export function describeCard(
  shift: Workshift | null,
  config: CardConfig,
  now: Date,
  /** Breaks of the worker's other shifts that day: SPEC §5 limits breaks per day, as the server does. */
  otherBreaksToday: Workshift['break_spans'] = [],
): CardView {
  const status: CardStatus = shift?.status ?? 'not_started';
  const seconds = shift
    ? workedSeconds({
        startedAt: shift.started_at,
        endedAt: shift.ended_at,
        breaks: shift.break_spans,
        breakIncluded: config.break_included,
        now,
      })
    : null;
  const actions: WorkshiftAction[] =
    status === 'in_progress' ? ['breakStart', 'end'] : status === 'on_break' ? ['breakEnd', 'end'] : ['start'];
  const day = shift ? normalizeFecha(shift.fecha) : null;
  const isEarlierDay = day !== null && day !== madridDate(now);
  return {
    title: isEarlierDay ? `Jornada del ${day.split('-').reverse().join('/')}` : 'Jornada de hoy',
    status,
    statusLabel: cardStatusLabels[status],
    workedSeconds: seconds,
    // No shift yet: zero rather than '--:--', which would read as an error.
    workedTime: shift ? formatDuration(seconds) : formatDuration(0),
    startTime: shift?.hora_inicio ?? null,
    actions,
    breakDecision:
      shift && status === 'in_progress'
        ? decideBreakStart({ status: shift.status, breaks: [...otherBreaksToday, ...shift.break_spans] }, config, now)
        : null,
    completedMessage: status === 'completed' ? COMPLETED_MESSAGE : null,
    isRestart: status === 'completed',
    breaks: shift ? describeBreaks(shift, now) : [],
  };
}

export function isShiftOpen(shift: Workshift | null | undefined): boolean {
  return shift?.status === 'in_progress' || shift?.status === 'on_break';
}
