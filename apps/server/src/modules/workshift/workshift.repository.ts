import { sql } from 'kysely';
import type { ClockEventKind, ClockSource, StoredBreak, StoredLocation } from '../../db/schema';
import type { Trx } from '../../db/tenant';
import { chainHash, type SealedEvent } from './record-chain';

export interface WorkshiftRow {
  company_id: number;
  id: string;
  user_id: number;
  fecha: string;
  started_at: Date;
  ended_at: Date | null;
  status: 'in_progress' | 'on_break' | 'completed';
  breaks: StoredBreak[];
  locations: StoredLocation[];
  observaciones: string | null;
  last_event_id: string;
}

const workshiftColumns = [
  'company_id',
  'id',
  'user_id',
  sql<string>`fecha::text`.as('fecha'),
  'started_at',
  'ended_at',
  'status',
  'breaks',
  'locations',
  'observaciones',
  'last_event_id',
] as const;

/**
 * Locks the worker's chain head (creating it on first use). Every action of one worker runs behind
 * this lock, so two simultaneous starts are decided one after the other.
 */
export function lockChainHead(trx: Trx, companyId: number, userId: number) {
  // One statement: the no-op DO UPDATE takes the row lock, and RETURNING gives the head.
  return trx
    .insertInto('clock_chain_heads')
    .values({ company_id: companyId, user_id: userId })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'user_id'])
        .doUpdateSet((eb) => ({ event_count: eb.ref('clock_chain_heads.event_count') })),
    )
    .returning(['last_event_id', 'last_hash', 'event_count'])
    .executeTakeFirstOrThrow();
}

export interface NewClockEvent {
  companyId: number;
  userId: number;
  workshiftId: string | null;
  kind: ClockEventKind;
  occurredAt: Date;
  clientTime: string | null;
  clientTimezone: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  source: ClockSource;
  actorUserId: number;
  sessionId: number | null;
  details: Record<string, unknown>;
}

