import type { Role } from '@jornada/shared/roles';
import type { Trx } from '../../db/tenant';

/**
 * The company's people with the notices they asked for: who files, who is filed for, who decides. Inside
 * withTenant and still filtered by company_id; users (global) is only reached through the company's employees.
 */

export interface Person {
  id: number;
  name: string;
  email: string;
  role: Role;
  notify_new_petition: boolean;
  notify_decision: boolean;
  notify_forgotten_clockout: boolean;
}

function peopleQuery(trx: Trx, companyId: number) {
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'e.notify_new_petition',
      'e.notify_decision',
      'e.notify_forgotten_clockout',
    ])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId);
}

/** An active employee of the company (any role). */
export function findActivePerson(trx: Trx, companyId: number, userId: number): Promise<Person | undefined> {
  return peopleQuery(trx, companyId)
    .where('e.user_id', '=', userId)
    .where('e.deactivated_at', 'is', null)
    .where('u.is_active', '=', true)
    .executeTakeFirst() as Promise<Person | undefined>;
}

export function findPeople(trx: Trx, companyId: number, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return peopleQuery(trx, companyId).where('e.user_id', 'in', ids).execute() as Promise<Person[]>;
}

/** The employee's active managers (SPEC: only workers have them), in assignment order. */
export function listActiveManagersOf(trx: Trx, companyId: number, employeeId: number): Promise<Person[]> {
  return peopleQuery(trx, companyId)
    .innerJoin('employee_managers as l', (join) =>
      join.onRef('l.company_id', '=', 'e.company_id').onRef('l.manager_id', '=', 'e.user_id'),
    )
    .where('l.employee_id', '=', employeeId)
    .where('u.role', '=', 'manager')
    .where('u.is_active', '=', true)
    .where('e.deactivated_at', 'is', null)
    .orderBy('l.created_at')
    .orderBy('u.id')
    .execute() as Promise<Person[]>;
}

/** The company's active administrators (role company). */
export function listActiveAdmins(trx: Trx, companyId: number): Promise<Person[]> {
  return peopleQuery(trx, companyId)
    .where('u.role', '=', 'company')
    .where('u.is_active', '=', true)
    .where('e.deactivated_at', 'is', null)
    .orderBy('u.id')
    .execute() as Promise<Person[]>;
}
