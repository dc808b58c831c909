import {
  type OvertimeEmployeeYear,
  type OvertimeMonth,
  type OvertimeSettlement,
  type OvertimeSettlementMode,
  overtimeSettlementModeLabels,
} from '@jornada/shared/api/overtime';
import { spanishMonthNames } from '@jornada/shared/domain/calendar';
import type { StatusTone } from '../../../lib/status-tones';
import { formatMinutes } from './format-minutes';
import { formatInstant } from './inspector-link-values';
import type { ReportPeriod } from './period';

/** Overtime per worker and month, and the yearly 80 h counter (art. 35 ET), as the page shows them. */

export const PENDING_SETTLEMENT_LABEL = 'Pendiente de liquidar';

/** The calendar year the overtime section covers: the one the selected period ends in. */
export function overtimeYearOf(period: ReportPeriod): number {
  return Number(period.to.slice(0, 4));
}

/** 'Marzo' of a yyyy-MM month (the year is the section's). */
export function monthName(month: string): string {
  const name = spanishMonthNames[Number(month.slice(5, 7)) - 1] ?? month;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export interface OvertimeMonthRow {
  month: string;
  name: string;
  /** H:MM: the month's overtime as the register classifies it now. */
  hours: string;
  status: string;
  tone: StatusTone;
  /** Each settlement: 'Pagadas: 1:31 h · Ana García · 02/12/2025 10:15', oldest first. */
  settlements: { id: number; text: string }[];
  /**
   * What the settlements leave: 'Sin liquidar: 1:49 h' (hours that appeared after them), or
   * 'Liquidadas de más: 0:31 h …' (a later correction took hours away); null when they match or
   * nothing was settled (the status says it).
   */
  remainder: string | null;
  /** Minutes still to settle (the control settles them); 0 when none. */
  unsettledMinutes: number;
}

export const UNSETTLED_LABEL = 'Sin liquidar';
export const OVER_SETTLED_LABEL = 'Liquidadas de más';

/** The month's state at a glance: pending, how it was settled, or what is off. */
export function settlementStatus(month: OvertimeMonth): { status: string; tone: StatusTone } {
  switch (month.status) {
    case 'none':
    case 'unsettled':
      return { status: PENDING_SETTLEMENT_LABEL, tone: 'warning' };
    case 'partly_settled':
      return { status: UNSETTLED_LABEL, tone: 'warning' };
    case 'over_settled':
      return { status: OVER_SETTLED_LABEL, tone: 'danger' };
    default: {
      const modes = new Set(month.settlements.map((settlement) => settlement.mode));
      if (modes.size > 1) return { status: 'Liquidadas', tone: 'success' };
      const mode = month.settlements[0]?.mode ?? 'paid';
      return { status: overtimeSettlementModeLabels[mode], tone: mode === 'compensated' ? 'success' : 'neutral' };
    }
  }
}

export function recordedBy(settlement: OvertimeSettlement): string {
  const who = settlement.created_by?.name.trim() || 'Usuario eliminado';
  return `${who} · ${formatInstant(settlement.created_at)}`;
}

/** 'Pagadas: 1:31 h · Ana García · 02/12/2025 10:15' */
export function settlementLine(settlement: OvertimeSettlement): string {
  const label = overtimeSettlementModeLabels[settlement.mode];
  return `${label}: ${formatMinutes(settlement.settled_minutes)} h · ${recordedBy(settlement)}`;
}

export function remainderLine(month: OvertimeMonth): string | null {
  if (month.status === 'partly_settled') return `${UNSETTLED_LABEL}: ${formatMinutes(month.unsettled_minutes)} h`;
  if (month.status === 'over_settled') {
    return `${OVER_SETTLED_LABEL}: ${formatMinutes(-month.unsettled_minutes)} h más de las que el registro tiene ahora`;
  }
  return null;
}

/** The months of the year with overtime or settlements, oldest first (the API lists every month worked). */
export function overtimeMonthRows(employee: OvertimeEmployeeYear): OvertimeMonthRow[] {
  return employee.months
    .filter((month) => month.overtime_minutes > 0 || month.settlements.length > 0)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((month) => ({
      month: month.month,
      name: monthName(month.month),
      hours: formatMinutes(month.overtime_minutes),
      ...settlementStatus(month),
      settlements: month.settlements.map((settlement) => ({ id: settlement.id, text: settlementLine(settlement) })),
      remainder: remainderLine(month),
      unsettledMinutes: Math.max(0, month.unsettled_minutes),
    }));
}

/** Only the workers with overtime in the year, by name. */
export function employeesWithOvertime(data: readonly OvertimeEmployeeYear[]): OvertimeEmployeeYear[] {
  return data
    .filter((employee) => employee.months.some((m) => m.overtime_minutes > 0 || m.settlements.length > 0))
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name, 'es'));
}

/** '80 h' for whole hours, else H:MM h. */
function hoursOf(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${formatMinutes(minutes)} h`;
}

export interface OvertimeCounterView {
  /** '12:35 h de 80 h' */
  counted: string;
  /** '80 h' */
  limit: string;
  /** '3:10 h', or null when nothing was compensated with rest. */
  compensated: string | null;
  /** '67:25 h' left before the limit. */
  remaining: string;
  /** 0–100, for the bar. */
  percent: number;
  isOverLimit: boolean;
  /** '2:15 h' beyond the limit, or null. */
  excess: string | null;
}

export function counterView(counter: OvertimeEmployeeYear['counter']): OvertimeCounterView {
  const { counted_minutes: counted, limit_minutes: limit } = counter;
  const ratio = limit > 0 ? counted / limit : counted > 0 ? 1 : 0;
  return {
    counted: `${hoursOf(counted)} de ${hoursOf(limit)}`,
    limit: hoursOf(limit),
    compensated: counter.compensated_minutes > 0 ? hoursOf(counter.compensated_minutes) : null,
    remaining: hoursOf(counter.remaining_minutes),
    percent: Math.min(100, Math.max(0, Math.round(ratio * 100))),
    isOverLimit: counter.is_over_limit,
    excess: counter.is_over_limit ? hoursOf(counted - limit) : null,
  };
}

/** The toast after recording: 'Horas extra de marzo: Compensadas con descanso (1:49 h)'. */
export function settledMessage(month: string, mode: OvertimeSettlementMode, minutes?: number): string {
  const figure = minutes === undefined ? '' : ` (${formatMinutes(minutes)} h)`;
  return `Horas extra de ${monthName(month).toLowerCase()}: ${overtimeSettlementModeLabels[mode]}${figure}`;
}
