/**
 * An employee's contract as periods (ADR 010): each period runs from its effective_from until the
 * next one starts, so a past month is read with the contract then in force. Periods are never
 * edited: a new one is appended, and of two starting on the same day the one recorded last wins.
 */
export const workModes = ['presencial', 'teletrabajo'] as const;
export type WorkMode = (typeof workModes)[number];

export const workModeLabels: Record<WorkMode, string> = { presencial: 'Presencial', teletrabajo: 'Teletrabajo' };

/** The company's full-time week when it has not set one (art. 34.1 ET's maximum). */
export const DEFAULT_FULL_TIME_WEEKLY_HOURS = 40;

export interface ContractPeriod {
  /** Recording order: breaks the tie between two periods starting on the same day. */
  id: number;
  /** yyyy-MM-dd, the first day the period applies. */
  effective_from: string;
  weekly_minutes: number;
  work_mode: WorkMode;
}

export interface ContractInForce {
  /** The period's first day; null for the default contract of an employee with no period. */
  effective_from: string | null;
  /** The period's id; null for the default contract. */
  period_id: number | null;
  weekly_minutes: number;
  work_mode: WorkMode;
  is_part_time: boolean;
  /** weekly_minutes over the company's full-time week, 0..100 with one decimal. */
  part_time_percent: number;
}

/** Of periods starting the same day, the one recorded later (higher id) comes later. */
function isLater(a: ContractPeriod, b: ContractPeriod): boolean {
  return a.effective_from > b.effective_from || (a.effective_from === b.effective_from && a.id > b.id);
}

/** The period that applies on `date` (yyyy-MM-dd), or undefined when none has started by then. */
export function periodInForce(periods: readonly ContractPeriod[], date: string): ContractPeriod | undefined {
  let found: ContractPeriod | undefined;
  for (const period of periods) {
    if (period.effective_from > date) continue;
    if (!found || isLater(period, found)) found = period;
  }
  return found;
}

/** The percentage of the full-time week, with one decimal, never above 100. */
export function partTimePercent(weeklyMinutes: number, fullTimeWeeklyMinutes: number): number {
  if (fullTimeWeeklyMinutes <= 0) return 100;
  return Math.min(100, Math.round((weeklyMinutes / fullTimeWeeklyMinutes) * 1000) / 10);
}

/**
 * The contract in force on `date`: the period then applying, or — with none — full time at the
 * company's week and on site ('presencial'), the default of every employee.
 */
export function contractInForce(
  periods: readonly ContractPeriod[],
  date: string,
  fullTimeWeeklyMinutes: number,
): ContractInForce {
  const period = periodInForce(periods, date);
  const weeklyMinutes = period?.weekly_minutes ?? fullTimeWeeklyMinutes;
  return {
    effective_from: period?.effective_from ?? null,
    period_id: period?.id ?? null,
    weekly_minutes: weeklyMinutes,
    work_mode: period?.work_mode ?? 'presencial',
    is_part_time: weeklyMinutes < fullTimeWeeklyMinutes,
    part_time_percent: partTimePercent(weeklyMinutes, fullTimeWeeklyMinutes),
  };
}

/**
 * The mode a start records when none is asked for: the contract's usual mode, except that a usual
 * 'teletrabajo' the company no longer allows falls back to on site (the start is not refused).
 */
export function usualStartMode(input: { contractWorkMode: WorkMode | null; allowsRemoteWork: boolean }): WorkMode {
  return input.contractWorkMode === 'teletrabajo' && input.allowsRemoteWork ? 'teletrabajo' : 'presencial';
}

const spanishNumber = (value: number) => String(value).replace('.', ',');

/** 'Parcial 50 %' or 'Completa', as the employee dialog shows a contract. */
export function contractTypeLabel(contract: Pick<ContractInForce, 'is_part_time' | 'part_time_percent'>): string {
  return contract.is_part_time ? `Parcial ${spanishNumber(contract.part_time_percent)}\u00a0%` : 'Completa';
}

/** Hours as the forms show them: 37.5 → '37,5 h'. */
export function weeklyHoursLabel(weeklyMinutes: number): string {
  return `${spanishNumber(Math.round((weeklyMinutes / 60) * 100) / 100)}\u00a0h`;
}
