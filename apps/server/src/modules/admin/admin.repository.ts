import type { CompanyState } from '@jornada/shared/domain/subscription';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { SubscriptionStatus } from '../../db/schema';
import type { Trx } from '../../db/tenant';

/** ILIKE pattern of a typed search: its own % and _ match themselves. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * companyState (shared domain/subscription.ts) in SQL, for filtering and counting on the server;
 * the rows themselves get their state from companyState with the same `now`.
 */
export function companyStateSql(now: Date) {
  return sql<CompanyState>`case
    when c.suspended_at is not null then 'suspended'
    when c.subscription_status = 'trialing' then
      case when c.trial_ends_at is not null and ${now}::timestamptz < c.trial_ends_at then 'trial' else 'expired' end
    when c.subscription_status = 'active' then
      case when c.subscription_ends_at is null or ${now}::timestamptz < c.subscription_ends_at then 'active' else 'expired' end
    when c.subscription_ends_at is not null and ${now}::timestamptz < c.subscription_ends_at then 'active'
    else 'expired' end`;
}

function companyRows(trx: Trx) {
  return trx
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .leftJoin('gestorias as g', 'g.id', 'c.gestoria_id')
    .select([
      'c.id',
      'c.name',
      'c.cif',
      'c.schema_name',
      'c.region',
      'c.plan_id',
      'p.name as plan_name',
      'p.type as plan_type',
      'p.user_limit',
      'c.subscription_status',
      'c.trial_ends_at',
      'c.subscription_ends_at',
      'c.suspended_at',
      'c.gestoria_id',
      'g.name as gestoria_name',
      'c.created_at',
      sql<number>`(select count(*)::int from users u where u.company_id = c.id and u.is_active)`.as('users'),
      sql<Date | null>`(select max(s.last_seen_at) from sessions s join users u on u.id = s.user_id where u.company_id = c.id)`.as(
        'last_activity_at',
      ),
    ]);
}

export type CompanyRow = Awaited<ReturnType<typeof findCompany>> & {};

/** In trial, and the trial ends by `until`: the stats count them and the list filters them. */
export function trialEndingBy(now: Date, until: Date) {
  return sql<SqlBool>`(${companyStateSql(now)} = 'trial' and c.trial_ends_at <= ${until}::timestamptz)`;
}

export async function listCompanies(
  trx: Trx,
  query: {
    search?: string;
    state?: CompanyState;
    trial_ends_within_days?: number;
    page: number;
    pageSize: number;
    now: Date;
  },
) {
  const conditions: Expression<SqlBool>[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql<SqlBool>`(c.name ilike ${pattern} or c.cif ilike ${pattern} or c.schema_name ilike ${pattern})`,
    );
  }
  if (query.state) conditions.push(sql<SqlBool>`${companyStateSql(query.now)} = ${query.state}`);
  const endingWithin = query.trial_ends_within_days;
  if (endingWithin !== undefined) {
    conditions.push(trialEndingBy(query.now, new Date(query.now.getTime() + endingWithin * 86_400_000)));
  }
  const where = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  const [rows, total] = await Promise.all([
    companyRows(trx)
      .where(where)
      // Trials about to end: the soonest first, the ones to call today.
      .$if(endingWithin !== undefined, (q) => q.orderBy('c.trial_ends_at', 'asc'))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    trx
      .selectFrom('companies as c')
      .select(sql<number>`count(*)::int`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}

export function findCompany(trx: Trx, companyId: number, options: { lock?: boolean } = {}) {
  const query = companyRows(trx).where('c.id', '=', companyId);
  return (options.lock ? query.forUpdate('c') : query).executeTakeFirst();
}

export function listCompanyAdmins(trx: Trx, companyId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'is_active', 'email_verified_at'])
    .where('company_id', '=', companyId)
    .where('role', '=', 'company')
    .orderBy('id')
    .execute();
}

export function listCompanyUserIds(trx: Trx, companyId: number) {
  return trx.selectFrom('users').select('id').where('company_id', '=', companyId).execute();
}

export function findPlanById(trx: Trx, planId: number) {
  return trx
    .selectFrom('plans')
    .select(['id', 'name', 'type', 'user_limit'])
    .where('id', '=', planId)
    .executeTakeFirst();
}

