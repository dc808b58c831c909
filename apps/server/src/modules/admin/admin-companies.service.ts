import {
  ADMIN_MESSAGES,
  type CreateAdminCompanyRequest,
  type ListAdminCompaniesQuery,
  type ListAdminCompanyEmployeesQuery,
  type ListAdminPageQuery,
  type UpdateAdminCompanyRequest,
} from '@jornada/shared/api/admin';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { addDays, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { companyState } from '@jornada/shared/domain/subscription';
import { insertAuditEntry } from '../../access/audit-log.repository';
import { type PlatformActor, type PlatformScope, withPlatformReach } from '../../access/platform';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { isEmailTaken, openCompanySettings, openEmployeeProfile } from '../auth/account-links';
import { DUPLICATE_EMAIL_MESSAGE, freeSchemaName, issueToken, type MailContext } from '../auth/auth.service';
import { accessFields, plannedAccess } from '../auth/invitation';
import { forgetCachedSessionsOf } from '../session/session.service';
import { openDefaultWorkCentre } from '../work-centres/work-centres.service';
import {
  findCompany,
  findPlanById,
  insertInvitedUser,
  insertPlatformCompany,
  listCompanies,
  listCompanyEmployees,
  listCompanyHistory,
  listCompanyUserIds,
  setConfigUserLimit,
  updateCompanyColumns,
} from './admin.repository';
import { deliverActivation } from './admin-access';
import { findGestoria } from './admin-gestorias.repository';
import { loadCompanyDetails, toAdminCompany } from './admin-views';

const DAY_MS = 24 * 3600_000;

async function assertCompany(scope: PlatformScope, companyId: number) {
  const row = await findCompany(scope.trx, companyId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.companyNotFound);
  return row;
}

async function assertGestoria(scope: PlatformScope, gestoriaId: number) {
  if (!(await findGestoria(scope.trx, gestoriaId))) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.gestoriaInvalid, {
      fields: { gestoria_id: ADMIN_MESSAGES.gestoriaInvalid },
    });
  }
}

async function assertPlan(scope: PlatformScope, planId: number) {
  const plan = await findPlanById(scope.trx, planId);
  if (!plan)
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.planInvalid, { fields: { plan_id: ADMIN_MESSAGES.planInvalid } });
  return plan;
}

/** GET /api/admin/companies */
export function listAdminCompanies(db: Db, actor: PlatformActor, query: ListAdminCompaniesQuery, now = new Date()) {
  return withPlatformReach(
    db,
    actor,
    'read:platform-company',
    async ({ trx }) => {
      const { rows, total } = await listCompanies(trx, { ...query, now });
      return { data: rows.map((row) => toAdminCompany(row, now)), total };
    },
    { action: 'platform.read', entity: 'companies', details: { resource: 'companies', query } },
  );
}

/** GET /api/admin/companies/{id} */
export function getAdminCompany(db: Db, actor: PlatformActor, companyId: number, now = new Date()) {
  return withPlatformReach(db, actor, 'read:platform-company', (scope) => loadCompanyDetails(scope, companyId, now), {
    action: 'platform.read',
    entity: 'company',
    entityId: companyId,
    details: { resource: 'company' },
  });
}

/**
 * POST /api/admin/companies: the company in trial, its config, default work centre and admin, in one
 * transaction; the admin gets an activation email, or without SMTP a temporary password (once).
 */
