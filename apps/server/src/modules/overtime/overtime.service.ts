import {
  type CreateOvertimeSettlementRequest,
  OVERTIME_MESSAGES,
  type OvertimeSettlement,
  type OvertimeYearResponse,
} from '@jornada/shared/api/overtime';
import type { SessionUser } from '@jornada/shared/api/session';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { annualOvertime } from '@jornada/shared/domain/overtime-year';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { tenantReachFor } from '../../access/reach';
import { withReadReach } from '../../access/tenant-access';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import { buildRegister } from '../reports/build-register';
import { insertSettlement, listSettlements, type SettlementRow } from './overtime.repository';

export interface OvertimeActor {
  user: SessionUser;
  ip: string | null;
}

const SETTLEMENT_YEARS_BACK = 4;

function toSettlement(row: SettlementRow): OvertimeSettlement {
  return {
    id: row.id,
    employee_id: row.user_id,
    month: row.month,
    mode: row.mode,
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A settled month has started, and lies within the register's four years. */
function checkMonth(month: string, today: string) {
  if (month > today.slice(0, 7)) throw new AppError('BAD_REQUEST', OVERTIME_MESSAGES.futureMonth);
  const earliest = `${Number(today.slice(0, 4)) - SETTLEMENT_YEARS_BACK}${today.slice(4, 7)}`;
  if (month < earliest) throw new AppError('BAD_REQUEST', OVERTIME_MESSAGES.tooOld);
}

/**
 * POST /api/employees/{id}/overtime-settlements: records how a month's overtime was settled (a new
 * row; a later one for the same month supersedes it), audited.
 */
export function addOvertimeSettlement(
  db: Db,
  actor: OvertimeActor,
  employeeId: number,
  input: CreateOvertimeSettlementRequest,
  now = new Date(),
): Promise<OvertimeSettlement> {
  const reach = tenantReachFor(actor.user, 'manage:overtime-settlement');
  checkMonth(input.month, madridDate(now));
  return withTenant(db, reach.companyId, async (trx) => {
    await assertEmployeeInReach(trx, reach, employeeId, OVERTIME_MESSAGES.notFound);
    const id = await insertSettlement(trx, reach.companyId, {
      userId: employeeId,
      month: input.month,
      mode: input.mode,
      createdBy: actor.user.id,
    });
    await recordAudit(trx, reach.companyId, {
      actorUserId: actor.user.id,
      action: 'employee.overtime_settled',
      entity: 'employee',
      entityId: employeeId,
      details: { settlement_id: id, month: input.month, mode: input.mode },
      ip: actor.ip,
    });
    const rows = await listSettlements(trx, reach.companyId, [employeeId], Number(input.month.slice(0, 4)));
    return toSettlement(rows.find((row) => row.id === id) as SettlementRow);
  });
}

/** The settlement in force per employee and month: the latest recorded. */
function latestByMonth(rows: readonly SettlementRow[]): Map<string, SettlementRow> {
  const latest = new Map<string, SettlementRow>();
  for (const row of rows) latest.set(`${row.user_id}:${row.month}`, row); // rows come oldest first
  return latest;
}

/**
 * Per employee, the months (yyyy-MM) of a year whose overtime is, as last settled, compensated with
 * rest: they do not count towards the 80 h of art. 35.2.
 */
export async function compensatedMonthsOf(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  year: number,
): Promise<Map<number, Set<string>>> {
  const months = new Map<number, Set<string>>();
  for (const row of latestByMonth(await listSettlements(trx, companyId, userIds, year)).values()) {
    if (row.mode !== 'compensated') continue;
    const set = months.get(row.user_id) ?? new Set<string>();
    set.add(row.month);
    months.set(row.user_id, set);
  }
  return months;
}

/**
 * GET /api/reports/overtime: each employee's overtime per month of the year (as the register
 * classifies it), how each month was settled, and the yearly counter of art. 35.2 — overtime
 * compensated with rest does not count. The year runs up to today when it is the current one.
 */
export function getOvertimeYear(
  db: Db,
  user: SessionUser,
  query: { year: number; employee_id?: number; company_id?: number },
  now = new Date(),
  ip: string | null = null,
): Promise<OvertimeYearResponse> {
  const today = madridDate(now);
  const from = `${query.year}-01-01`;
  const lastDay = `${query.year}-12-31`;
  const to = lastDay < today ? lastDay : today;
  const target = {
    companyId: query.company_id,
    notFoundMessage: 'Empresa no encontrada',
    read: { what: 'overtime', details: { year: query.year, employee_id: query.employee_id }, ip },
  };
  return withReadReach(db, user, 'read:register', target, async (trx, reach) => {
    if (query.employee_id !== undefined) {
      await assertEmployeeInReach(trx, reach, query.employee_id, OVERTIME_MESSAGES.notFound);
    }
    if (to < from) return { year: query.year, data: [] };
    const register = await buildRegister(
      trx,
      { companyId: reach.companyId, reach, employeeId: query.employee_id },
      { from, to },
      now,
    );
    const ids = register.employees.map((employee) => employee.id);
    const settled = latestByMonth(await listSettlements(trx, reach.companyId, ids, query.year));
    const data = register.employees.map((employee) => {
      const perMonth = new Map<string, number>();
      for (const day of employee.days) {
        const month = day.date.slice(0, 7);
        perMonth.set(month, (perMonth.get(month) ?? 0) + day.overtime_minutes);
      }
      const months = [...perMonth].map(([month, minutes]) => {
        const settlement = settled.get(`${employee.id}:${month}`);
        return {
          month,
          overtime_minutes: minutes,
          settlement: settlement ? toSettlement(settlement) : null,
        };
      });
      const counter = annualOvertime(
        query.year,
        months.map((month) => ({
          month: month.month,
          overtimeMinutes: month.overtime_minutes,
          isCompensatedWithRest: month.settlement?.mode === 'compensated',
        })),
      );
      return {
        employee_id: employee.id,
        employee_name: employee.name,
        months,
        counter: {
          limit_minutes: counter.limitMinutes,
          counted_minutes: counter.countedMinutes,
          compensated_minutes: counter.compensatedMinutes,
          remaining_minutes: counter.remainingMinutes,
          is_over_limit: counter.isOverLimit,
        },
      };
    });
    return { year: query.year, data };
  });
}
