import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import type { Db } from '../../db/tenant';
import { addOvertimeSettlement, getOvertimeYear } from '../overtime/overtime.service';
import { firstOfPreviousMonth } from './seed-full-history';

/**
 * One settled month in the demo, recorded the way the company admin does it (the overtime service,
 * audited): the previous month's overtime of a worker — the preferred one when she has any — marked
 * as paid. Every other month with overtime stays pending, so the reports page shows both from the
 * first start. Nothing is recorded when nobody has overtime that month (the light history).
 * Returns the employee settled, if any.
 */
export async function seedOvertimeSettlement(
  db: Db,
  people: { admin: SessionUser; preferredEmployeeId: number },
  now: Date,
): Promise<number | null> {
  const month = firstOfPreviousMonth(madridDate(now)).slice(0, 7);
  const year = await getOvertimeYear(db, people.admin, { year: Number(month.slice(0, 4)) }, now);
  const withOvertime = year.data
    .filter((employee) => employee.months.some((m) => m.month === month && m.overtime_minutes > 0))
    .map((employee) => employee.employee_id);
  const employeeId = withOvertime.includes(people.preferredEmployeeId) ? people.preferredEmployeeId : withOvertime[0];
  if (employeeId === undefined) return null;
  await addOvertimeSettlement(db, { user: people.admin, ip: null }, employeeId, { month, mode: 'paid' }, now);
  return employeeId;
}
