import { CompiledQuery, type Selectable, sql } from 'kysely';
import type {
  ClockEventKind,
  ClockSource,
  CompanyConfigTable,
  StoredBreak,
  StoredCorrection,
  StoredLocation,
} from '../../db/schema';
import { type SqlArgument, sqlCall } from '../../db/sql-literal';
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
  /** Applied corrections, oldest first (ADR 006). */
  corrections: StoredCorrection[];
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
  'corrections',
] as const;

export interface ChainHead {
  last_event_id: string | null;
  last_hash: string | null;
  event_count: number;
}

/**
 * Serialises every append to one worker's chain: a transaction-scoped advisory lock on
 * (company_id, user_id), held until commit. It writes nothing (the head row is written once, with
 * the event); two simultaneous starts are decided one after the other. Every writer of
 * clock_events takes it, through this function or the statement below.
 */
export async function lockChainHead(trx: Trx, companyId: number, userId: number): Promise<ChainHead> {
  await sql.raw(lockChainStatement(companyId, userId)).execute(trx);
  const head = await trx
    .selectFrom('clock_chain_heads')
    .select([sql<string | null>`last_event_id::text`.as('last_event_id'), 'last_hash', 'event_count'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return head ?? { last_event_id: null, last_hash: null, event_count: 0 };
}

/** The lock as parameterless SQL text, so it can ride in a transaction's opening message. */
export function lockChainStatement(companyId: number, userId: number): string {
  if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(userId)) throw new Error('ids no válidos');
  return `select pg_advisory_xact_lock(${companyId}, ${userId})`;
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

/** Seals an event as the next link of the worker's chain (pure: hashing only, nothing written). */
export function sealClockEvent(
  head: { last_hash: string | null },
  id: string,
  event: NewClockEvent,
): SealedEvent & { hash: string; prev_hash: string | null } {
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
  return { ...sealed, prev_hash: head.last_hash, hash: chainHash(head.last_hash, sealed) };
}

export async function nextClockEventId(trx: Trx): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('clock_events', 'id'))::text as id`.execute(trx);
  return rows[0]?.id as string;
}

type SealedClockEvent = ReturnType<typeof sealClockEvent>;
type ProjectedWorkshift = Omit<WorkshiftRow, 'fecha'> & { fecha: string };

type ShiftWrite = { row: ProjectedWorkshift; isNew: boolean };

// clock_write's arguments in order, each with its SQL type (migration 006): the event, the chain
// head's new count, then the projected shift ('new', 'update' or none).
function clockWriteArguments(
  head: { event_count: number },
  event: SealedClockEvent,
  shift?: ShiftWrite,
): SqlArgument[] {
  const row = shift?.row;
  return [
    [event.company_id, 'integer'],
    [event.id, 'bigint'],
    [event.user_id, 'integer'],
    [event.workshift_id, 'bigint'],
    [event.kind, 'text'],
    [event.occurred_at, 'timestamptz'],
    [event.client_time, 'text'],
    [event.client_timezone, 'text'],
    [event.latitude, 'double precision'],
    [event.longitude, 'double precision'],
    [event.accuracy, 'double precision'],
    [event.source, 'text'],
    [event.actor_user_id, 'integer'],
    [event.session_id, 'integer'],
    [event.details, 'jsonb'],
    [event.prev_hash, 'text'],
    [event.hash, 'text'],
    [head.event_count + 1, 'integer'],
    [shift ? (shift.isNew ? 'new' : 'update') : null, 'text'],
    [row?.id ?? null, 'bigint'],
    [row?.fecha ?? null, 'date'],
    [row?.started_at ?? null, 'timestamptz'],
    [row?.ended_at ?? null, 'timestamptz'],
    [row?.status ?? null, 'text'],
    [row?.breaks ?? null, 'jsonb'],
    [row?.locations ?? null, 'jsonb'],
    [row?.observaciones ?? null, 'text'],
    [row?.last_event_id ?? null, 'bigint'],
  ];
}

/**
 * Writes a sealed event, moves the chain head past it and stores the projected shift (new or
 * changed) — clock_write, one round trip inside the caller's transaction, which holds the chain
 * lock. For the corrections and incidents; the clock action sends clockWriteStatement with COMMIT.
 */
export async function writeClockEvent(
  trx: Trx,
  head: { event_count: number },
  event: SealedClockEvent,
  shift?: ShiftWrite,
): Promise<void> {
  const args = clockWriteArguments(head, event, shift);
  const text = `select clock_write(${args.map(([, type], i) => `$${i + 1}::${type}`).join(', ')})`;
  // pg would send a JS array as a PostgreSQL array, not as JSON.
  const values = args.map(([value, type]) => (type === 'jsonb' && value !== null ? JSON.stringify(value) : value));
  await trx.executeQuery(CompiledQuery.raw(text, values));
}

/** The same write as SQL text with its values inlined, to ride in the COMMIT's message. */
export function clockWriteStatement(
  head: { event_count: number },
  event: SealedClockEvent,
  shift?: ShiftWrite,
): string {
  return `select ${sqlCall('clock_write', clockWriteArguments(head, event, shift))}`;
}

/** Appends one event to the worker's chain. The caller holds the head lock (lockChainHead). */
export async function appendClockEvent(
  trx: Trx,
  head: { last_hash: string | null; event_count: number },
  event: NewClockEvent,
): Promise<SealedClockEvent> {
  const sealed = sealClockEvent(head, await nextClockEventId(trx), event);
  await writeClockEvent(trx, head, sealed);
  return sealed;
}

export interface ClockContext {
  head: ChainHead;
  open: WorkshiftRow | undefined;
  config: ClockRules | undefined;
  /** Every break of the open shift's day (Madrid date), across that day's shifts, newest shift first. */
  breaksToday: StoredBreak[];
  nextEventId: string;
}

/**
 * The clock action's lock and read, as SQL text for the transaction's opening message: the
 * worker's chain lock, then (the committed truth once it is held) everything the rules read —
 * clock_context (migration 006): the chain head, the open shift, the company's rules, the breaks
 * of that day when a break start needs them, and the id the new event will take.
 */
export function clockOpeningStatement(companyId: number, userId: number, withBreaksOfDay: boolean): string {
  return `${lockChainStatement(companyId, userId)}; select * from clock_context(${companyId}, ${userId}, ${withBreaksOfDay})`;
}

export type ClockContextRow = Omit<WorkshiftRow, 'id'> &
  ClockRulesColumns & {
    id: string | null;
    next_event_id: string;
    has_config: boolean;
    head_last_event_id: string | null;
    head_last_hash: string | null;
    head_event_count: number | null;
    breaks_today: StoredBreak[] | null;
  };

export function toClockContext(row: ClockContextRow | undefined): ClockContext {
  if (!row) throw new Error('clock_context: sin fila');
  const {
    next_event_id,
    has_config,
    breaks_today,
    head_last_event_id,
    head_last_hash,
    head_event_count,
    cfg_break_included,
    cfg_forgotten_clockout_hours,
    cfg_max_breaks_per_day,
    cfg_min_break_interval,
    ...shift
  } = row;
  return {
    head: { last_event_id: head_last_event_id, last_hash: head_last_hash, event_count: head_event_count ?? 0 },
    open: shift.id === null ? undefined : (shift as WorkshiftRow),
    config: has_config
      ? {
          break_included: cfg_break_included,
          forgotten_clockout_hours: cfg_forgotten_clockout_hours,
          max_breaks_per_day: cfg_max_breaks_per_day,
          min_break_interval: cfg_min_break_interval,
        }
      : undefined,
    breaksToday: breaks_today ?? [],
    nextEventId: next_event_id,
  };
}

interface ClockRulesColumns {
  cfg_break_included: boolean;
  cfg_forgotten_clockout_hours: string;
  cfg_max_breaks_per_day: number;
  cfg_min_break_interval: number;
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
    .values({
      ...row,
      breaks: JSON.stringify(row.breaks),
      locations: JSON.stringify(row.locations),
      corrections: JSON.stringify(row.corrections),
    })
    .execute();
}

export function updateWorkshift(
  trx: Trx,
  companyId: number,
  id: string,
  values: Partial<
    Pick<
      WorkshiftRow,
      | 'fecha'
      | 'started_at'
      | 'ended_at'
      | 'status'
      | 'breaks'
      | 'locations'
      | 'observaciones'
      | 'last_event_id'
      | 'corrections'
    >
  >,
) {
  const { breaks, locations, corrections, ...rest } = values;
  return trx
    .updateTable('workshifts')
    .set({
      ...rest,
      ...(breaks ? { breaks: JSON.stringify(breaks) } : {}),
      ...(locations ? { locations: JSON.stringify(locations) } : {}),
      ...(corrections ? { corrections: JSON.stringify(corrections) } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

/**
 * The worker's latest shift: one index probe. It is the open one when there is one (a new shift can only start once the previous has
 * ended), so the caller decides "current" from it.
 */
export async function findLatestWorkshift(
  trx: Trx,
  companyId: number,
  userId: number,
): Promise<WorkshiftRow | undefined> {
  // The order names the table's columns: a bare "fecha" is the text output column, which no index
  // serves (a sort of the worker's whole history on every poll, found by `npm run bench`).
  // Plain SQL text rather than the query builder: this is the 3-second poll of every open card,
  // and building the query on each call was a visible share of its CPU in `npm run bench`.
  const { rows } = await trx.executeQuery(
    CompiledQuery.raw(LATEST_WORKSHIFT_SQL, [companyId, userId]) as CompiledQuery<WorkshiftRow>,
  );
  return rows[0];
}

const LATEST_WORKSHIFT_SQL = `select company_id, id, user_id, fecha::text as fecha, started_at, ended_at, status, breaks,
    locations, observaciones, last_event_id, corrections
  from workshifts
  where company_id = $1 and user_id = $2
  order by workshifts.fecha desc, workshifts.id desc
  limit 1`;

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
  // Qualified: a bare "fecha" would name the text output column and sort without the index.
  query = query.orderBy('workshifts.fecha', 'desc').orderBy('workshifts.id', 'desc');
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
export function isOnManagersTeam(alias: 'e' | 'w', managerId: number) {
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

export type CompanyConfigRow = Selectable<CompanyConfigTable>;
/** The rules a shift's view and a clock action read; what `to_jsonb(company_config)` gives too. */
export type ClockRules = Pick<
  CompanyConfigRow,
  'break_included' | 'forgotten_clockout_hours' | 'max_breaks_per_day' | 'min_break_interval'
>;

export function findCompanyConfig(trx: Trx, companyId: number): Promise<CompanyConfigRow | undefined> {
  return trx.selectFrom('company_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Names of users of the company (the people a shift's corrections name). */
export function findUserNames(trx: Trx, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
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
