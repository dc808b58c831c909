/**
 * The yearly overtime counter of art. 35.2 ET: at most 80 hours a year, not counting overtime
 * compensated with rest within the four months after it was worked. How much of each month was so
 * compensated is the company admin's record (its settlements); what is paid or not settled yet counts.
 */

export const ANNUAL_OVERTIME_LIMIT_MINUTES = 80 * 60;

export interface MonthOvertime {
  /** yyyy-MM */
  month: string;
  overtimeMinutes: number;
  /**
   * Of those, the minutes its settlements compensated with rest within four months: left out of the
   * count, never more than the month's overtime (a settlement beyond the overtime now excludes
   * nothing more). Paid and not yet settled minutes count: until compensated with rest, they are
   * hours towards the limit. 0 or absent when none.
   */
  compensatedMinutes?: number;
}

export interface AnnualOvertime {
  year: number;
  limitMinutes: number;
  /** Overtime that counts against the limit (paid or not marked yet). */
  countedMinutes: number;
  /** Overtime compensated with rest in time: recorded, not counted. */
  compensatedMinutes: number;
  /** What is left before the limit; 0 once reached. */
  remainingMinutes: number;
  isOverLimit: boolean;
}

/**
 * The counter for one calendar year from the months' overtime (months of other years are ignored).
 * `shareOfYear` (0–1) reduces the limit in proportion for a shorter contract or a shorter annual
 * working time than the company's general one, as art. 35.2 says.
 */
export function annualOvertime(
  year: number,
  months: readonly MonthOvertime[],
  options: { shareOfYear?: number } = {},
): AnnualOvertime {
  const share = Math.min(1, Math.max(0, options.shareOfYear ?? 1));
  const limitMinutes = Math.round(ANNUAL_OVERTIME_LIMIT_MINUTES * share);
  let countedMinutes = 0;
  let compensatedMinutes = 0;
  for (const month of months) {
    if (!month.month.startsWith(`${year}-`)) continue;
    const minutes = Number.isFinite(month.overtimeMinutes) ? Math.max(0, Math.round(month.overtimeMinutes)) : 0;
    const raw = month.compensatedMinutes ?? 0;
    const compensated = Number.isFinite(raw) ? Math.min(minutes, Math.max(0, Math.round(raw))) : 0;
    compensatedMinutes += compensated;
    countedMinutes += minutes - compensated;
  }
  return {
    year,
    limitMinutes,
    countedMinutes,
    compensatedMinutes,
    remainingMinutes: Math.max(0, limitMinutes - countedMinutes),
    isOverLimit: countedMinutes > limitMinutes,
  };
}
