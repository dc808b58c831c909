import {
  type CreateOvertimeSettlementRequest,
  OVERTIME_MESSAGES,
  type OvertimeMonth,
  type OvertimeSettlement,
  type OvertimeYearResponse,
} from '@jornada/shared/api/overtime';
import type { SessionUser } from '@jornada/shared/api/session';
import { monthRange } from '@jornada/shared/domain/calendar';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { type SettledPart, splitMonthOvertime } from '@jornada/shared/domain/overtime-settlement';
import { annualOvertime } from '@jornada/shared/domain/overtime-year';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { withReadReach } from '../../access/tenant-access';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { buildRegister } from '../register/build-register';
import {
  insertSettlement,
  listMonthSettlements,
  listSettlements,
  lockWorkerSettlements,
  type SettlementRow,
} from './overtime.repository';

export interface OvertimeActor {
  user: SessionUser;
  ip: string | null;
}

const SETTLEMENT_YEARS_BACK = 4;

export function toSettlement(row: SettlementRow): OvertimeSettlement {
  return {
    id: row.id,
    employee_id: row.user_id,
    month: row.month,
    mode: row.mode,
    settled_minutes: row.settled_minutes ?? 0,
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

/** A month's days (yyyy-MM-dd) up to today. */
function monthSoFar(month: string, today: string) {
  const { from, to } = monthRange(month);
  return { from, to: to < today ? to : today };
}

/** One worker's overtime in a month as the register classifies it now (0 for a month not begun). */
export async function monthOvertimeOf(
  trx: Trx,
  companyId: number,
  userId: number,
  month: string,
  now: Date,
): Promise<number> {
  const period = monthSoFar(month, madridDate(now));
  if (period.to < period.from) return 0;
  const register = await buildRegister(
    trx,
    { companyId, reach: { kind: 'company', companyId }, employeeId: userId },
    period,
    now,
  );
  const employee = register.employees.find((e) => e.id === userId);
  return (employee?.days ?? []).reduce((sum, day) => sum + day.overtime_minutes, 0);
}

/** The month's settled minutes against its overtime now: what the page, the exports and the alert show. */
export function monthOverview(month: string, overtimeMinutes: number, rows: readonly SettlementRow[]): OvertimeMonth {
  const split = splitMonthOvertime(
    overtimeMinutes,
    rows.map((row) => ({ mode: row.mode, settledMinutes: row.settled_minutes ?? 0 })),
  );
  return {
    month,
    overtime_minutes: overtimeMinutes,
    paid_minutes: split.paidMinutes,
    compensated_minutes: split.compensatedMinutes,
    unsettled_minutes: split.unsettledMinutes,
    status: split.status,
    settlements: rows.map(toSettlement),
  };
}

/**
 * POST /api/employees/{id}/overtime-settlements: settles, paid or compensated, the month's overtime
 * not settled yet — the register's overtime now less what the month's earlier settlements settled —
 * and records those minutes in the new row (earlier rows stay as they are), audited.
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
    await lockWorkerSettlements(trx, reach.companyId, employeeId);
    const overtime = await monthOvertimeOf(trx, reach.companyId, employeeId, input.month, now);
    const earlier = await listMonthSettlements(trx, reach.companyId, employeeId, input.month);
    const remaining = monthOverview(input.month, overtime, earlier).unsettled_minutes;
    if (remaining <= 0) throw new AppError('BAD_REQUEST', OVERTIME_MESSAGES.nothingToSettle);
    const id = await insertSettlement(trx, reach.companyId, {
      userId: employeeId,
      month: input.month,
      mode: input.mode,
      settledMinutes: remaining,
      createdBy: actor.user.id,
    });
    await recordAudit(trx, reach.companyId, {
      actorUserId: actor.user.id,
      action: 'employee.overtime_settled',
      entity: 'employee',
      entityId: employeeId,
      details: { settlement_id: id, month: input.month, mode: input.mode, settled_minutes: remaining },
      ip: actor.ip,
    });
    const rows = await listMonthSettlements(trx, reach.companyId, employeeId, input.month);
    return toSettlement(rows.find((row) => row.id === id) as SettlementRow);
  });
}

/** Per employee and month (`${user}:${yyyy-MM}`), the settlements of a year, oldest first. */
export async function settlementsByMonth(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  year: number,
): Promise<Map<string, SettlementRow[]>> {
  const byMonth = new Map<string, SettlementRow[]>();
  for (const row of await listSettlements(trx, companyId, userIds, year)) {
    const key = `${row.user_id}:${row.month}`;
    byMonth.set(key, [...(byMonth.get(key) ?? []), row]);
  }
  return byMonth;
}

/** Per employee, the minutes each settlement of one month (yyyy-MM) settled, paid or compensated. */
export async function settledMinutesOfMonth(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  month: string,
): Promise<Map<number, SettledPart[]>> {
  const parts = new Map<number, SettledPart[]>();
  for (const row of await listSettlements(trx, companyId, userIds, Number(month.slice(0, 4)))) {
    if (row.month !== month) continue;
    parts.set(row.user_id, [
      ...(parts.get(row.user_id) ?? []),
      { mode: row.mode, settledMinutes: row.settled_minutes ?? 0 },
    ]);
  }
  return parts;
}

/**
 * Per employee, the minutes of each month (yyyy-MM) of a year its settlements compensated with
 * rest: they do not count towards the 80 h of art. 35.2 (capped at the month's overtime by the
 * counter); the paid and the unsettled minutes do.
 */
export async function compensatedMinutesOf(
  trx: Trx,
  companyId: number,
  userIds: readonly number[],
  year: number,
): Promise<Map<number, Map<string, number>>> {
  const minutes = new Map<number, Map<string, number>>();
  for (const row of await listSettlements(trx, companyId, userIds, year)) {
    if (row.mode !== 'compensated') continue;
    const months = minutes.get(row.user_id) ?? new Map<string, number>();
    months.set(row.month, (months.get(row.month) ?? 0) + (row.settled_minutes ?? 0));
    minutes.set(row.user_id, months);
  }
  return minutes;
}

/**
 * GET /api/reports/overtime: each employee's overtime per month of the year (as the register
 * classifies it), what its settlements settled, paid or compensated, and the remainder not settled,
 * and the yearly counter of art. 35.2 — only overtime compensated with rest stays out of it, so the
 * unsettled remainder counts. The year runs up to today when it is the current one.
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
    const settled = await settlementsByMonth(trx, reach.companyId, ids, query.year);
    const data = register.employees.map((employee) => {
      const perMonth = new Map<string, number>();
      for (const day of employee.days) {
        const month = day.date.slice(0, 7);
        perMonth.set(month, (perMonth.get(month) ?? 0) + day.overtime_minutes);
      }
      const months = [...perMonth].map(([month, minutes]) =>
        monthOverview(month, minutes, settled.get(`${employee.id}:${month}`) ?? []),
      );
      const counter = annualOvertime(
        query.year,
        months.map((month) => ({
          month: month.month,
          overtimeMinutes: month.overtime_minutes,
          // Capped by the counter at the month's overtime now: a settlement beyond it excludes nothing more.
          compensatedMinutes: month.compensated_minutes,
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
