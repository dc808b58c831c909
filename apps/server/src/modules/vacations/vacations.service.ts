import { ALLOWANCE_VACATION_TYPES, type VacationType } from '@jornada/shared/api/petitions';
import type { SessionUser } from '@jornada/shared/api/session';
import type { HolidayEntry, VacationBalance } from '@jornada/shared/api/vacations';
import { spanishDate } from '@jornada/shared/domain/calendar';
import {
  countWorkingDaysInYear,
  daysBetween,
  hasNationalHolidayData,
  holidayDates,
  isWeekend,
  nationalHolidays,
} from '@jornada/shared/domain/holidays';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { companyOf, NO_COMPANY_MESSAGE } from '../../lib/company-of';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { isVisibleEmployee } from '../workshift/workshift-visibility.repository';
import {
  deleteHoliday as deleteHolidayRow,
  findAllowanceOf,
  findCompanyAllowance,
  insertHoliday,
  listCompanyHolidays,
  listEmployeeAllowances,
  listVacationsOverlapping,
  updateEmployeeAllowance as updateEmployeeAllowanceRow,
  upsertCompanyAllowance,
  type VacationRow,
} from './vacations.repository';

/**
 * Vacations (issue 5): working days exclude weekends, Spain's national holidays (data in
 * packages/shared) and the company's own; each employee has a yearly allowance (the company's,
 * default 22, or their own) against which approved and pending 'vacaciones' count.
 */

export const VACATION_ERRORS = {
  noCompany: NO_COMPANY_MESSAGE,
  employeeNotFound: 'Empleado no encontrado',
  holidayNotFound: 'Festivo no encontrado',
  holidayTaken: 'Ya hay un festivo de la empresa ese día',
  nationalHoliday: (name: string) => `Ese día ya es festivo nacional (${name})`,
} as const;

export interface VacationActor {
  user: SessionUser;
  ip: string | null;
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Weekends aside, the days off between from and to: national holidays and the company's. */
export async function holidaySet(trx: Trx, companyId: number, from: string, to: string): Promise<Set<string>> {
  const own = await listCompanyHolidays(trx, companyId, from, to);
  return holidayDates(
    from,
    to,
    own.map((h) => h.date),
  );
}

/**
 * The days a worker is not expected to work in a range besides weekends: holidays (national and the
 * company's) and the days of their approved vacations and leaves. For the month's expected hours.
 */
export async function daysOffOf(
  trx: Trx,
  companyId: number,
  userId: number,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const days = await holidaySet(trx, companyId, range.from, range.to);
  for (const vacation of await listVacationsOverlapping(trx, companyId, userId, range, ['approved'])) {
    for (const day of daysBetween(vacation.start_date, vacation.end_date)) days.add(day);
  }
  return days;
}

export const countsAgainstAllowance = (type: VacationType) => ALLOWANCE_VACATION_TYPES.includes(type);

export interface AllowancePerson {
  id: number;
  name: string;
  own: number | null;
  company: number;
}

export interface BalanceParts {
  allowance: number;
  allowanceSource: 'company' | 'employee';
  approved: number;
  pending: number;
  otherApproved: number;
}

/** What the employee has and has taken in `year`; `exclude` leaves one petition out (the one being decided). */
export async function computeBalance(
  trx: Trx,
  companyId: number,
  person: AllowancePerson,
  year: number,
  exclude?: string,
): Promise<BalanceParts> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const holidays = await holidaySet(trx, companyId, from, to);
  const rows = await listVacationsOverlapping(trx, companyId, person.id, { from, to }, ['approved', 'pending']);
  const parts: BalanceParts = {
    allowance: person.own ?? person.company,
    allowanceSource: person.own === null ? 'company' : 'employee',
    approved: 0,
    pending: 0,
    otherApproved: 0,
  };
  for (const row of rows) {
    if (row.id === exclude) continue;
    const days = countWorkingDaysInYear(row.start_date, row.end_date, year, holidays);
    if (!countsAgainstAllowance(row.vacation_type)) {
      if (row.status === 'approved') parts.otherApproved += days;
    } else if (row.status === 'approved') {
      parts.approved += days;
    } else {
      parts.pending += days;
    }
  }
  return parts;
}

/** Working days a range takes (national and company holidays as of now). */
export async function workingDaysOf(trx: Trx, companyId: number, start: string, end: string): Promise<number> {
  const holidays = await holidaySet(trx, companyId, start, end);
  let total = 0;
  for (let year = yearOf(start); year <= yearOf(end); year++) {
    total += countWorkingDaysInYear(start, end, year, holidays);
  }
  return total;
}

