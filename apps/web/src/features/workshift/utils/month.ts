import { madridDate } from '@jornada/shared/domain/madrid-time';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** yyyy-MM of an instant in Madrid: the register's months are Madrid's. */
export function madridMonth(now: Date): string {
  return madridDate(now).slice(0, 7);
}

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** Calendar arithmetic on yyyy-MM. */
export function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'Julio de 2025'. */
export function formatMonthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const label = format(new Date(year, m - 1, 1), "LLLL 'de' yyyy", { locale: es });
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The month /time-history shows: ?month= when valid and not in the future, else the current one. */
export function resolveHistoryMonth(requested: string | null, now: Date): { month: string; latestMonth: string } {
  const latestMonth = madridMonth(now);
  return { month: isMonth(requested) && requested <= latestMonth ? requested : latestMonth, latestMonth };
}
