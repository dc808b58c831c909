import type { SessionUser } from '@jornada/shared/api/session';
import type { GeoPoint } from '@jornada/shared/api/workshift';
import { madridDate, madridTime, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { companyOf } from '../../access/company-of';
import { type TenantReach, tenantReachFor } from '../../access/reach';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { readClockRules } from './clock-rules-cache';
import { findChainCursor } from './clock-write.repository';
import type { WorkshiftStatusCache } from './status-cache';
import {
  type ClockRules,
  countWorkshifts,
  findCompanyConfig,
  findLatestWorkshift,
  findUserNames,
  listOpenWorkshiftsBefore,
  listWorkshifts,
  type WorkshiftRow,
} from './workshift.repository';
import { correctionPeople, toWorkshift, type ViewConfig } from './workshift-view';

/** Names of the people the rows' corrections mention; no query when there are none (the usual case). */
export async function correctionNames(
  trx: Trx,
  companyId: number,
  rows: readonly WorkshiftRow[],
): Promise<Map<number, string>> {
  const ids = correctionPeople(rows);
  if (ids.length === 0) return new Map();
  return new Map((await findUserNames(trx, companyId, ids)).map((p) => [p.id, p.name]));
}

/** SPEC's client sends 0,0 when location is denied or failed: that is "unknown", not the Gulf of Guinea. */
export function knownLocation(location: GeoPoint | undefined) {
  if (!location || (location.latitude === 0 && location.longitude === 0)) {
    return { latitude: null, longitude: null, accuracy: null };
  }
  return { latitude: location.latitude, longitude: location.longitude, accuracy: location.accuracy ?? null };
}

/** The view and rule settings from a company_config row (defaults of SPEC §9 when it is missing). */
export function toViewConfig(config: ClockRules | null | undefined) {
  return {
    breakIncluded: config?.break_included ?? false,
    forgottenClockoutHours: Number(config?.forgotten_clockout_hours ?? 12),
    maxBreaksPerDay: config?.max_breaks_per_day ?? 2,
    minBreakInterval: config?.min_break_interval ?? 30,
    hasConfig: config != null,
  };
}

export async function loadViewConfig(trx: Trx, companyId: number) {
  return toViewConfig(await findCompanyConfig(trx, companyId));
}

/**
 * "Current" for the card: the open shift, else the latest one if it started today (Madrid) or
 * ended since midnight — a night shift that ended this morning is still today's news.
 */
async function findCurrent(trx: Trx, companyId: number, userId: number, now: Date) {
  const latest = await findLatestWorkshift(trx, companyId, userId);
  return latest && isCurrentShift(latest, now) ? latest : undefined;
}

/** Whether a worker's latest shift is still "current" for the cards (see findCurrent). */
export function isCurrentShift(latest: Pick<WorkshiftRow, 'status' | 'fecha' | 'ended_at'>, now: Date): boolean {
  if (latest.status !== 'completed') return true;
  const today = madridDate(now);
  const todayStart = madridToInstant(today, '00:00:00') ?? now;
  return latest.fecha === today || (latest.ended_at !== null && new Date(latest.ended_at) >= todayStart);
}

export function getCurrentWorkshift(db: Db, user: SessionUser, now = new Date()) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    const row = await findCurrent(trx, companyId, user.id, now);
    if (!row) return null;
    const config = toViewConfig(await readClockRules(trx, companyId));
    return toWorkshift(row, config, now, await correctionNames(trx, companyId, [row]));
  });
}

export function getTodayWorkshifts(db: Db, user: SessionUser, now = new Date()) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, (trx) => listTodayWorkshifts(trx, companyId, user.id, now));
}

async function listTodayWorkshifts(trx: Trx, companyId: number, userId: number, now: Date) {
  const today = madridDate(now);
  const config = await loadViewConfig(trx, companyId);
  const rows = await listWorkshifts(trx, companyId, userId, { from: today, to: today });
  const names = await correctionNames(trx, companyId, rows);
  return rows.map((row) => toWorkshift(row, config, now, names));
}

