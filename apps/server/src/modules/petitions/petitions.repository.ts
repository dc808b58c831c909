import type { PetitionKind, PetitionStatus, PetitionView } from '@jornada/shared/api/petitions';
import type { Role } from '@jornada/shared/roles';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Trx } from '../../db/tenant';

/**
 * Every query runs inside withTenant (RLS on petitions, employees, employee_managers) and still
 * filters by company_id. users (global) is only reached through the company's rows.
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

/** The workers assigned to a manager. */
export async function listTeamIds(trx: Trx, companyId: number, managerId: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('employee_managers')
    .select('employee_id')
    .where('company_id', '=', companyId)
    .where('manager_id', '=', managerId)
    .execute();
  return new Set(rows.map((r) => r.employee_id));
}

/** Serialises one employee's new petitions (overlap and balance checks see each other's rows). */
export async function lockEmployeeRow(trx: Trx, companyId: number, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('employees')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

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

/** Who asks, for the reach filters below. */
export interface Reader {
  id: number;
  role: Role;
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
 * Which petitions a reader reaches: a company admin every one of the company; anyone else those
 * they filed, those that are theirs and those assigned to them; a manager also their team's.
 */
function reachOf(reader: Reader): Expression<SqlBool> | null {
  if (reader.role === 'company') return null;
  const own = sql<SqlBool>`(p.requester_id = ${reader.id} or p.employee_id = ${reader.id} or ${assignedTo(reader.id)})`;
  if (reader.role !== 'manager') return own;
  return sql<SqlBool>`(${own} or exists (select 1 from employee_managers m
    where m.company_id = p.company_id and m.employee_id = p.employee_id and m.manager_id = ${reader.id}))`;
}

export async function findPetition(
  trx: Trx,
  companyId: number,
  id: string,
  reader: Reader,
  options: { forUpdate?: boolean } = {},
): Promise<PetitionRow | undefined> {
  let query = petitionsQuery(trx, companyId).where('p.id', '=', id);
  const reach = reachOf(reader);
  if (reach) query = query.where(reach);
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
  let query = petitionsQuery(trx, companyId);
  const reach = reachOf(reader);
  if (reach) query = query.where(reach);
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

export async function hasPendingCorrection(trx: Trx, companyId: number, workshiftId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('petitions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('workshift_id', '=', workshiftId)
    .where('table_name', '=', 'wscorrections')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The shift (projection row) by id, with its owner. */
export function findWorkshiftById(trx: Trx, companyId: number, id: string) {
  return trx
    .selectFrom('workshifts')
    .select([
      'company_id',
      sql<string>`id::text`.as('id'),
      'user_id',
      sql<string>`fecha::text`.as('fecha'),
      'started_at',
      'ended_at',
      'status',
      'breaks',
      'locations',
      'observaciones',
      sql<string>`last_event_id::text`.as('last_event_id'),
      'corrections',
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Other shifts of the worker that overlap [from, to) (an open one reaches until `now`). */
export async function findOverlappingShift(
  trx: Trx,
  companyId: number,
  userId: number,
  exceptId: string,
  from: Date,
  to: Date,
  now: Date,
) {
  return trx
    .selectFrom('workshifts')
    .select([sql<string>`id::text`.as('id'), sql<string>`fecha::text`.as('fecha'), 'started_at'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId)
    .where('started_at', '<', to)
    .where(sql<SqlBool>`coalesce(ended_at, ${now}) > ${from}`)
    .orderBy('started_at')
    .executeTakeFirst();
}

/** The shift's events in chain order: its start and everything recorded against it. */
export function listShiftEvents(trx: Trx, companyId: number, userId: number, shiftId: string) {
  return trx
    .selectFrom('clock_events')
    .select([sql<string>`id::text`.as('id'), 'kind', 'details'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', shiftId), eb('workshift_id', '=', shiftId)]))
    .orderBy(sql`clock_events.id`)
    .execute();
}
