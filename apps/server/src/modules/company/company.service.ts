import type { CompanyDetails } from '@jornada/shared/api/company';
import {
  type CompanyConfig,
  DEFAULT_COMPANY_CONFIG,
  type UpdateCompanyConfigRequest,
} from '@jornada/shared/api/company-config';
import type { SessionUser } from '@jornada/shared/api/session';
import { DEFAULT_REGION, isSpainRegion } from '@jornada/shared/domain/spain-regions';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { emitDomainEvent } from '../events/emit-domain-event';
import { forgetCachedSessionsOf } from '../session/session.service';
import {
  type CompanyConfigValues,
  findCompanyConfigRow,
  findCompanyWithPlan,
  lockCompanyConfigRow,
  updateCompanyRow,
  upsertCompanyConfig,
} from './company.repository';

export interface CompanyActor {
  user: SessionUser;
  ip: string | null;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

function changesBetween<T extends object>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field as keyof T];
    if (to !== undefined && from !== to) changes[field] = { from, to };
  }
  return changes;
}

type ConfigRow = NonNullable<Awaited<ReturnType<typeof findCompanyConfigRow>>>;

function editableValuesOf(row: ConfigRow | undefined): CompanyConfigValues {
  if (!row) {
    const { user_limit: _, ...defaults } = DEFAULT_COMPANY_CONFIG;
    return defaults;
  }
  return {
    break_included: row.break_included,
    break_obligatory: row.break_obligatory,
    break_time_min: row.break_time_min,
    break_time_max: row.break_time_max,
    max_breaks_per_day: row.max_breaks_per_day,
    min_break_interval: row.min_break_interval,
    // numeric columns come back as strings from both drivers
    workday_hours: Number(row.workday_hours),
    forgotten_clockout_hours: Number(row.forgotten_clockout_hours),
    full_time_weekly_hours: Number(row.full_time_weekly_hours),
    allows_remote_work: row.allows_remote_work,
  };
}

/** GET /api/company/config: the stored values (without a row, SPEC's defaults, DEFAULT_COMPANY_CONFIG) and the plan's user limit. */
export function getCompanyConfig(db: Db, user: SessionUser): Promise<CompanyConfig> {
  return readCompanyConfig(db, companyOf(user));
}

/** The config of one company (GET /api/company/config, and the POS terminal's company). */
export function readCompanyConfig(db: Db, companyId: number): Promise<CompanyConfig> {
  return withTenant(db, companyId, async (trx) => {
    // user_limit is the plan's (999999 = unlimited), the same limit POST /api/employees enforces.
    const userLimit = (await findCompanyWithPlan(trx, companyId))?.plan_user_limit ?? DEFAULT_COMPANY_CONFIG.user_limit;
    return {
      company_id: companyId,
      user_limit: userLimit,
      ...editableValuesOf(await findCompanyConfigRow(trx, companyId)),
    };
  });
}

async function planUserLimit(trx: Trx, companyId: number): Promise<number> {
  const company = await findCompanyWithPlan(trx, companyId);
  if (!company) throw new AppError('NOT_FOUND', 'Empresa no encontrada');
  return company.plan_user_limit;
}

/**
 * PUT /api/company/config: every editable value at once; one audit row lists each changed field
 * with its old and new value (none when nothing changed). user_limit stays the plan's.
 */
export async function updateCompanyConfig(
  db: Db,
  actor: CompanyActor,
  input: UpdateCompanyConfigRequest,
): Promise<CompanyConfig> {
  const companyId = companyOf(actor.user);
  return withTenant(db, companyId, async (trx) => {
    const userLimit = await planUserLimit(trx, companyId);
    const before = editableValuesOf(await lockCompanyConfigRow(trx, companyId));
    const next: CompanyConfigValues = {
      break_included: input.break_included,
      break_obligatory: input.break_obligatory,
      break_time_min: input.break_time_min,
      break_time_max: input.break_time_max,
      max_breaks_per_day: input.max_breaks_per_day,
      min_break_interval: input.min_break_interval,
      workday_hours: input.workday_hours,
      forgotten_clockout_hours: input.forgotten_clockout_hours,
      // Not in SPEC's body: a client that omits them keeps what is stored.
      full_time_weekly_hours: input.full_time_weekly_hours ?? before.full_time_weekly_hours,
      allows_remote_work: input.allows_remote_work ?? before.allows_remote_work,
    };
    const changes = changesBetween(before, next);
    if (Object.keys(changes).length > 0) {
      await upsertCompanyConfig(trx, companyId, next, userLimit);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'company_config.updated',
        entity: 'company_config',
        entityId: companyId,
        details: { changes },
        ip: actor.ip,
      });
      await emitDomainEvent(trx, { companyId, type: 'config.changed', data: { section: 'config' } });
    }
    return { company_id: companyId, user_limit: userLimit, ...next };
  });
}

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyWithPlan>>>;

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toCompanyDetails(row: CompanyRow): CompanyDetails {
  return {
    id: row.id,
    name: row.name,
    cif: row.cif,
    schema_name: row.schema_name,
    region: isSpainRegion(row.region) ? row.region : DEFAULT_REGION,
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      type: row.plan_type,
      user_limit: row.plan_user_limit,
      max_work_centres: row.plan_max_work_centres,
      max_pos_terminals: row.plan_max_pos_terminals,
    },
    subscription_status: row.subscription_status,
    trial_ends_at: isoOrNull(row.trial_ends_at),
    subscription_ends_at: isoOrNull(row.subscription_ends_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function getCompanyDetails(db: Db, user: SessionUser): Promise<CompanyDetails> {
  const companyId = companyOf(user);
  const row = await withTenant(db, companyId, (trx) => findCompanyWithPlan(trx, companyId));
  if (!row) throw new AppError('NOT_FOUND', 'Empresa no encontrada');
  return toCompanyDetails(row);
}

/** PATCH /api/company: name, CIF/NIF and/or region, audited with old → new. */
export async function updateCompanyDetails(
  db: Db,
  actor: CompanyActor,
  input: { name?: string; cif?: string; region?: string },
): Promise<CompanyDetails> {
  const companyId = companyOf(actor.user);
  const details = await withTenant(db, companyId, async (trx) => {
    const before = await findCompanyWithPlan(trx, companyId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', 'Empresa no encontrada');
    const changes = changesBetween({ name: before.name, cif: before.cif, region: before.region }, input);
    if (Object.keys(changes).length === 0) return toCompanyDetails(before);
    await updateCompanyRow(trx, companyId, {
      ...(changes.name ? { name: input.name } : {}),
      ...(changes.cif ? { cif: input.cif } : {}),
      ...(changes.region ? { region: input.region } : {}),
    });
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'company.updated',
      entity: 'company',
      entityId: companyId,
      details: { changes },
      ip: actor.ip,
    });
    await emitDomainEvent(trx, { companyId, type: 'config.changed', data: { section: 'company' } });
    return toCompanyDetails((await findCompanyWithPlan(trx, companyId)) as CompanyRow);
  });
  // The header shows the company name from the session: the admin sees the new one at once
  // (other users of the company within the session cache's few seconds).
  forgetCachedSessionsOf(actor.user.id);
  return details;
}
