import type { VacationType } from '@jornada/shared/api/petitions';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { countWorkingDaysInYear } from '@jornada/shared/domain/holidays';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { holidaySet, workingDaysOf, yearOf } from './holiday-calendar';
import { computeBalance, countsAgainstAllowance } from './vacation-balance';
import { VACATION_ERRORS } from './vacation-errors';
import { findAllowanceOf, listVacationsOverlapping, type VacationRow } from './vacations.repository';

export const VACATION_RULES = {
  noWorkingDays: 'El periodo elegido no incluye ningún día laborable (fines de semana y festivos no cuentan)',
  overlap: (other: VacationRow) =>
    `Ya tienes una petición de vacaciones o permiso para esas fechas (del ${spanishDate(other.start_date)} al ${spanishDate(other.end_date)})`,
  exceeds: (year: number, asked: number, left: number) =>
    `No tienes días de vacaciones suficientes en ${year}: pides ${asked} ${asked === 1 ? 'día laborable' : 'días laborables'} y te ${left === 1 ? 'queda' : 'quedan'} ${Math.max(left, 0)}.`,
  approvalExceeds: (year: number, asked: number, left: number) =>
    `Aprobarla superaría los días de vacaciones de ${year}: son ${asked} y quedan ${Math.max(left, 0)} sin aprobar.`,
} as const;

type VacationRequest = { vacation_type: VacationType; start_date: string; end_date: string };

/**
 * The rules a new vacation request must meet: at least one working day, no overlap with another
 * pending or approved request of the employee, and (for 'vacaciones') no more days than are left in
 * each year it touches, pending requests counted as taken. Returns the working days it takes.
 */
export async function checkNewVacation(
  trx: Trx,
  companyId: number,
  employeeId: number,
  request: VacationRequest,
): Promise<number> {
  const days = await workingDaysOf(trx, companyId, request.start_date, request.end_date);
  if (days === 0) throw new AppError('BAD_REQUEST', VACATION_RULES.noWorkingDays);
  const [overlapping] = await listVacationsOverlapping(
    trx,
    companyId,
    employeeId,
    { from: request.start_date, to: request.end_date },
    ['pending', 'approved'],
  );
  if (overlapping) throw new AppError('CONFLICT', VACATION_RULES.overlap(overlapping));
  if (countsAgainstAllowance(request.vacation_type)) {
    const person = await findAllowanceOf(trx, companyId, employeeId);
    if (!person) throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
    const holidays = await holidaySet(trx, companyId, request.start_date, request.end_date);
    for (let year = yearOf(request.start_date); year <= yearOf(request.end_date); year++) {
      const asked = countWorkingDaysInYear(request.start_date, request.end_date, year, holidays);
      if (asked === 0) continue;
      const balance = await computeBalance(trx, companyId, person, year);
      const left = balance.allowance - balance.approved - balance.pending;
      if (asked > left) throw new AppError('CONFLICT', VACATION_RULES.exceeds(year, asked, left));
    }
  }
  return days;
}

/** On approval: the approved days of each year, this one added, stay within the allowance. */
export async function checkVacationApproval(
  trx: Trx,
  companyId: number,
  employeeId: number,
  petitionId: string,
  request: VacationRequest,
): Promise<void> {
  if (!countsAgainstAllowance(request.vacation_type)) return;
  const person = await findAllowanceOf(trx, companyId, employeeId);
  if (!person) throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
  const holidays = await holidaySet(trx, companyId, request.start_date, request.end_date);
  for (let year = yearOf(request.start_date); year <= yearOf(request.end_date); year++) {
    const asked = countWorkingDaysInYear(request.start_date, request.end_date, year, holidays);
    if (asked === 0) continue;
    const balance = await computeBalance(trx, companyId, person, year, petitionId);
    const left = balance.allowance - balance.approved;
    if (asked > left) throw new AppError('CONFLICT', VACATION_RULES.approvalExceeds(year, asked, left));
  }
}
