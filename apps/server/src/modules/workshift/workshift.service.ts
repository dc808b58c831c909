import type { SessionUser } from '@jornada/shared/api/session';
import {
  DEFAULT_OBSERVACIONES,
  type GeoPoint,
  REMOTE_WORK_NOT_ALLOWED,
  type Workshift,
} from '@jornada/shared/api/workshift';
import { decideBreakStart } from '@jornada/shared/domain/break-policy';
import { usualStartMode, type WorkMode } from '@jornada/shared/domain/employee-contract';
import { madridDate, madridTime, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { companyOf } from '../../access/company-of';
import { type TenantReach, tenantReachFor } from '../../access/reach';
import type { ClockEventKind, ClockSource } from '../../db/schema';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { type ClockContext, withClockContext } from './clock-context.repository';
import { readClockRules } from './clock-rules-cache';
import { clockWriteStatement, findChainCursor } from './clock-write.repository';
import { sealClockEvent } from './record-chain';
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
import { applyClockEvent } from './workshift-projection';
import { correctionPeople, toWorkshift, type ViewConfig } from './workshift-view';

export type ClockAction = Exclude<ClockEventKind, 'incident' | 'correction'>;

/** Whose record an action goes to: a session's user, or the worker a POS terminal clocks for. */
export type ClockPerson = Pick<SessionUser, 'id' | 'company_id'>;

export interface ClockActor {
  user: ClockPerson;
  /** The user session's id (the web); null for a POS terminal, whose session goes in auditDetails. */
  sessionId: number | null;
  source: ClockSource;
}

export interface ClockInput {
  location?: GeoPoint;
  clientTime?: string | null;
  clientTimezone?: string | null;
  observaciones?: string;
  /** A start's work mode; without it, the usual mode of the worker's contract in force. */
  workMode?: WorkMode;
  /**
   * A start's work centre when the place says it (a terminal's, checked by its caller); without it,
   * the worker's own centre.
   */
  centreId?: number;
  /** Server time is authoritative; only seeding and benchmarks write history with a given instant. */
  occurredAt?: Date;
  /** Sealed into the event's details beside the action's own (e.g. the POS terminal, the client's time). */
  auditDetails?: Record<string, unknown>;
}

export const CLOCK_MESSAGES = {
  alreadyOpen: 'Ya tienes una jornada en curso. Finalízala antes de iniciar otra.',
  noneOpen: 'No tienes ninguna jornada en curso',
  notOnBreak: 'No estás en pausa',
} as const;

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

function checkAllowed(
  action: ClockAction,
  open: WorkshiftRow | undefined,
  config: ReturnType<typeof toViewConfig>,
  now: Date,
  breaksToday: WorkshiftRow['breaks'],
) {
  switch (action) {
    case 'start':
      if (open) throw new AppError('CONFLICT', CLOCK_MESSAGES.alreadyOpen);
      return;
    case 'break_start': {
      const decision = decideBreakStart(
        open ? { status: open.status, breaks: breaksToday } : null,
        config.hasConfig
          ? {
              break_included: config.breakIncluded,
              max_breaks_per_day: config.maxBreaksPerDay,
              min_break_interval: config.minBreakInterval,
            }
          : null,
        now,
      );
      if (!decision.isAllowed) throw new AppError('CONFLICT', decision.reason);
      return;
    }
    case 'break_end':
    case 'resume':
      if (!open) throw new AppError('CONFLICT', CLOCK_MESSAGES.noneOpen);
      if (open.status !== 'on_break') throw new AppError('CONFLICT', CLOCK_MESSAGES.notOnBreak);
      return;
    case 'end':
      if (!open) throw new AppError('CONFLICT', CLOCK_MESSAGES.noneOpen);
      return;
  }
}

/**
 * A start's work mode, sealed into its event: the one asked for, else the usual mode of the contract
 * in force that day, else on site. Remote work is refused where the company does not allow it.
 */
function startWorkMode(asked: WorkMode | undefined, context: ClockContext): WorkMode {
  if (asked === 'teletrabajo' && !context.allowsRemoteWork) throw new AppError('BAD_REQUEST', REMOTE_WORK_NOT_ALLOWED);
  return asked ?? usualStartMode(context);
}

/**
 * What an event's details record, sealed by its hash: an end's observations; a start's work mode and
 * work centre (the worker's own on the web, a terminal's when one says so).
 */
function eventDetails(action: ClockAction, input: ClockInput, context: ClockContext): Record<string, unknown> {
  if (action === 'end') return { observaciones: input.observaciones || DEFAULT_OBSERVACIONES };
  if (action === 'start') {
    const centreId = input.centreId ?? context.employeeCentreId;
    return { work_mode: startWorkMode(input.workMode, context), ...(centreId == null ? {} : { centre_id: centreId }) };
  }
  return {};
}

/**
 * Records one clock action as a new event in the worker's chain and moves the projection, in one
 * transaction behind the worker's chain-head lock: simultaneous actions of one worker are decided
 * in turn, and a refused action writes nothing.
 */
export async function performClockAction(
  db: Db,
  actor: ClockActor,
  action: ClockAction,
  input: ClockInput,
): Promise<Workshift> {
  const companyId = companyOf(actor.user);
  try {
    // Two round trips: the opening message (BEGIN, tenant, chain lock, everything the rules read) and
    // the one write, which travels with COMMIT (ADR 005).
    const now = input.occurredAt ?? new Date();
    const options = {
      withBreaksOfDay: action === 'break_start',
      contractOn: action === 'start' ? madridDate(now) : null,
    };
    return await withClockContext(db, companyId, actor.user.id, options, async (trx, context) => {
      const { head, open, config: rules, breaksToday, nextEventId } = context;
      const config = toViewConfig(rules);
      // SPEC §5 counts breaks per day: every shift the worker started that day, not just this one.
      checkAllowed(action, open, config, now, breaksToday);
      const event = sealClockEvent(head, nextEventId, {
        companyId,
        userId: actor.user.id,
        workshiftId: action === 'start' ? null : (open?.id ?? null),
        kind: action,
        occurredAt: now,
        clientTime: input.clientTime?.slice(0, 40) ?? null,
        clientTimezone: input.clientTimezone?.slice(0, 64) ?? null,
        ...knownLocation(input.location),
        source: actor.source,
        actorUserId: actor.user.id,
        sessionId: actor.sessionId,
        details: { ...input.auditDetails, ...eventDetails(action, input, context) },
      });
      const next = applyClockEvent(open, event);
      return {
        result: toWorkshift(next, config, now, await correctionNames(trx, companyId, [next])),
        closing: clockWriteStatement({ head, event, shift: { row: next, isNew: action === 'start' } }),
      };
    });
  } catch (error) {
    // The partial unique index is the last line: should two starts ever pass the lock, one loses here.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLOCK_MESSAGES.alreadyOpen);
    throw error;
  }
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
export function getWorkshiftStatus(db: Db, user: SessionUser, since: string | undefined) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    const cursor = await findChainCursor(trx, companyId, user.id);
    return { hasChanges: since !== undefined && since !== cursor, cursor };
  });
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
