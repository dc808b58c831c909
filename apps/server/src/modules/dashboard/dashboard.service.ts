import type { StaffTodayResponse } from '@jornada/shared/api/dashboard';
import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { tenantReachFor } from '../../access/reach';
import { type Db, withTenant } from '../../db/tenant';
import { holidaySet, publicHolidayOn } from '../vacations/holiday-calendar';
import { findBreakIncluded, listAbsencesOn, listShiftsOfToday, listStaffInReach } from './dashboard.repository';
import { describeStaffDay } from './staff-today';

export const COMPANY_HOLIDAY_NAME = 'Festivo de la empresa';

/**
 * Today's staff at a glance for the actor's reach (company admin: everyone who clocks; manager: the
 * team): four queries for the whole reach, whatever its size.
 */
export function getStaffToday(db: Db, actor: SessionUser, now = new Date()): Promise<StaffTodayResponse> {
  const reach = tenantReachFor(actor, 'read:employee-workshift');
  const today = madridDate(now);
  return withTenant(db, reach.companyId, async (trx) => {
    const staff = await listStaffInReach(trx, reach);
    const shifts = await listShiftsOfToday(trx, reach, today);
    const absences = new Map((await listAbsencesOn(trx, reach, today)).map((a) => [a.employee_id, a.vacation_type]));
    const breakIncluded = await findBreakIncluded(trx, reach.companyId);
    const isHoliday = (await holidaySet(trx, reach.companyId, today, today)).has(today);
    const holiday = isHoliday
      ? ((await publicHolidayOn(trx, reach.companyId, today))?.name ?? COMPANY_HOLIDAY_NAME)
      : null;
    const day = { today, now, holiday, breakIncluded };
    return {
      date: today,
      holiday,
      data: staff.map((person) =>
        describeStaffDay(
          person,
          shifts.filter((shift) => shift.user_id === person.user_id),
          absences.get(person.user_id),
          day,
        ),
      ),
    };
  });
}