export async function createAdminCompany(
  db: Db,
  mail: MailContext,
  actor: PlatformActor,
  input: CreateAdminCompanyRequest,
  now = new Date(),
) {
  const email = normalizeEmail(input.admin.email);
  const access = await plannedAccess(mail);
  let created: Awaited<ReturnType<typeof create>>;
  const create = () =>
    withPlatformReach(
      db,
      actor,
      'manage:platform-company',
      async (scope) => {
        const { trx } = scope;
        const plan = await assertPlan(scope, input.plan_id);
        const gestoriaId = input.gestoria_id ?? null;
        if (gestoriaId !== null) await assertGestoria(scope, gestoriaId);
        if (await isEmailTaken(trx, email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
        const schemaName = await freeSchemaName(trx, input.name);
        const trialEndsAt = new Date(now.getTime() + input.trial_days * DAY_MS);
        const company = await insertPlatformCompany(trx, {
          name: input.name,
          cif: input.cif,
          schemaName,
          planId: plan.id,
          trialEndsAt,
          gestoriaId,
        });
        const admin = await insertInvitedUser(trx, {
          role: 'company',
          companyId: company.id,
          email,
          name: input.admin.name,
          passwordHash: access.passwordHash,
        });
        const token = access.passwordHash ? null : await issueToken(trx, admin.id, 'activation');
        const details = {
          plan: plan.type,
          schema_name: schemaName,
          trial_ends_at: trialEndsAt.toISOString(),
          gestoria_id: gestoriaId,
          admin_email: email,
          access: access.passwordHash ? 'temporary_password' : 'invitation',
        };
        await scope.inTenant(company.id, async (tenant) => {
          await openCompanySettings(tenant, company.id, plan.user_limit);
          // Every company has a default work centre; its employees (the admin first) belong to it.
          await openDefaultWorkCentre(tenant, company.id);
          await openEmployeeProfile(tenant, company.id, admin.id);
          const entry = { actorUserId: actor.user.id, entity: 'company', entityId: company.id, ip: actor.ip };
          await insertAuditEntry(tenant, company.id, { ...entry, action: 'company.created', details });
          if (gestoriaId !== null) {
            await insertAuditEntry(tenant, company.id, {
              ...entry,
              action: 'company.gestoria_linked',
              details: { gestoria_id: gestoriaId },
            });
          }
        });
        return { adminId: admin.id, token, details, company: await loadCompanyDetails(scope, company.id, now) };
      },
      (result) => ({
        action: 'company.created',
        entity: 'company',
        entityId: result.company.id,
        details: result.details,
      }),
    );
  try {
    created = await create();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  const delivery = created.token
    ? await deliverActivation(db, mail, actor, 'manage:platform-company', {
        userId: created.adminId,
        email,
        name: input.admin.name,
        token: created.token,
        what: `la empresa ${input.name}`,
      })
    : { invitationSent: false, temporaryPassword: access.temporaryPassword };
  return { ...created.company, ...accessFields(delivery, email, 'Empresa creada.') };
}

/** A date is the trial's last day (it ends at the next Madrid midnight); an instant is taken as is. */
function trialEndOf(value: string): Date {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? madridToInstant(addDays(value, 1)) : new Date(value);
  if (!instant || Number.isNaN(instant.getTime())) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.trialEndsAt);
  return instant;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * PATCH /api/admin/companies/{id}: each change is one entry of the company's history (its activity
 * log, which its admin sees too) and all of them one row of the platform's log. `state` takes the
 * company one step: 'suspended' suspends it; 'active' lifts a suspension (a suspended trial stays a
 * trial) or, on a company that is not suspended but in trial or expired, activates its subscription
 * (trial → active, plan set: invoiced by the platform, with no end date).
 */
export async function updateAdminCompany(
  db: Db,
  actor: PlatformActor,
  companyId: number,
  input: UpdateAdminCompanyRequest,
  now = new Date(),
) {
  const result = await withPlatformReach(
    db,
    actor,
    'manage:platform-company',
    async (scope) => {
      const before = await findCompany(scope.trx, companyId, { lock: true });
      if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.companyNotFound);
      const set: Parameters<typeof updateCompanyColumns>[2] = {};
      const changes: { action: string; details: Record<string, unknown> }[] = [];
      let userLimit: number | undefined;
      if (input.name !== undefined && input.name !== before.name) {
        set.name = input.name;
        changes.push({ action: 'company.renamed', details: { from: before.name, to: input.name } });
      }
      if (input.plan_id !== undefined && input.plan_id !== before.plan_id) {
        const plan = await assertPlan(scope, input.plan_id);
        set.plan_id = plan.id;
        userLimit = plan.user_limit;
        changes.push({
          action: 'company.plan_changed',
          details: { from: { id: before.plan_id, type: before.plan_type }, to: { id: plan.id, type: plan.type } },
        });
      }
      if (input.trial_ends_at !== undefined) {
        const to = trialEndOf(input.trial_ends_at);
        const from = isoOrNull(before.trial_ends_at);
        if (from !== to.toISOString()) {
          set.trial_ends_at = to;
          changes.push({ action: 'company.trial_changed', details: { from, to: to.toISOString() } });
        }
      }
      if (input.state === 'suspended' && before.suspended_at === null) {
        set.suspended_at = now;
        changes.push({ action: 'company.suspended', details: {} });
      } else if (input.state === 'active' && before.suspended_at !== null) {
        set.suspended_at = null;
        changes.push({ action: 'company.reactivated', details: { suspended_at: isoOrNull(before.suspended_at) } });
      } else if (input.state === 'active' && companyState(before, now) !== 'active') {
        set.subscription_status = 'active';
        set.subscription_ends_at = null;
        changes.push({
          action: 'company.subscription_activated',
          details: {
            from: companyState(before, now),
            trial_ends_at: isoOrNull(before.trial_ends_at),
            subscription_ends_at: isoOrNull(before.subscription_ends_at),
          },
        });
      }
      if (input.gestoria_id !== undefined && input.gestoria_id !== before.gestoria_id) {
        if (input.gestoria_id !== null) await assertGestoria(scope, input.gestoria_id);
        set.gestoria_id = input.gestoria_id;
        if (before.gestoria_id !== null) {
          changes.push({ action: 'company.gestoria_unlinked', details: { gestoria_id: before.gestoria_id } });
        }
        if (input.gestoria_id !== null) {
          changes.push({ action: 'company.gestoria_linked', details: { gestoria_id: input.gestoria_id } });
        }
      }
      let userIds: number[] = [];
      if (changes.length > 0) {
        await updateCompanyColumns(scope.trx, companyId, set);
        userIds = (await listCompanyUserIds(scope.trx, companyId)).map((u) => u.id);
        await scope.inTenant(companyId, async (tenant) => {
          if (userLimit !== undefined) await setConfigUserLimit(tenant, companyId, userLimit);
          for (const change of changes) {
            await insertAuditEntry(tenant, companyId, {
              actorUserId: actor.user.id,
              action: change.action,
              entity: 'company',
              entityId: companyId,
              details: change.details,
              ip: actor.ip,
            });
          }
        });
      }
      return { changes, userIds, company: await loadCompanyDetails(scope, companyId, now) };
    },
    (r) => ({ action: 'company.updated', entity: 'company', entityId: companyId, details: { changes: r.changes } }),
  );
  // Sessions carry the company's name and state: its users' cached ones must not outlive the change.
  for (const id of result.userIds) forgetCachedSessionsOf(id);
  return result.company;
}

/** GET /api/admin/companies/{id}/employees */
export function listAdminCompanyEmployees(
  db: Db,
  actor: PlatformActor,
  companyId: number,
  query: ListAdminCompanyEmployeesQuery,
) {
  return withPlatformReach(
    db,
    actor,
    'read:platform-company',
    async (scope) => {
      await assertCompany(scope, companyId);
      const { rows, total } = await scope.inTenant(companyId, (trx) => listCompanyEmployees(trx, companyId, query));
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          role: r.role as 'company' | 'manager' | 'worker',
          active: r.active,
          last_clock_day: r.last_clock_day,
        })),
        total,
      };
    },
    {
      action: 'platform.read',
      entity: 'company',
      entityId: companyId,
      details: { resource: 'company.employees', query },
    },
  );
}

/** GET /api/admin/companies/{id}/history */
export function getAdminCompanyHistory(db: Db, actor: PlatformActor, companyId: number, query: ListAdminPageQuery) {
  return withPlatformReach(
    db,
    actor,
    'read:platform-company',
    async (scope) => {
      await assertCompany(scope, companyId);
      const { rows, total } = await scope.inTenant(companyId, (trx) => listCompanyHistory(trx, companyId, query));
      return {
        data: rows.map((r) => ({
          id: Number(r.id),
          at: new Date(r.created_at).toISOString(),
          action: r.action,
          actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name ?? '', role: r.actor_role ?? '' },
          details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
        })),
        total,
      };
    },
    {
      action: 'platform.read',
      entity: 'company',
      entityId: companyId,
      details: { resource: 'company.history', query },
    },
  );
}
