import type { RegisterEmployee, RegisterTotals } from '@jornada/shared/api/reports';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { formatMinutes } from './format-minutes';

export interface RegisterRow {
  id: number;
  name: string;
  identification: string;
  /** 'Jornada completa' or 'Parcial 50 %'. */
  contract: string;
  daysWorked: number;
  worked: string;
  ordinary: string;
  complementary: string;
  overtime: string;
  alerts: number;
}

export function contractLabel(partTimePercent: number): string {
  return partTimePercent >= 100 ? 'Jornada completa' : `Parcial ${Math.round(partTimePercent)} %`;
}

export function toRegisterRow(employee: RegisterEmployee, alerts: number): RegisterRow {
  return {
    id: employee.id,
    name: employee.name,
    identification: employee.identification,
    contract: contractLabel(employee.part_time_percent),
    daysWorked: employee.totals.days_worked,
    worked: formatMinutes(employee.totals.worked),
    ordinary: formatMinutes(employee.totals.ordinary),
    complementary: formatMinutes(employee.totals.complementary),
    overtime: formatMinutes(employee.totals.overtime),
    alerts,
  };
}

/** Everyone's totals, for the table's last row. */
export function sumTotals(employees: readonly RegisterEmployee[]): RegisterTotals {
  return employees.reduce(
    (sum, { totals }) => ({
      worked: sum.worked + totals.worked,
      ordinary: sum.ordinary + totals.ordinary,
      complementary: sum.complementary + totals.complementary,
      overtime: sum.overtime + totals.overtime,
      days_worked: sum.days_worked + totals.days_worked,
    }),
    { worked: 0, ordinary: 0, complementary: 0, overtime: 0, days_worked: 0 },
  );
}

/** 'lun 02/03/2026'. */
export function formatDayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${format(new Date(y, m - 1, d), 'EEE', { locale: es })} ${spanishDate(date)}`;
}
