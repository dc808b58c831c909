import type { Role } from '@jornada/shared/roles';
import { type Insertable, sql } from 'kysely';
import type {
  ClockEventsTable,
  ContactRequestsTable,
  HolidaysTable,
  PlansTable,
  SubscriptionStatus,
} from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';
import type { WorkshiftRow } from '../workshift/workshift-row';

/** The demo seed's writes and reads. */

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function hasUserWithEmail(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function insertGestoria(trx: Trx, values: { name: string; cif: string; email: string }) {
  const row = await trx.insertInto('gestorias').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A verified account with the demo password. */
export async function insertDemoUser(
  trx: Trx,
  passwordHash: string,
  values: { email: string; name: string; role: Role; companyId?: number; gestoriaId?: number },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      company_id: values.companyId ?? null,
      gestoria_id: values.gestoriaId ?? null,
      password_hash: passwordHash,
      email_verified_at: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findPlanByType(trx: Trx, type: PlansTable['type']) {
  return trx.selectFrom('plans').select(['id', 'user_limit']).where('type', '=', type).executeTakeFirstOrThrow();
}

/** A company of a gestoría; its id. */
export async function insertCompany(
  trx: Trx,
  values: {
    name: string;
    cif: string;
    schemaName: string;
    planId: number;
    gestoriaId: number;
    subscriptionStatus: SubscriptionStatus;
    region: string;
  },
): Promise<number> {
  const company = await trx
    .insertInto('companies')
    .values({
      name: values.name,
      cif: values.cif,
      schema_name: values.schemaName,
      plan_id: values.planId,
      subscription_status: values.subscriptionStatus,
      gestoria_id: values.gestoriaId,
      region: values.region,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return company.id;
}

export async function insertCompanyConfig(
  trx: Trx,
  companyId: number,
  userLimit: number,
  allowsRemoteWork: boolean,
): Promise<void> {
  await trx
    .insertInto('company_config')
    .values({ company_id: companyId, user_limit: userLimit, allows_remote_work: allowsRemoteWork })
    .execute();
}

export async function insertShift(
  trx: Trx,
  companyId: number,
  shift: { name: string; start: string; end: string },
): Promise<number> {
  const row = await trx
    .insertInto('shifts')
    .values({ company_id: companyId, name: shift.name, start_time: shift.start, end_time: shift.end })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEmployee(
  trx: Trx,
  companyId: number,
  values: {
    userId: number;
    identification: string;
    phone: string;
    payrollCode: string;
    shiftId: number | null;
    centreId: number | null;
  },
): Promise<void> {
  await trx
    .insertInto('employees')
    .values({
      company_id: companyId,
      user_id: values.userId,
      identification: values.identification,
      phone: values.phone,
      payroll_code: values.payrollCode,
      shift_id: values.shiftId,
      // null: the company's default centre (migration 017's trigger).
      ...(values.centreId === null ? {} : { centre_id: values.centreId }),
    })
    .execute();
}

export async function insertManagerLink(
  trx: Trx,
  companyId: number,
  employeeId: number,
  managerId: number,
): Promise<void> {
  await trx
    .insertInto('employee_managers')
    .values({ company_id: companyId, employee_id: employeeId, manager_id: managerId })
    .execute();
}

export async function insertSeedAudit(trx: Trx, companyId: number): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({ company_id: companyId, actor_user_id: null, action: 'company.demo_seeded', details: '{}' })
    .execute();
}

/** A company user as the session would carry it, to clock the demo's history through the service. */
export function findCompanyUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.company_id', 'c.schema_name', 'c.name as company_name'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
}

export function listUsersByEmail(db: Db, emails: string[]) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'company_id']).where('email', 'in', emails).execute();
}

export async function insertHolidays(
  trx: Trx,
  companyId: number,
  rows: Omit<Insertable<HolidaysTable>, 'company_id'>[],
): Promise<void> {
  await trx
    .insertInto('holidays')
    .values(rows.map((row) => ({ ...row, company_id: companyId })))
    .execute();
}

/** `n` ids from clock_events' own sequence, ascending: the ids the live path would have drawn, in bulk. */
export async function drawClockEventIds(trx: Trx, n: number): Promise<string[]> {
  if (n === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('clock_events', 'id'))::text as id from generate_series(1, ${n})
  `.execute(trx);
  return rows.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

/**
 * Sealed events (hash and prev_hash computed by the caller with chainHash), in id order. The rows
 * travel as one JSON parameter: far cheaper to send and parse than thousands of bind parameters,
 * PGlite especially. Timestamps as ISO text and numbers as JSON give back the very values sealed.
 */
export async function insertSealedClockEvents(
  trx: Trx,
  rows: readonly (Omit<Insertable<ClockEventsTable>, 'details'> & { details: Record<string, unknown> })[],
): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into clock_events (company_id, id, user_id, workshift_id, kind, occurred_at, client_time, client_timezone,
      latitude, longitude, accuracy, source, actor_user_id, session_id, details, prev_hash, hash)
    select company_id, id, user_id, workshift_id, kind, occurred_at, client_time, client_timezone,
      latitude, longitude, accuracy, source, actor_user_id, session_id, details, prev_hash, hash
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(company_id integer, id bigint, user_id integer,
      workshift_id bigint, kind text, occurred_at timestamptz, client_time text, client_timezone text,
      latitude double precision, longitude double precision, accuracy double precision, source text,
      actor_user_id integer, session_id integer, details jsonb, prev_hash text, hash text)
  `.execute(trx);
}

/**
 * The projection of those events (applyClockEvent), completed or still open; one JSON parameter too.
 * Through store_workshifts, the definer function that alone may write workshifts besides clock_write
 * (migration 026); the events must be in first, since it checks each shift is a start event.
 */
export async function insertProjectedWorkshifts(
  trx: Trx,
  companyId: number,
  rows: readonly WorkshiftRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await sql`select store_workshifts(${companyId}, false, ${JSON.stringify(rows)}::jsonb)`.execute(trx);
}

/** The work centre of each of these employees, for the centre their demo starts record. */
export function listEmployeeCentres(trx: Trx, companyId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('employees')
    .select(['user_id', 'centre_id'])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** The chain heads of workers who had no event before (the demo's history is their first). */
export async function insertChainHeads(
  trx: Trx,
  companyId: number,
  heads: readonly { userId: number; lastEventId: string; lastHash: string; eventCount: number }[],
): Promise<void> {
  if (heads.length === 0) return;
  await trx
    .insertInto('clock_chain_heads')
    .values(
      heads.map((head) => ({
        company_id: companyId,
        user_id: head.userId,
        last_event_id: head.lastEventId,
        last_hash: head.lastHash,
        event_count: head.eventCount,
      })),
    )
    .execute();
}

/** The platform admin, to act through the console's services. */
export function findPlatformUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', email)
    .where('role', '=', 'navegatel')
    .executeTakeFirstOrThrow();
}

/** A demo account made through a service (a temporary password) gets the demo password, activated. */
export function setDemoPassword(db: Db, email: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: false, email_verified_at: sql<Date>`now()` })
    .where('email', '=', email)
    .execute();
}

export function insertDemoContactRequest(
  db: Db,
  values: Omit<Insertable<ContactRequestsTable>, 'ip' | 'consent' | 'user_agent'>,
) {
  return db
    .insertInto('contact_requests')
    .values({ ...values, consent: true, ip: '127.0.0.1', user_agent: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}
