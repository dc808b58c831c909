import { addMonths, formatMonthLabel, madridMonth, monthsBack } from '../../../lib/month';

/** How far back the month pickers go: two years of payroll and bundles. */
export const MONTHS_OFFERED = 24;

export const madridMonthOf = madridMonth;
export const shiftMonth = addMonths;
export const monthLabel = formatMonthLabel;

/** The month a gestoría closes: payroll and bundles are of the month just ended. */
export function previousMonth(now: Date): string {
  return addMonths(madridMonth(now), -1);
}

/** The months a picker offers, newest first: the current one (still open) and the ones before it. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): string[] {
  return monthsBack(madridMonth(now), count);
}
