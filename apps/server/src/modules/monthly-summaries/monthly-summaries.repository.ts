import type { Role } from '@jornada/shared/roles';
import { sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/** Every query runs inside withTenant (RLS on monthly_summaries and employees) and still filters by company_id. */

export interface SummaryRecipient {
  id: number;
  name: string;
  email: string;
  role: Role;
  notify_monthly_summary: boolean;
}

/**
 * Who is owed the month's summary and has not had it: active people of the company in `roles` (the
 * ones who clock) who were employees by the month's end — created before `monthEnd` (an instant), or
 * with a contract period or a shift by its `lastDay` (imported or back-dated staff).
 */
export function listPendingRecipients(
  trx: Trx,
  companyId: number,
  filter: { month: string; roles: readonly Role[]; monthEnd: Date; lastDay: string },
): Promise<SummaryRecipient[]> {
  if (filter.roles.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('monthly_summaries as s', (join) =>
      join
        .onRef('s.company_id', '=', 'e.company_id')
        .onRef('s.user_id', '=', 'e.user_id')
        .on('s.month', '=', filter.month),
    )
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'e.notify_monthly_summary'])
    .where('e.company_id', '=', companyId)
    .where('u.company_id', '=', companyId)
    .where('u.role', 'in', [...filter.roles])
    .where('u.is_active', '=', true)
    .where('e.deactivated_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('e.created_at', '<', filter.monthEnd),
        eb.exists(
          eb
            .selectFrom('employee_contracts as c')
            .select(sql`1`.as('one'))
            .whereRef('c.company_id', '=', 'e.company_id')
            .whereRef('c.user_id', '=', 'e.user_id')
            .where('c.effective_from', '<=', filter.lastDay),
        ),
        eb.exists(
          eb
            .selectFrom('workshifts as w')
            .select(sql`1`.as('one'))
            .whereRef('w.company_id', '=', 'e.company_id')
            .whereRef('w.user_id', '=', 'e.user_id')
            .where('w.fecha', '<=', filter.lastDay),
        ),
      ]),
    )
    .where('s.id', 'is', null)
    .orderBy('u.id')
    .execute();
}

export interface NewMonthlySummary {
  userId: number;
  month: string;
  sentAt: Date;
  emailed: boolean;
  digestDay: string | null;
  digestRoot: string | null;
}

/** Whether it was written: a summary already handed over for that month is left as it is (unique key). */
export async function insertMonthlySummary(trx: Trx, companyId: number, row: NewMonthlySummary): Promise<boolean> {
  const rows = await trx
    .insertInto('monthly_summaries')
    .values({
      company_id: companyId,
      user_id: row.userId,
      month: row.month,
      sent_at: row.sentAt,
      emailed: row.emailed,
      digest_day: row.digestDay,
      digest_root: row.digestRoot,
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'user_id', 'month']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

const summaryColumns = ['month', 'sent_at', 'acknowledged_at'] as const;

export function listOwnMonthlySummaries(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('monthly_summaries')
    .select(summaryColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('month', 'desc')
    .execute();
}

export function findOwnMonthlySummary(trx: Trx, companyId: number, userId: number, month: string) {
  return trx
    .selectFrom('monthly_summaries')
    .select([...summaryColumns, sql<string>`id::text`.as('id')])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
}

/** Sets the acknowledgement only while there is none: the first one stands (the trigger refuses a second). */
export async function acknowledgeMonthlySummary(
  trx: Trx,
  companyId: number,
  userId: number,
  month: string,
  ack: { at: Date; ip: string | null; userAgent: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('monthly_summaries')
    .set({ acknowledged_at: ack.at, acknowledged_ip: ack.ip, acknowledged_user_agent: ack.userAgent })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