export function insertPlatformCompany(
  trx: Trx,
  values: {
    name: string;
    cif: string;
    schemaName: string;
    planId: number;
    trialEndsAt: Date;
    gestoriaId: number | null;
  },
) {
  return trx
    .insertInto('companies')
    .values({
      name: values.name,
      cif: values.cif,
      schema_name: values.schemaName,
      plan_id: values.planId,
      trial_ends_at: values.trialEndsAt,
      subscription_status: 'trialing',
      gestoria_id: values.gestoriaId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * An account created by the platform admin: without a password until the activation link is used,
 * or with a temporary one (then verified: the admin typed the address, no mail can confirm it).
 */
export function insertInvitedUser(
  trx: Trx,
  values: { email: string; name: string; passwordHash: string | null } & (
    | { role: 'company'; companyId: number }
    | { role: 'gestoria'; gestoriaId: number }
  ),
) {
  const isTemporary = values.passwordHash !== null;
  return trx
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      company_id: values.role === 'company' ? values.companyId : null,
      gestoria_id: values.role === 'gestoria' ? values.gestoriaId : null,
      password_hash: values.passwordHash,
      must_change_password: isTemporary,
      email_verified_at: isTemporary ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A temporary password instead of a link that could not be mailed. */
export function setTemporaryPasswordOf(trx: Trx, userId: number, passwordHash: string) {
  return trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      must_change_password: true,
      email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
    })
    .where('id', '=', userId)
    .execute();
}

export function updateCompanyColumns(
  trx: Trx,
  companyId: number,
  values: Partial<{
    name: string;
    plan_id: number;
    trial_ends_at: Date;
    suspended_at: Date | null;
    subscription_status: SubscriptionStatus;
    subscription_ends_at: Date | null;
    gestoria_id: number | null;
  }>,
) {
  return trx.updateTable('companies').set(values).where('id', '=', companyId).execute();
}

/** Inside the company's tenant: the config's copy of the plan's user limit follows a plan change. */
export function setConfigUserLimit(trx: Trx, companyId: number, userLimit: number) {
  return trx
    .updateTable('company_config')
    .set({ user_limit: userLimit, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .execute();
}

/** Inside the company's tenant. */
export async function listCompanyEmployees(
  trx: Trx,
  companyId: number,
  query: { search?: string; page: number; pageSize: number },
) {
  let filtered = trx
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('e.company_id', '=', companyId);
  if (query.search) filtered = filtered.where('u.name', 'ilike', containsPattern(query.search));
  const [rows, total] = await Promise.all([
    filtered
      .select([
        'u.id',
        'u.name',
        'u.role',
        sql<boolean>`(u.is_active and e.deactivated_at is null)`.as('active'),
        sql<
          string | null
        >`(select max(w.fecha)::text from workshifts w where w.company_id = e.company_id and w.user_id = e.user_id)`.as(
          'last_clock_day',
        ),
      ])
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}

/**
 * The company's activity-log actions that make its history for the platform: sign-up or creation,
 * plan, trial, state and gestoría changes, by the platform admin or the company admin. Reads by a
 * gestoría (gestoria.access) are not history.
 */
export const HISTORY_ACTIONS = [
  'company.registered',
  'company.created',
  'company.renamed',
  'company.plan_changed',
  'company.trial_changed',
  'company.suspended',
  'company.reactivated',
  'company.subscription_activated',
  'company.gestoria_linked',
  'company.gestoria_unlinked',
] as const;

/** Inside the company's tenant. */
export async function listCompanyHistory(trx: Trx, companyId: number, query: { page: number; pageSize: number }) {
  const filtered = trx
    .selectFrom('audit_log as a')
    .where('a.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('a.action', 'in', [...HISTORY_ACTIONS]),
        eb.and([eb('a.action', 'like', 'gestoria.%'), eb('a.action', '!=', 'gestoria.access')]),
      ]),
    );
  const [rows, total] = await Promise.all([
    filtered
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select([
        'a.id',
        'a.created_at',
        'a.action',
        'a.details',
        'u.id as actor_id',
        'u.name as actor_name',
        'u.role as actor_role',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}

// ---- stats -------------------------------------------------------------------------------------
