import type { listAdminCompanyEmployeesResponse } from '@jornada/shared/api/admin';
import type { z } from 'zod';
import type { StatusTone } from '../../../lib/status-tones';

type EmployeeRole = z.infer<typeof listAdminCompanyEmployeesResponse>['data'][number]['role'];

/** A company's people as its own pages name their roles. */
export const companyEmployeeRoleLabels: Record<EmployeeRole, string> = {
  company: 'Administrador',
  manager: 'Manager',
  worker: 'Trabajador',
};

/** An account: inactive (deactivated) wins; an active one that never set its password is pending. */
export function accountStatusLabel(account: { active: boolean; activated?: boolean }): string {
  if (!account.active) return 'Inactivo';
  return account.activated === false ? 'Pendiente de activar' : 'Activo';
}

/** Its colour: active green, waiting for activation amber, inactive grey. */
export function accountStatusTone(account: { active: boolean; activated?: boolean }): StatusTone {
  if (!account.active) return 'neutral';
  return account.activated === false ? 'warning' : 'success';
}

/**
 * A warning before moving a company to a plan that does not fit its people: it keeps them, but it
 * cannot add anyone until it is under the new limit. null when the plan fits.
 */
export function planLimitWarning(activeUsers: number, plan: { name: string; user_limit: number } | undefined) {
  if (!plan || activeUsers <= plan.user_limit) return null;
  return `La empresa tiene ${activeUsers} usuarios activos, más de los ${plan.user_limit} del plan ${plan.name}: los conserva, pero no podrá dar de alta a nadie hasta bajar de ese número.`;
}
