import type { SessionUser } from '@jornada/shared/api/session';
import {
  type CreateWorkCentreRequest,
  type ListWorkCentresQuery,
  type UpdateWorkCentreRequest,
  WORK_CENTRE_MESSAGES,
  type WorkCentre,
  workCentreHasTerminalsMessage,
  workCentreInUseMessage,
  workCentreLimitMessage,
  workCentreLocationError,
} from '@jornada/shared/api/work-centres';
import { tenantReachFor } from '../../access/reach';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit } from '../audit/record-audit';
import { countLiveTerminals } from '../terminals/pos-terminals.repository';
import {
  archiveWorkCentre,
  countActiveWorkCentres,
  findWorkCentre,
  insertWorkCentre,
  listWorkCentres,
  lockActiveWorkCentre,
  lockPlanCentreLimit,
  makeDefaultWorkCentre,
  updateWorkCentre,
  type WorkCentreRow,
  type WorkCentreValues,
} from './work-centres.repository';

export interface WorkCentreActor {
  user: SessionUser;
  ip: string | null;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

export function toWorkCentre(row: WorkCentreRow): WorkCentre {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_meters: row.radius_meters,
    is_default: row.is_default,
    archived_at: row.archived_at === null ? null : isoOf(row.archived_at),
    employee_count: row.employee_count,
    created_at: isoOf(row.created_at),
  };
}

/** What the audit log keeps of a centre. */
const snapshot = (centre: WorkCentreValues): WorkCentreValues => ({
  name: centre.name,
  address: centre.address,
  latitude: centre.latitude,
  longitude: centre.longitude,
  radius_meters: centre.radius_meters,
});

/** The one unique key an insert or update can break: (company, lower(name)) among centres in use. */
function duplicateNameOr(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('CONFLICT', WORK_CENTRE_MESSAGES.duplicateName, { fields: { name: 'repetido' } });
  }
  throw error;
}

async function loadCentre(trx: Trx, companyId: number, id: number): Promise<WorkCentre> {
  const row = await findWorkCentre(trx, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', WORK_CENTRE_MESSAGES.notFound);
  return toWorkCentre(row);
}

/** GET /api/work-centres: the company admin's and its managers' (to filter by centre). */
export async function getWorkCentres(db: Db, user: SessionUser, query: ListWorkCentresQuery): Promise<WorkCentre[]> {
  const { companyId } = tenantReachFor(user, 'read:work-centre');
  const rows = await withTenant(db, companyId, (trx) =>
    listWorkCentres(trx, companyId, query.include_archived === 'true'),
  );
  return rows.map(toWorkCentre);
}

/** POST /api/work-centres: within the plan's number of centres in use (403 beyond it). */
export async function createWorkCentre(
  db: Db,
  actor: WorkCentreActor,
  input: CreateWorkCentreRequest,
): Promise<WorkCentre> {
  const { companyId } = tenantReachFor(actor.user, 'manage:work-centre');
  const values = snapshot(input);
  try {
    return await withTenant(db, companyId, async (trx) => {
      const limit = (await lockPlanCentreLimit(trx, companyId)) ?? 1;
      if ((await countActiveWorkCentres(trx, companyId)) >= limit) {
        throw new AppError('FORBIDDEN', workCentreLimitMessage(limit), { fields: { max_work_centres: String(limit) } });
      }
      const id = await insertWorkCentre(trx, companyId, values);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'work_centre.created',
        entity: 'work_centre',
        entityId: id,
        details: values,
        ip: actor.ip,
      });
      return loadCentre(trx, companyId, id);
    });
  } catch (error) {
    return duplicateNameOr(error);
  }
}

/** The centre's values once the PATCH's fields are applied. */
function merged(before: WorkCentre, input: UpdateWorkCentreRequest): WorkCentreValues {
  return {
    name: input.name ?? before.name,
    address: input.address ?? before.address,
    latitude: input.latitude === undefined ? before.latitude : input.latitude,
    longitude: input.longitude === undefined ? before.longitude : input.longitude,
    radius_meters: input.radius_meters === undefined ? before.radius_meters : input.radius_meters,
  };
}

/** PATCH /api/work-centres/{id}: any of its data, and `is_default: true` to make it the default centre. */
export async function changeWorkCentre(
  db: Db,
  actor: WorkCentreActor,
  id: number,
  input: UpdateWorkCentreRequest,
): Promise<WorkCentre> {
  const { companyId } = tenantReachFor(actor.user, 'manage:work-centre');
  try {
    return await withTenant(db, companyId, async (trx) => {
      if (!(await lockActiveWorkCentre(trx, companyId, id))) {
        throw new AppError('NOT_FOUND', WORK_CENTRE_MESSAGES.notFound);
      }
      const before = await loadCentre(trx, companyId, id);
      const after = merged(before, input);
      const locationError = workCentreLocationError(after);
      if (locationError) {
        throw new AppError('BAD_REQUEST', locationError.message, { fields: { [locationError.field]: 'no válido' } });
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const previous = snapshot(before);
      for (const [field, to] of Object.entries(after)) {
        const from = previous[field as keyof WorkCentreValues];
        if (from !== to) changes[field] = { from, to };
      }
      const becomesDefault = input.is_default === true && !before.is_default;
      if (becomesDefault) changes.is_default = { from: false, to: true };
      if (Object.keys(changes).length === 0) return before;
      await updateWorkCentre(trx, companyId, id, after);
      if (becomesDefault) await makeDefaultWorkCentre(trx, companyId, id);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'work_centre.updated',
        entity: 'work_centre',
        entityId: id,
        details: { name: after.name, changes },
        ip: actor.ip,
      });
      return loadCentre(trx, companyId, id);
    });
  } catch (error) {
    return duplicateNameOr(error);
  }
}

/**
 * DELETE /api/work-centres/{id}: archives the centre, which stays for the record (employees and
 * clock events name it) and stops counting against the plan. Refused (409) for the default centre
 * and while active employees or live POS terminals belong to it: moving them silently would change their record's centre
 * behind the admin's back.
 */
export async function removeWorkCentre(db: Db, actor: WorkCentreActor, id: number) {
  const { companyId } = tenantReachFor(actor.user, 'manage:work-centre');
  await withTenant(db, companyId, async (trx) => {
    if (!(await lockActiveWorkCentre(trx, companyId, id))) {
      throw new AppError('NOT_FOUND', WORK_CENTRE_MESSAGES.notFound);
    }
    const centre = await loadCentre(trx, companyId, id);
    if (centre.is_default) throw new AppError('CONFLICT', WORK_CENTRE_MESSAGES.archiveDefault);
    if (centre.employee_count > 0) throw new AppError('CONFLICT', workCentreInUseMessage(centre.employee_count));
    const terminals = await countLiveTerminals(trx, companyId, id);
    if (terminals > 0) throw new AppError('CONFLICT', workCentreHasTerminalsMessage(terminals));
    await archiveWorkCentre(trx, companyId, id);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'work_centre.archived',
      entity: 'work_centre',
      entityId: id,
      details: snapshot(centre),
      ip: actor.ip,
    });
  });
  return { success: true as const, message: 'Centro de trabajo archivado' };
}
