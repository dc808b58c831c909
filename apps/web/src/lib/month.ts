import { spanishMonth } from '@jornada/shared/domain/calendar';
import { madridDate } from '@jornada/shared/domain/madrid-time';

/** Months (yyyy-MM) as the register counts them: Madrid's calendar months. */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** yyyy-MM of an instant in Madrid: the register's months are Madrid's. */
export function madridMonth(now: Date): string {
  return madridDate(now).slice(0, 7);
}

/** Calendar arithmetic on yyyy-MM. */
export function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months ending at `latest`, newest first. */
export function monthsBack(latest: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(latest, -i));
}

/** 'Marzo de 2026'. */
export function formatMonthLabel(month: string): string {
  const label = spanishMonth(month);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
