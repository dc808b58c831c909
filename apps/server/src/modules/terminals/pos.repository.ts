import type { WorkshiftStatus } from '@jornada/shared/api/workshift';
import { sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReach } from '../../access/reach.repository';
import type { Trx } from '../../db/tenant';

/** What the kiosk reads besides the shifts themselves. */

export interface PosEmployeeRow {
  id: number;
  name: string;
  centre_id: number;
  centre_name: string;
  status: WorkshiftStatus | null;
  fecha: string | null;
  started_at: Date | null;
  ended_at: Date | null;
  has_kiosk_pin: boolean;
}

/**
 * The employees a terminal allows, by name, each with their latest shift (one index probe per
 * employee) and whether they have a personal PIN; only one work centre's when `centreId` is given.
 */
export function listPosEmployees(
  trx: Trx,
  reach: TenantReach,
  filter: { centreId?: number },
): Promise<PosEmployeeRow[]> {
  let query = trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('work_centres as c', (join) =>
      join.onRef('c.company_id', '=', 'e.company_id').onRef('c.id', '=', 'e.centre_id'),
    )
    .leftJoin('kiosk_pins as k', (join) =>
      join.onRef('k.company_id', '=', 'e.company_id').onRef('k.user_id', '=', 'e.user_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('workshifts as w')
          .select(['w.status', sql<string>`w.fecha::text`.as('fecha'), 'w.started_at', 'w.ended_at'])
          .whereRef('w.company_id', '=', 'e.company_id')
          .whereRef('w.user_id', '=', 'e.user_id')
          .orderBy('w.fecha', 'desc')
          .orderBy('w.id', 'desc')
          .limit(1)
          .as('w'),
      (join) => join.onTrue(),
    )
    .select([
      'u.id',
      'u.name',
      'e.centre_id',
      'c.name as centre_name',
      'w.status',
      'w.fecha',
      'w.started_at',
      'w.ended_at',
      sql<boolean>`k.user_id is not null`.as('has_kiosk_pin'),
    ])
    .where('e.company_id', '=', reach.companyId)
    .where(employeeInReach(reach, 'e.user_id'));
  if (filter.centreId !== undefined) query = query.where('e.centre_id', '=', filter.centreId);
  return query.orderBy('u.name').orderBy('u.id').execute() as Promise<PosEmployeeRow[]>;
}

/** The worker's name and email, for the admins' incident email. */
export function findEmployeeContact(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('users')
    .select(['name', 'email'])
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