export const VACATION_RULES = {
  noWorkingDays: 'El periodo elegido no incluye ningún día laborable (fines de semana y festivos no cuentan)',
  overlap: (other: VacationRow) =>
    `Ya tienes una petición de vacaciones o permiso para esas fechas (del ${spanishDate(other.start_date)} al ${spanishDate(other.end_date)})`,
  exceeds: (year: number, asked: number, left: number) =>
    `No tienes días de vacaciones suficientes en ${year}: pides ${asked} ${asked === 1 ? 'día laborable' : 'días laborables'} y te ${left === 1 ? 'queda' : 'quedan'} ${Math.max(left, 0)}.`,
  approvalExceeds: (year: number, asked: number, left: number) =>
    `Aprobarla superaría los días de vacaciones de ${year}: son ${asked} y quedan ${Math.max(left, 0)} sin aprobar.`,
} as const;

/**
 * The rules a new vacation request must meet: at least one working day, no overlap with another
 * pending or approved request of the employee, and (for 'vacaciones') no more days than are left in
 * each year it touches, pending requests counted as taken. Returns the working days it takes.
 */
export async function checkNewVacation(
  trx: Trx,
  companyId: number,
  employeeId: number,
  request: { vacation_type: VacationType; start_date: string; end_date: string },
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
  request: { vacation_type: VacationType; start_date: string; end_date: string },
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

/** The employee whose vacations the actor asks about: themselves, a manager's team member, anyone for an admin. */
async function personInReach(trx: Trx, actor: SessionUser, companyId: number, userId: number | undefined) {
  const target = userId ?? actor.id;
  if (target !== actor.id) {
    if (actor.role === 'worker') throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
    if (actor.role === 'manager' && !(await isVisibleEmployee(trx, companyId, target, actor.id))) {
      throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
    }
  }
  const person = await findAllowanceOf(trx, companyId, target);
  if (!person) throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
  return person;
}

// ---- routes' services ------------------------------------------------------------------------------

export function getVacationBalance(
  db: Db,
  actor: SessionUser,
  query: { year?: number; user_id?: number },
  now = new Date(),
): Promise<VacationBalance> {
  const companyId = companyOf(actor);
  const year = query.year ?? yearOf(madridDate(now));
  return withTenant(db, companyId, async (trx) => {
    const person = await personInReach(trx, actor, companyId, query.user_id);
    const parts = await computeBalance(trx, companyId, person, year);
    return {
      user_id: person.id,
      user_name: person.name,
      year,
      allowance: parts.allowance,
      allowance_source: parts.allowanceSource,
      approved_days: parts.approved,
      pending_days: parts.pending,
      available_days: parts.allowance - parts.approved - parts.pending,
      other_approved_days: parts.otherApproved,
    };
  });
}

export function getVacationDays(db: Db, actor: SessionUser, query: { from: string; to: string; user_id?: number }) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, async (trx) => {
    const person = await personInReach(trx, actor, companyId, query.user_id);
    const rows = await listVacationsOverlapping(trx, companyId, person.id, query, ['approved', 'pending']);
    const holidays = await holidaySet(trx, companyId, query.from, query.to);
    const data = rows.flatMap((row) =>
      daysBetween(
        row.start_date > query.from ? row.start_date : query.from,
        row.end_date < query.to ? row.end_date : query.to,
      ).map((date) => ({
        date,
        petition_id: Number(row.id),
        vacation_type: row.vacation_type,
        status: row.status,
        is_working_day: !isWeekend(date) && !holidays.has(date),
      })),
    );
    data.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.petition_id - b.petition_id));
    return { data };
  });
}

/** For the clocking card: is today an approved day off, or a holiday? (The server never blocks a start.) */
export function getVacationToday(db: Db, actor: SessionUser, now = new Date()) {
  const companyId = companyOf(actor);
  const today = madridDate(now);
  return withTenant(db, companyId, async (trx) => {
    const [vacation] = await listVacationsOverlapping(trx, companyId, actor.id, { from: today, to: today }, [
      'approved',
    ]);
    const national = nationalHolidays(yearOf(today)).find((h) => h.date === today);
    const [own] = national ? [] : await listCompanyHolidays(trx, companyId, today, today);
    return {
      date: today,
      is_vacation_day: vacation !== undefined,
      vacation: vacation
        ? {
            petition_id: Number(vacation.id),
            vacation_type: vacation.vacation_type,
            start_date: vacation.start_date,
            end_date: vacation.end_date,
          }
        : null,
      holiday: national
        ? { name: national.name, scope: 'national' as const }
        : own
          ? { name: own.name, scope: 'company' as const }
          : null,
    };
  });
}

