import {
  CONTRACT_DATE_BOUNDS,
  CONTRACT_MESSAGES,
  type CreateContractRequest,
  type EmployeeContract,
  type ListContractsResponse,
  type OwnWorkMode,
} from '@jornada/shared/api/contracts';
import type { SessionUser } from '@jornada/shared/api/session';
import { contractInForce, partTimePercent, usualStartMode } from '@jornada/shared/domain/employee-contract';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { companyOf } from '../../access/company-of';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { withReadReach } from '../../access/tenant-access';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import {
  type ContractPeriodRow,
  findFullTimeWeeklyHours,
  findStartWorkMode,
  insertContractPeriod,
  listContractPeriods,
} from './contracts.repository';

export interface ContractActor {
  user: SessionUser;
  ip: string | null;
}

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function terms(weeklyMinutes: number, fullTimeMinutes: number) {
  return {
    weekly_minutes: weeklyMinutes,
    weekly_hours: hoursOf(weeklyMinutes),
    is_part_time: weeklyMinutes < fullTimeMinutes,
    part_time_percent: partTimePercent(weeklyMinutes, fullTimeMinutes),
  };
}

/** Rows newest first: a row is superseded when a later-recorded one starts the same day. */
function toContracts(rows: ContractPeriodRow[], fullTimeMinutes: number): EmployeeContract[] {
  return rows.map((row) => ({
    id: row.id,
    employee_id: row.user_id,
    effective_from: row.effective_from,
    ...terms(row.weekly_minutes, fullTimeMinutes),
    work_mode: row.work_mode,
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    created_at: new Date(row.created_at).toISOString(),
    is_superseded: rows.some((other) => other.effective_from === row.effective_from && other.id > row.id),
  }));
}

/** GET /api/employees/{id}/contracts: within the actor's reach (a manager: their team), else 404. */
export function listContracts(
  db: Db,
  user: SessionUser,
  employeeId: number,
  now = new Date(),
  access: { companyId?: number; ip?: string | null } = {},
) {
  const target = {
    companyId: access.companyId,
    notFoundMessage: CONTRACT_MESSAGES.notFound,
    read: { what: 'contracts', details: { employee_id: employeeId }, ip: access.ip ?? null },
  };
  return withReadReach(db, user, 'read:employee', target, async (trx, reach): Promise<ListContractsResponse> => {
    const companyId = reach.companyId;
    await assertEmployeeInReach(trx, reach, employeeId, CONTRACT_MESSAGES.notFound);
    const fullTimeHours = await findFullTimeWeeklyHours(trx, companyId);
    const fullTimeMinutes = Math.round(fullTimeHours * 60);
    const rows = await listContractPeriods(trx, companyId, employeeId);
    const current = contractInForce(rows, madridDate(now), fullTimeMinutes);
    return {
      full_time_weekly_hours: fullTimeHours,
      current: {
        ...terms(current.weekly_minutes, fullTimeMinutes),
        work_mode: current.work_mode,
        effective_from: current.effective_from,
        period_id: current.period_id,
      },
      data: toContracts(rows, fullTimeMinutes),
    };
  });
}

/** GET /api/workshift/work-mode: the actor's own usual mode today, as a start without work_mode records it. */
export function getOwnWorkMode(db: Db, user: SessionUser, now = new Date()): Promise<OwnWorkMode> {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    const found = await findStartWorkMode(trx, companyId, user.id, madridDate(now));
    return { allows_remote_work: found.allowsRemoteWork, usual_work_mode: usualStartMode(found) };
  });
}

/** A period starts within the register's four years back and at most a year ahead (ADR 010). */
function checkEffectiveFrom(effectiveFrom: string, today: string) {
  const earliest = `${Number(today.slice(0, 4)) - CONTRACT_DATE_BOUNDS.yearsBack}${today.slice(4)}`;
  if (effectiveFrom < earliest) throw new AppError('BAD_REQUEST', CONTRACT_MESSAGES.tooFarPast);
  if (effectiveFrom > addDays(today, CONTRACT_DATE_BOUNDS.daysAhead)) {
    throw new AppError('BAD_REQUEST', CONTRACT_MESSAGES.tooFarFuture);
  }
}

/**
 * POST /api/employees/{id}/contracts: appends a period (never edits one; of two from the same day
 * the later applies), audited. The week may not exceed the company's full-time week.
 */
export function addContract(
  db: Db,
  actor: ContractActor,
  employeeId: number,
  input: CreateContractRequest,
  now = new Date(),
): Promise<EmployeeContract> {
  const reach = tenantReachFor(actor.user, 'manage:employee-contract');
  const companyId = reach.companyId;
  checkEffectiveFrom(input.effective_from, madridDate(now));
  return withTenant(db, companyId, async (trx) => {
    await assertEmployeeInReach(trx, reach, employeeId, CONTRACT_MESSAGES.notFound);
    const fullTimeHours = await findFullTimeWeeklyHours(trx, companyId);
    const fullTimeMinutes = Math.round(fullTimeHours * 60);
    const weeklyMinutes = Math.round(input.weekly_hours * 60);
    if (weeklyMinutes > fullTimeMinutes) {
      throw new AppError('BAD_REQUEST', CONTRACT_MESSAGES.aboveFullTime(fullTimeHours));
    }
    const before = await listContractPeriods(trx, companyId, employeeId);
    const id = await insertContractPeriod(trx, companyId, {
      userId: employeeId,
      effectiveFrom: input.effective_from,
      weeklyMinutes,
      workMode: input.work_mode,
      createdBy: actor.user.id,
    });
    const replaced = before.find((row) => row.effective_from === input.effective_from);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.contract_added',
      entity: 'employee',
      entityId: employeeId,
      details: {
        contract_id: id,
        effective_from: input.effective_from,
        weekly_minutes: weeklyMinutes,
        part_time_percent: partTimePercent(weeklyMinutes, fullTimeMinutes),
        work_mode: input.work_mode,
        ...(replaced ? { replaces_contract_id: replaced.id } : {}),
      },
      ip: actor.ip,
    });
    const [created] = toContracts(await listContractPeriods(trx, companyId, employeeId), fullTimeMinutes).filter(
      (contract) => contract.id === id,
    );
    return created as EmployeeContract;
  });
}