/** Today's shifts of an employee in the reach (404 'Empleado no encontrado' otherwise). */
export function getTodayWorkshiftsInReach(db: Db, reach: TenantReach, employeeId: number, now = new Date()) {
  return withTenant(db, reach.companyId, async (trx) => {
    await assertEmployeeInReach(trx, reach, employeeId, EMPLOYEE_NOT_FOUND);
    return listTodayWorkshifts(trx, reach.companyId, employeeId, now);
  });
}

export function getWorkshiftHistory(
  db: Db,
  user: SessionUser,
  query: { from?: string; to?: string; page: number; page_size: number },
  now = new Date(),
) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    const config: ViewConfig = await loadViewConfig(trx, companyId);
    const range = { from: query.from, to: query.to };
    const [rows, total] = await Promise.all([
      listWorkshifts(trx, companyId, user.id, {
        ...range,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }),
      countWorkshifts(trx, companyId, user.id, range),
    ]);
    const names = await correctionNames(trx, companyId, rows);
    return {
      data: rows.map((row) => toWorkshift(row, config, now, names)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  });
}

/** hasChanges when the worker's record moved past the cursor the client last saw. */
/** The record's cursor: from `cache` (no transaction while the events bus vouches for it) when given. */
export async function getWorkshiftStatus(
  db: Db,
  user: SessionUser,
  since: string | undefined,
  cache?: WorkshiftStatusCache,
) {
  const companyId = companyOf(user);
  const load = () => withTenant(db, companyId, (trx) => findChainCursor(trx, companyId, user.id));
  const cursor = await (cache ? cache.cursor(companyId, user.id, load) : load());
  return { hasChanges: since !== undefined && since !== cursor, cursor };
}

const EMPLOYEE_NOT_FOUND = 'Empleado no encontrado';

export function getEmployeeCurrentWorkshift(db: Db, actor: SessionUser, employeeId: number, now = new Date()) {
  return getCurrentWorkshiftInReach(db, tenantReachFor(actor, 'read:employee-workshift'), employeeId, now);
}

/** The current shift of an employee in the reach (404 'Empleado no encontrado' otherwise). */
export function getCurrentWorkshiftInReach(db: Db, reach: TenantReach, employeeId: number, now = new Date()) {
  const companyId = reach.companyId;
  return withTenant(db, companyId, async (trx) => {
    await assertEmployeeInReach(trx, reach, employeeId, EMPLOYEE_NOT_FOUND);
    const row = await findCurrent(trx, companyId, employeeId, now);
    if (!row) return null;
    return toWorkshift(row, await loadViewConfig(trx, companyId), now, await correctionNames(trx, companyId, [row]));
  });
}

export function getEmployeeWorkshifts(db: Db, actor: SessionUser, employeeId: number, now = new Date()) {
  const reach = tenantReachFor(actor, 'read:employee-workshift');
  const companyId = reach.companyId;
  return withTenant(db, companyId, async (trx) => {
    await assertEmployeeInReach(trx, reach, employeeId, EMPLOYEE_NOT_FOUND);
    const config = await loadViewConfig(trx, companyId);
    const rows = await listWorkshifts(trx, companyId, employeeId, {});
    const names = await correctionNames(trx, companyId, rows);
    return rows.map((row) => toWorkshift(row, config, now, names));
  });
}

/**
 * Shifts still open past the company's forgotten-clock-out limit, for the people who must chase
 * them: every employee's for a company admin, the team's for a manager. No end time is invented.
 */
export function listForgottenWorkshifts(db: Db, actor: SessionUser, now = new Date()) {
  const reach = tenantReachFor(actor, 'read:employee-workshift');
  const companyId = reach.companyId;
  return withTenant(db, companyId, async (trx) => {
    const config = await loadViewConfig(trx, companyId);
    const limit = new Date(now.getTime() - config.forgottenClockoutHours * 3600_000);
    const rows = await listOpenWorkshiftsBefore(trx, reach, limit);
    return rows.map((row) => {
      const startedAt = new Date(row.started_at);
      return {
        user_id: row.user_id,
        user_name: row.user_name,
        workshift_id: Number(row.id),
        fecha: row.fecha,
        hora_inicio: madridTime(startedAt),
        started_at: startedAt.toISOString(),
        hours_open: Math.floor((now.getTime() - startedAt.getTime()) / 360_000) / 10,
      };
    });
  });
}