export function getHolidays(db: Db, actor: SessionUser, year: number | undefined, now = new Date()) {
  const companyId = companyOf(actor);
  const theYear = year ?? yearOf(madridDate(now));
  return withTenant(db, companyId, async (trx) => {
    const own = await listCompanyHolidays(trx, companyId, `${theYear}-01-01`, `${theYear}-12-31`);
    const data: HolidayEntry[] = [
      ...nationalHolidays(theYear).map((h) => ({
        id: null,
        date: h.date,
        name: h.name,
        scope: 'national' as const,
        falls_on_sunday: h.fallsOnSunday,
      })),
      ...own.map((h) => ({ id: h.id, date: h.date, name: h.name, scope: 'company' as const, falls_on_sunday: false })),
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return { year: theYear, has_national_data: hasNationalHolidayData(theYear), data };
  });
}

export async function createHoliday(db: Db, actor: VacationActor, input: { date: string; name: string }) {
  const companyId = companyOf(actor.user);
  const national = nationalHolidays(yearOf(input.date)).find((h) => h.date === input.date);
  if (national) throw new AppError('CONFLICT', VACATION_ERRORS.nationalHoliday(national.name));
  try {
    return await withTenant(db, companyId, async (trx) => {
      const row = await insertHoliday(trx, companyId, { ...input, createdBy: actor.user.id });
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'holiday.created',
        entity: 'holiday',
        entityId: row.id,
        details: { date: row.date, name: row.name },
        ip: actor.ip,
      });
      return { id: row.id, date: row.date, name: row.name, scope: 'company' as const, falls_on_sunday: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', VACATION_ERRORS.holidayTaken);
    throw error;
  }
}

export function deleteHoliday(db: Db, actor: VacationActor, id: number) {
  const companyId = companyOf(actor.user);
  return withTenant(db, companyId, async (trx) => {
    const row = await deleteHolidayRow(trx, companyId, id);
    if (!row) throw new AppError('NOT_FOUND', VACATION_ERRORS.holidayNotFound);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'holiday.deleted',
      entity: 'holiday',
      entityId: row.id,
      details: { date: row.date, name: row.name },
      ip: actor.ip,
    });
    return { success: true as const, message: `Festivo eliminado: ${row.name} (${spanishDate(row.date)})` };
  });
}

async function allowanceView(trx: Trx, companyId: number) {
  const company = await findCompanyAllowance(trx, companyId);
  const employees = await listEmployeeAllowances(trx, companyId);
  return {
    vacation_days_per_year: company,
    employees: employees.map((e) => ({
      user_id: e.user_id,
      name: e.name,
      role: e.role,
      vacation_days_per_year: e.vacation_days_per_year,
      effective: e.vacation_days_per_year ?? company,
    })),
  };
}

export function getVacationAllowance(db: Db, actor: SessionUser) {
  const companyId = companyOf(actor);
  return withTenant(db, companyId, (trx) => allowanceView(trx, companyId));
}

export function updateVacationAllowance(db: Db, actor: VacationActor, days: number) {
  const companyId = companyOf(actor.user);
  return withTenant(db, companyId, async (trx) => {
    const before = await findCompanyAllowance(trx, companyId);
    if (before !== days) {
      await upsertCompanyAllowance(trx, companyId, days);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'vacation_allowance.updated',
        entity: 'company_config',
        entityId: companyId,
        details: { vacation_days_per_year: { from: before, to: days } },
        ip: actor.ip,
      });
    }
    return allowanceView(trx, companyId);
  });
}

export function updateEmployeeVacationAllowance(db: Db, actor: VacationActor, userId: number, days: number | null) {
  const companyId = companyOf(actor.user);
  return withTenant(db, companyId, async (trx) => {
    const person = await findAllowanceOf(trx, companyId, userId);
    if (!person) throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
    if (person.own !== days) {
      await updateEmployeeAllowanceRow(trx, companyId, userId, days);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'vacation_allowance.updated',
        entity: 'employee',
        entityId: userId,
        details: { vacation_days_per_year: { from: person.own, to: days } },
        ip: actor.ip,
      });
    }
    return allowanceView(trx, companyId);
  });
}
