import { canHaveManagers, type Role } from '@jornada/shared/roles';
import type { Trx } from '../../db/tenant';
import { findActivePerson, findPeople, listActiveAdmins, listActiveManagersOf, type Person } from './people.repository';

export type { Person };

/** Who decides a petition of `person`: their managers (workers), else the company admins; never them. */
export async function approversFor(trx: Trx, companyId: number, person: { id: number; role: Role }) {
  if (canHaveManagers(person.role)) {
    const managers = (await listActiveManagersOf(trx, companyId, person.id)).filter((m) => m.id !== person.id);
    if (managers.length > 0) return managers;
  }
  return (await listActiveAdmins(trx, companyId)).filter((a) => a.id !== person.id);
}

/** An active employee of the company (any role), with the notices they asked for; undefined once they have left. */
export function findActiveMember(trx: Trx, companyId: number, userId: number): Promise<Person | undefined> {
  return findActivePerson(trx, companyId, userId);
}

/** These employees of the company (active or not), with the notices they asked for. */
export function findMembers(trx: Trx, companyId: number, ids: number[]): Promise<Person[]> {
  return findPeople(trx, companyId, ids);
}
