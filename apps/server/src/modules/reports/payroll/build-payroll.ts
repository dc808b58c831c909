import { vacationTypeLabels } from '@jornada/shared/api/petitions';
import type { RegisterResponse } from '@jornada/shared/api/reports';
import type { SettledPart } from '@jornada/shared/domain/overtime-settlement';
import { splitMonthOvertime } from '@jornada/shared/domain/overtime-settlement';

/** One worker's month as a payroll program wants it: hours as numbers, absences as days. */
export interface PayrollRow {
  /** «Código de nómina»: the employee's code in the payroll program; '' when none was given. */
  payroll_code: string;
  /** Jornada's own id of the employee. */
  code: number;
  identification: string;
  name: string;
  ordinary_hours: number;
  complementary_hours: number;
  overtime_paid_hours: number;
  overtime_compensated_hours: number;
  /**
   * The month's overtime its settlements did not settle (neither paid nor compensated): hours that
   * appeared after a settlement, or the whole month when none. Below 0 when the settlements exceed
   * the month's overtime now (a later correction took hours away).
   */
  overtime_unsettled_hours: number;
  vacation_days: number;
  personal_days: number;
  leave_days: number;
  /** Sick leave (IT): the month's register days under an approved 'Baja médica (IT)' absence. */
  sick_days: number;
}

export const PAYROLL_HEADERS = [
  'Código de nómina',
  'Código empleado',
  'DNI/NIE',
  'Nombre',
  'Horas ordinarias',
  'Horas complementarias',
  'Horas extra pagadas',
  'Horas extra compensadas',
  'Horas extra sin liquidar',
  'Días de vacaciones',
  'Días de asuntos propios',
  'Días de permiso',
  'Días de baja (IT)',
] as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * The month's register (built for the whole company), each worker's settlements of the month (the
 * minutes each settled, paid or compensated) and payroll codes → one row per worker, by name. Paid
 * and compensated are the minutes settled; the rest of the month's overtime is unsettled, each
 * figure rounded on its own.
 */
export function buildPayroll(
  register: RegisterResponse,
  settlements: ReadonlyMap<number, readonly SettledPart[]>,
  payrollCodes: ReadonlyMap<number, string>,
): PayrollRow[] {
  return register.employees.map((employee) => {
    let vacation = 0;
    let personal = 0;
    let leave = 0;
    let sick = 0;
    for (const day of employee.days) {
      if (day.absence?.kind === 'vacation') vacation += 1;
      else if (day.absence?.kind === 'leave') {
        // The register words each approved absence by its type's label.
        if (day.absence.label === vacationTypeLabels.asuntos_propios) personal += 1;
        else if (day.absence.label === vacationTypeLabels.baja_medica) sick += 1;
        else leave += 1;
      }
    }
    const split = splitMonthOvertime(employee.totals.overtime, settlements.get(employee.id) ?? []);
    return {
      payroll_code: payrollCodes.get(employee.id) ?? '',
      code: employee.id,
      identification: employee.identification,
      name: employee.name,
      ordinary_hours: hours(employee.totals.ordinary),
      complementary_hours: hours(employee.totals.complementary),
      overtime_paid_hours: hours(split.paidMinutes),
      overtime_compensated_hours: hours(split.compensatedMinutes),
      overtime_unsettled_hours: hours(split.unsettledMinutes),
      vacation_days: vacation,
      personal_days: personal,
      leave_days: leave,
      sick_days: sick,
    };
  });
}

export function payrollCells(row: PayrollRow): (string | number)[] {
  return [
    row.payroll_code,
    row.code,
    row.identification,
    row.name,
    row.ordinary_hours,
    row.complementary_hours,
    row.overtime_paid_hours,
    row.overtime_compensated_hours,
    row.overtime_unsettled_hours,
    row.vacation_days,
    row.personal_days,
    row.leave_days,
    row.sick_days,
  ];
}
