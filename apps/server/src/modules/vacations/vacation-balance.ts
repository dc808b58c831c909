import { ALLOWANCE_VACATION_TYPES, type VacationType } from '@jornada/shared/api/petitions';
import { countWorkingDaysInYear } from '@jornada/shared/domain/holidays';
import type { Trx } from '../../db/tenant';
import { holidaySet } from './holiday-calendar';
import { listVacationsOverlapping } from './vacations.repository';

/**
 * Each employee has a yearly allowance (the company's, default 22, or their own) against which
 * approved and pending 'vacaciones' count; other leaves are counted apart.
 */

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
