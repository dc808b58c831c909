import type { SessionUser } from '@jornada/shared/api/session';
import type { VacationBalance } from '@jornada/shared/api/vacations';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { companyOf } from '../../access/company-of';
import { type TenantReach, tenantReachFor } from '../../access/reach';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { holidaySet, publicHolidayOn, yearOf } from './holiday-calendar';
import { computeBalance } from './vacation-balance';
import { VACATION_ERRORS } from './vacation-errors';
import { findAllowanceOf, listCompanyHolidays, listVacationsOverlapping } from './vacations.repository';

/**
 * The employee whose vacations the actor asks about: themselves always, anyone else only within the
 * reach of 'read:vacation-balance' (a manager: their team; an admin: the company).
 */
async function personInReach(trx: Trx, actor: SessionUser, reach: TenantReach, userId: number | undefined) {
  const target = userId ?? actor.id;
  if (target !== actor.id) await assertEmployeeInReach(trx, reach, target, VACATION_ERRORS.employeeNotFound);
  const person = await findAllowanceOf(trx, reach.companyId, target);
  if (!person) throw new AppError('NOT_FOUND', VACATION_ERRORS.employeeNotFound);
  return person;
}

export function getVacationBalance(
  db: Db,
  actor: SessionUser,
  query: { year?: number; user_id?: number },
  now = new Date(),
): Promise<VacationBalance> {
  const reach = tenantReachFor(actor, 'read:vacation-balance');
  const companyId = reach.companyId;
  const year = query.year ?? yearOf(madridDate(now));
  return withTenant(db, companyId, async (trx) => {
    const person = await personInReach(trx, actor, reach, query.user_id);
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
  const reach = tenantReachFor(actor, 'read:vacation-balance');
  const companyId = reach.companyId;
  return withTenant(db, companyId, async (trx) => {
    const person = await personInReach(trx, actor, reach, query.user_id);
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
    const official = await publicHolidayOn(trx, companyId, today);
    const [own] = official ? [] : await listCompanyHolidays(trx, companyId, today, today);
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
      holiday: official
        ? { name: official.name, scope: official.scope }
        : own
          ? { name: own.name, scope: 'company' as const }
          : null,
    };
  });
}
