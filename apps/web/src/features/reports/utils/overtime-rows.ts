import {
  type OvertimeEmployeeYear,
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
  /** H:MM */
  hours: string;
  mode: OvertimeSettlementMode | null;
  status: string;
  tone: StatusTone;
  /** 'Ana García · 02/04/2026 10:15': who recorded the settlement and when; null while pending. */
  recordedBy: string | null;
}

export function settlementStatus(settlement: OvertimeSettlement | null): { status: string; tone: StatusTone } {
  if (settlement === null) return { status: PENDING_SETTLEMENT_LABEL, tone: 'warning' };
  return {
    status: overtimeSettlementModeLabels[settlement.mode],
    tone: settlement.mode === 'compensated' ? 'success' : 'neutral',
  };
}

export function recordedBy(settlement: OvertimeSettlement | null): string | null {
  if (settlement === null) return null;
  const who = settlement.created_by?.name.trim() || 'Usuario eliminado';
  return `${who} · ${formatInstant(settlement.created_at)}`;
}

/** The months of the year with overtime, oldest first (the API lists every month worked). */
export function overtimeMonthRows(employee: OvertimeEmployeeYear): OvertimeMonthRow[] {
  return employee.months
    .filter((month) => month.overtime_minutes > 0)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((month) => ({
      month: month.month,
      name: monthName(month.month),
      hours: formatMinutes(month.overtime_minutes),
      mode: month.settlement?.mode ?? null,
      ...settlementStatus(month.settlement),
      recordedBy: recordedBy(month.settlement),
    }));
}

/** Only the workers with overtime in the year, by name. */
export function employeesWithOvertime(data: readonly OvertimeEmployeeYear[]): OvertimeEmployeeYear[] {
  return data
    .filter((employee) => employee.months.some((month) => month.overtime_minutes > 0))
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

/** The toast after recording: 'Horas extra de marzo: Compensadas con descanso'. */
export function settledMessage(month: string, mode: OvertimeSettlementMode): string {
  return `Horas extra de ${monthName(month).toLowerCase()}: ${overtimeSettlementModeLabels[mode]}`;
}
