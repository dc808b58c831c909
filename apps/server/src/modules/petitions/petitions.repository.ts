import type { PetitionKind, PetitionStatus, PetitionView } from '@jornada/shared/api/petitions';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { TenantReach } from '../../access/reach';
import { employeeInReach } from '../../access/reach.repository';
import type { Trx } from '../../db/tenant';

/**
 * Every query runs inside withTenant (RLS on petitions, employees, employee_managers) and still
 * filters by company_id. users (global) is only reached through the company's rows.
 */

// The notifications module finds a shift's worker through here.

export interface NewPetition {
  companyId: number;
  kind: PetitionKind;
  requesterId: number;
  employeeId: number;
  assignedTo: number[];
  payload: Record<string, unknown>;
  workshiftId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

export async function insertPetition(trx: Trx, petition: NewPetition): Promise<string> {
  const row = await trx
    .insertInto('petitions')
    .values({
      company_id: petition.companyId,
      table_name: petition.kind,
      requester_id: petition.requesterId,
      employee_id: petition.employeeId,
      assigned_to: `{${petition.assignedTo.map((id) => Math.trunc(id)).join(',')}}`,
      payload: JSON.stringify(petition.payload),
      workshift_id: petition.workshiftId ?? null,
      start_date: petition.startDate ?? null,
      end_date: petition.endDate ?? null,
    })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PetitionRow {
  id: string;
  table_name: PetitionKind;
  status: PetitionStatus;
  requester_id: number;
  requester_name: string;
  employee_id: number;
  employee_name: string;
  assigned_to: number[];
  payload: Record<string, unknown>;
  workshift_id: string | null;
  start_date: string | null;
  end_date: string | null;
  created_at: Date;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_comment: string | null;
  cancelled_at: Date | null;
}

/** Who asks, with their `read:petition` reach, for the visibility filter below. */
export interface Reader {
  id: number;
  reach: TenantReach;
}

function petitionsQuery(trx: Trx, companyId: number) {
  return trx
    .selectFrom('petitions as p')
    .innerJoin('users as r', 'r.id', 'p.requester_id')
    .innerJoin('users as w', 'w.id', 'p.employee_id')
    .leftJoin('users as d', 'd.id', 'p.decided_by')
    .select([
      sql<string>`p.id::text`.as('id'),
      'p.table_name',
      'p.status',
      'p.requester_id',
      'r.name as requester_name',
      'p.employee_id',
      'w.name as employee_name',
      sql<number[]>`to_json(p.assigned_to)`.as('assigned_to'),
      'p.payload',
      sql<string | null>`p.workshift_id::text`.as('workshift_id'),
      sql<string | null>`p.start_date::text`.as('start_date'),
      sql<string | null>`p.end_date::text`.as('end_date'),
      'p.created_at',
      'p.decided_by',
      'd.name as decided_by_name',
      'p.decided_at',
      'p.decision_comment',
      'p.cancelled_at',
    ])
    .where('p.company_id', '=', companyId);
}

const assignedTo = (userId: number) => sql<SqlBool>`p.assigned_to @> array[${userId}]::integer[]`;

/**
 * A petitions rule, whatever the reach: whoever filed a petition, the employee it is about and
 * whoever is asked to decide it are involved in it.
 */
const involves = (userId: number) =>
  sql<SqlBool>`(p.requester_id = ${userId} or p.employee_id = ${userId} or ${assignedTo(userId)})`;

/** Which petitions a reader sees: those they are involved in, and those of the employees in their reach. */
function visibleTo(reader: Reader): Expression<SqlBool> {
  return sql<SqlBool>`(${involves(reader.id)} or ${employeeInReach(reader.reach, 'p.employee_id')})`;
}

export async function findPetition(
  trx: Trx,
  companyId: number,
  id: string,
  reader: Reader,
  options: { forUpdate?: boolean } = {},
): Promise<PetitionRow | undefined> {
  let query = petitionsQuery(trx, companyId).where('p.id', '=', id).where(visibleTo(reader));
  if (options.forUpdate) query = query.forUpdate('p');
  return (await query.executeTakeFirst()) as PetitionRow | undefined;
}

export interface PetitionFilter {
  view: PetitionView;
  status?: PetitionStatus;
  kind?: PetitionKind;
  limit: number;
  offset: number;
}

function filtered(trx: Trx, companyId: number, reader: Reader, filter: Omit<PetitionFilter, 'limit' | 'offset'>) {
  let query = petitionsQuery(trx, companyId).where(visibleTo(reader));
  if (filter.view === 'inbox') query = query.where(assignedTo(reader.id)).where('p.requester_id', '<>', reader.id);
  if (filter.view === 'outbox') query = query.where('p.requester_id', '=', reader.id);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.kind) query = query.where('p.table_name', '=', filter.kind);
  return query;
}

export async function listPetitionRows(trx: Trx, companyId: number, reader: Reader, filter: PetitionFilter) {
  const rows = await filtered(trx, companyId, reader, filter)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return rows as PetitionRow[];
}

export async function countPetitionRows(
  trx: Trx,
  companyId: number,
  reader: Reader,
  filter: Omit<PetitionFilter, 'limit' | 'offset'>,
) {
  const row = await filtered(trx, companyId, reader, filter)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** SPEC §6: pending tickets, vacations and corrections assigned to the user and not filed by them. */
export async function countPendingAssigned(trx: Trx, companyId: number, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('petitions as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('p.company_id', '=', companyId)
    .where('p.table_name', 'in', ['tickets', 'vacations', 'wscorrections'])
    .where('p.status', '=', 'pending')
    .where(assignedTo(userId))
    .where('p.requester_id', '<>', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function decidePetitionRow(
  trx: Trx,
  companyId: number,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; comment: string | null },
) {
  await trx
    .updateTable('petitions')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: sql<Date>`now()`,
      decision_comment: decision.comment,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Only status and cancelled_at change: the decision stays on record (migration 008's trigger checks it). */
export async function cancelPetitionRow(trx: Trx, companyId: number, id: string, from: 'pending' | 'approved') {
  await trx
    .updateTable('petitions')
    .set({ status: 'cancelled', cancelled_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}
