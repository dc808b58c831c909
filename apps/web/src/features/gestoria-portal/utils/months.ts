import { spanishMonth } from '@jornada/shared/domain/calendar';
import { madridDate } from '@jornada/shared/domain/madrid-time';

/** How far back the month pickers go: two years of payroll and bundles. */
export const MONTHS_OFFERED = 24;

/** yyyy-MM of an instant in Madrid: the register's months are Madrid's. */
export function madridMonthOf(now: Date): string {
  return madridDate(now).slice(0, 7);
}

export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month a gestoría closes: payroll and bundles are of the month just ended. */
export function previousMonth(now: Date): string {
  return shiftMonth(madridMonthOf(now), -1);
}

/** The months a picker offers, newest first: the current one (still open) and the ones before it. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): string[] {
  const current = madridMonthOf(now);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, -i));
}

/** 'Noviembre de 2026'. */
export function monthLabel(month: string): string {
  const label = spanishMonth(month);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