/** Appends one event to the worker's chain. The caller holds the head lock (lockChainHead). */
export async function appendClockEvent(
  trx: Trx,
  head: { last_hash: string | null; event_count: number },
  event: NewClockEvent,
): Promise<SealedEvent & { hash: string }> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('clock_events', 'id'))::text as id`.execute(trx);
  const id = rows[0]?.id as string;
  const sealed: SealedEvent = {
    company_id: event.companyId,
    id,
    user_id: event.userId,
    workshift_id: event.workshiftId,
    kind: event.kind,
    occurred_at: event.occurredAt,
    client_time: event.clientTime,
    client_timezone: event.clientTimezone,
    latitude: event.latitude,
    longitude: event.longitude,
    accuracy: event.accuracy,
    source: event.source,
    actor_user_id: event.actorUserId,
    session_id: event.sessionId,
    details: event.details,
  };
  const hash = chainHash(head.last_hash, sealed);
  await trx
    .insertInto('clock_events')
    .values({ ...sealed, details: JSON.stringify(sealed.details), prev_hash: head.last_hash, hash })
    .execute();
  await trx
    .updateTable('clock_chain_heads')
    .set({ last_event_id: id, last_hash: hash, event_count: head.event_count + 1 })
    .where('company_id', '=', event.companyId)
    .where('user_id', '=', event.userId)
    .execute();
  return { ...sealed, hash };
}

export function findOpenWorkshift(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'completed')
    .executeTakeFirst() as Promise<WorkshiftRow | undefined>;
}

export function insertWorkshift(trx: Trx, row: Omit<WorkshiftRow, 'fecha'> & { fecha: string }) {
  return trx
    .insertInto('workshifts')
    .values({ ...row, breaks: JSON.stringify(row.breaks), locations: JSON.stringify(row.locations) })
    .execute();
}

export function updateWorkshift(
  trx: Trx,
  companyId: number,
  id: string,
  values: Partial<
    Pick<WorkshiftRow, 'ended_at' | 'status' | 'breaks' | 'locations' | 'observaciones' | 'last_event_id'>
  >,
) {
  const { breaks, locations, ...rest } = values;
  return trx
    .updateTable('workshifts')
    .set({
      ...rest,
      ...(breaks ? { breaks: JSON.stringify(breaks) } : {}),
      ...(locations ? { locations: JSON.stringify(locations) } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * The worker's latest shift: one index probe. It is the open one when there is one (a new shift
 * can only start once the previous has ended), so the caller decides "current" from it.
 */
export function findLatestWorkshift(trx: Trx, companyId: number, userId: number) {
  return trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('fecha', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<WorkshiftRow | undefined>;
}

export function listWorkshifts(
  trx: Trx,
  companyId: number,
  userId: number,
  range: { from?: string; to?: string; limit?: number; offset?: number },
) {
  let query = trx
    .selectFrom('workshifts')
    .select(workshiftColumns)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId);
  if (range.from) query = query.where('fecha', '>=', sql<string>`${range.from}::date`);
  if (range.to) query = query.where('fecha', '<=', sql<string>`${range.to}::date`);
  query = query.orderBy('fecha', 'desc').orderBy('id', 'desc');
  if (range.limit !== undefined) query = query.limit(range.limit).offset(range.offset ?? 0);
  return query.execute() as Promise<WorkshiftRow[]>;
}

export async function countWorkshifts(
  trx: Trx,
  companyId: number,
  userId: number,
  range: { from?: string; to?: string },
) {
  let query = trx
    .selectFrom('workshifts')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId);
  if (range.from) query = query.where('fecha', '>=', sql<string>`${range.from}::date`);
  if (range.to) query = query.where('fecha', '<=', sql<string>`${range.to}::date`);
  const row = await query.executeTakeFirstOrThrow();
  return row.total;
}

export async function findChainCursor(trx: Trx, companyId: number, userId: number): Promise<string> {
  const row = await trx
    .selectFrom('clock_chain_heads')
    .select('last_event_id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_event_id ?? '0';
}

/** The row's employee (`alias`.user_id) is assigned to `managerId` in the same company. */
function isOnManagersTeam(alias: 'e' | 'w', managerId: number) {
  return sql<boolean>`exists (select 1 from employee_managers m where m.company_id = ${sql.ref(`${alias}.company_id`)} and m.employee_id = ${sql.ref(`${alias}.user_id`)} and m.manager_id = ${managerId})`;
}

/** Whether `employeeId` is an employee of the company the actor may see (manager: assigned to them). */
export async function isVisibleEmployee(
  trx: Trx,
  companyId: number,
  employeeId: number,
  managerId: number | null,
): Promise<boolean> {
  let query = trx
    .selectFrom('employees as e')
    .select('e.user_id')
    .where('e.company_id', '=', companyId)
    .where('e.user_id', '=', employeeId);
  if (managerId !== null) query = query.where(isOnManagersTeam('e', managerId));
  return (await query.executeTakeFirst()) !== undefined;
}

export function findCompanyConfig(trx: Trx, companyId: number) {
  return trx.selectFrom('company_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export function listCompanyAdmins(trx: Trx, companyId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('company_id', '=', companyId)
    .where('role', '=', 'company')
    .where('is_active', '=', true)
    .execute();
}

export function listChainEvents(trx: Trx, companyId: number) {
  return trx
    .selectFrom('clock_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}

export function listChainHeads(trx: Trx, companyId: number) {
  return trx.selectFrom('clock_chain_heads').selectAll().where('company_id', '=', companyId).execute();
}

/** Open shifts that started before `startedBefore`; for a manager, only their team's. */
export function listOpenWorkshiftsBefore(trx: Trx, companyId: number, startedBefore: Date, managerId: number | null) {
  let query = trx
    .selectFrom('workshifts as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.id', 'w.user_id', 'u.name as user_name', sql<string>`w.fecha::text`.as('fecha'), 'w.started_at'])
    .where('w.company_id', '=', companyId)
    .where('w.status', '<>', 'completed')
    .where('w.started_at', '<', startedBefore);
  if (managerId !== null) query = query.where(isOnManagersTeam('w', managerId));
  return query.orderBy('w.started_at').execute();
}
