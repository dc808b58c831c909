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
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import {
  archiveWorkCentre,
  countActiveWorkCentres,
  findWorkCentre,
  findWorkCentreLabel,
  insertDefaultWorkCentre,
  insertWorkCentre,
  isCompanyWorkCentre,
  listCompanyCentreIds,
  listWorkCentres,
  lockActiveWorkCentre,
  lockPlanCentreLimit,
  makeDefaultWorkCentre,
  moveOutOfArchivedCentre,
  updateWorkCentre,
  type WorkCentreRow,
  type WorkCentreValues,
} from './work-centres.repository';

export interface WorkCentreActor {
  user: SessionUser;
  ip: string | null;
}

/**
 * How many live POS terminals stand at a centre (any keeps it from being archived). The app passes in
 * the terminals module's count: terminals depend on work centres, never the reverse.
 */
export type CountCentreTerminals = (trx: Trx, companyId: number, centreId: number) => Promise<number>;

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
export async function removeWorkCentre(
  db: Db,
  actor: WorkCentreActor,
  id: number,
  countLiveTerminals: CountCentreTerminals,
) {
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

/**
 * Gives a new company (signup, a platform admin's new company, demo, bench) its default centre,
 * where its employees start; its id. Call inside the company's tenant.
 */
export function openDefaultWorkCentre(trx: Trx, companyId: number, name?: string): Promise<number> {
  return insertDefaultWorkCentre(trx, companyId, name);
}

/** A centre written as given, outside the plan's limit and the audit log: for a seeded (demo) company. */
export function seedWorkCentre(
  trx: Trx,
  companyId: number,
  values: WorkCentreValues & { isDefault?: boolean },
): Promise<number> {
  return insertWorkCentre(trx, companyId, values);
}

/**
 * Whether a centre is in use, and then locked until the transaction ends: an assignment to it
 * (an employee, a terminal) and the centre's archiving happen one after the other, so archiving
 * sees what was assigned.
 */
export function lockCentreForAssignment(trx: Trx, companyId: number, centreId: number): Promise<boolean> {
  return lockActiveWorkCentre(trx, companyId, centreId);
}

/**
 * On reactivation: an employee whose centre was archived meanwhile goes back to the default centre;
 * its id when moved, undefined when their centre is still in use.
 */
export function moveToDefaultIfCentreArchived(trx: Trx, companyId: number, userId: number) {
  return moveOutOfArchivedCentre(trx, companyId, userId);
}

/** Whether the company ever had this centre (archived too: a filter may name one). */
export function hasWorkCentre(trx: Trx, companyId: number, centreId: number): Promise<boolean> {
  return isCompanyWorkCentre(trx, companyId, centreId, { activeOnly: false });
}

/** Every centre id the company ever had (archived ones too): what a start's sealed centre_id may name. */
export function listEveryCentreId(trx: Trx, companyId: number): Promise<number[]> {
  return listCompanyCentreIds(trx, companyId);
}

/** A centre's name and address, to head a register filtered by it; undefined when the company has none such. */
export function findCentreLabel(trx: Trx, companyId: number, centreId: number) {
  return findWorkCentreLabel(trx, companyId, centreId);
}
