import type { SessionUser } from '@jornada/shared/api/session';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { VACATION_ERRORS, type VacationActor } from './vacation-errors';
import {
  findAllowanceOf,
  findCompanyAllowance,
  listEmployeeAllowances,
  updateEmployeeAllowance as updateEmployeeAllowanceRow,
  upsertCompanyAllowance,
} from './vacations.repository';

/** The company's yearly allowance and each active employee's own, with the one that applies. */
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
