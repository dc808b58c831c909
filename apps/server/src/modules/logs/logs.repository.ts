import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../../db/tenant';

export interface LogFilters {
  companyId: number;
  /** audit_log: who acted; clock_events: whose record it is (the same person for every source today). */
  personId?: number;
  /** Which source(s) to read: an action filter names one of them. */
  sources: { audit: boolean; clock: boolean };
  /** audit_log.action, or the clock_events kind (without 'workshift.'). */
  auditAction?: string;
  clockKind?: string;
  /** Half-open instant range [from, to). */
  from?: Date;
  to?: Date;
}

export interface LogRow {
  source: 'audit' | 'clock';
  id: string;
  action: string;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  entity: string | null;
  entity_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  created_at: Date;
}

const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` and `);

function auditWhere(f: LogFilters) {
  const conditions = [sql`a.company_id = ${f.companyId}`];
  if (f.personId !== undefined) conditions.push(sql`a.actor_user_id = ${f.personId}`);
  if (f.auditAction !== undefined) conditions.push(sql`a.action = ${f.auditAction}`);
  if (f.from) conditions.push(sql`a.created_at >= ${f.from}`);
  if (f.to) conditions.push(sql`a.created_at < ${f.to}`);
  return and(conditions);
}

function clockWhere(f: LogFilters) {
  const conditions = [sql`ce.company_id = ${f.companyId}`];
  if (f.personId !== undefined) conditions.push(sql`ce.user_id = ${f.personId}`);
  if (f.clockKind !== undefined) conditions.push(sql`ce.kind = ${f.clockKind}`);
  if (f.from) conditions.push(sql`ce.occurred_at >= ${f.from}`);
  if (f.to) conditions.push(sql`ce.occurred_at < ${f.to}`);
  return and(conditions);
}

/** The newest `limit` rows of each source, in the log's common shape. */
function branches(f: LogFilters, limit: number) {
  const parts: RawBuilder<unknown>[] = [];
  if (f.sources.audit) {
    parts.push(sql`(select 'audit'::text as source, a.id, a.action, a.actor_user_id, a.entity, a.entity_id,
        a.details, a.ip, a.created_at
      from audit_log a where ${auditWhere(f)}
      order by a.created_at desc, a.id desc limit ${limit})`);
  }
  if (f.sources.clock) {
    // The legal record, read as is: the log shows clock actions without a second copy of them.
    parts.push(sql`(select 'clock'::text as source, ce.id, 'workshift.' || ce.kind as action, ce.actor_user_id,
        case when ce.kind = 'incident' then 'incident' else 'workshift' end as entity,
        (case when ce.kind = 'incident' then ce.id else coalesce(ce.workshift_id, ce.id) end)::text as entity_id,
        jsonb_strip_nulls(jsonb_build_object(
          'source', ce.source,
          'user_id', case when ce.user_id <> ce.actor_user_id then ce.user_id end,
          'latitude', ce.latitude,
          'longitude', ce.longitude)) || ce.details as details,
        null::text as ip, ce.occurred_at as created_at
      from clock_events ce where ${clockWhere(f)}
      order by ce.occurred_at desc, ce.id desc limit ${limit})`);
  }
  return sql.join(parts, sql` union all `);
}

/** One page of the company's activity, newest first: audit_log ∪ clock_events. */
export async function listLogPage(trx: Trx, f: LogFilters, page: { offset: number; size: number }): Promise<LogRow[]> {
  if (!f.sources.audit && !f.sources.clock) return [];
  const result = await sql<LogRow>`
    select l.source, l.id, l.action, l.actor_user_id, u.name as actor_name, u.email as actor_email,
           l.entity, l.entity_id, l.details, l.ip, l.created_at
      from (${branches(f, page.offset + page.size)}) l
      left join users u on u.id = l.actor_user_id
     order by l.created_at desc, l.source, l.id desc
     limit ${page.size} offset ${page.offset}`.execute(trx);
  return result.rows;
}

export async function countLogRows(trx: Trx, f: LogFilters): Promise<number> {
  let total = 0;
  if (f.sources.audit) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_log a where ${auditWhere(f)}`.execute(trx);
    total += Number(rows[0]?.n ?? 0);
  }
  if (f.sources.clock) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from clock_events ce where ${clockWhere(
      f,
    )}`.execute(trx);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

export interface NamedRow {
  kind: 'user' | 'shift' | 'centre';
  id: number;
  name: string;
}

/** The names of the company's people, shifts and work centres with these ids, in one query. */
export async function findLogNames(
  trx: Trx,
  companyId: number,
  ids: { users: readonly number[]; shifts: readonly number[]; centres: readonly number[] },
): Promise<NamedRow[]> {
  const parts: RawBuilder<unknown>[] = [];
  if (ids.users.length > 0) {
    parts.push(sql`select 'user'::text as kind, u.id, u.name from users u
      where u.company_id = ${companyId} and u.id in (${sql.join(ids.users)})`);
  }
  if (ids.shifts.length > 0) {
    parts.push(sql`select 'shift'::text as kind, s.id, s.name from shifts s
      where s.company_id = ${companyId} and s.id in (${sql.join(ids.shifts)})`);
  }
  if (ids.centres.length > 0) {
    parts.push(sql`select 'centre'::text as kind, w.id, w.name from work_centres w
      where w.company_id = ${companyId} and w.id in (${sql.join(ids.centres)})`);
  }
  if (parts.length === 0) return [];
  const result = await sql<NamedRow>`${sql.join(parts, sql` union all `)}`.execute(trx);
  return result.rows;
}
