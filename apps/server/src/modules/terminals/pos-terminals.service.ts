import { randomInt } from 'node:crypto';
import {
  type CreatePosTerminalRequest,
  type MyPosTerminal,
  POS_TERMINAL_MESSAGES,
  POS_TERMINAL_PIN_LENGTH,
  type PosTerminal,
  type PosTerminalWithPin,
  posTerminalLimitMessage,
  type UpdatePosTerminalRequest,
} from '@jornada/shared/api/pos-terminals';
import type { SessionUser } from '@jornada/shared/api/session';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { lockCentreForAssignment } from '../work-centres/work-centres.service';
import { revokeTerminalSessions } from './pos-session.repository';
import {
  countLiveTerminals,
  findPosTerminal,
  insertPosTerminal,
  listClockingEmployeeIds,
  listPosTerminals,
  listTerminalsOfEmployee,
  lockPlanTerminalLimit,
  lockPosTerminal,
  type PosTerminalRow,
  renewPosTerminalPin,
  revokePosTerminal,
  updatePosTerminal,
} from './pos-terminals.repository';

export interface PosTerminalActor {
  user: SessionUser;
  ip: string | null;
}

/** Characters nobody misreads on a printed sheet: no 0/O, 1/I/L. */
const ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const ID_LENGTH = 6;

/** `POS-` and 6 unambiguous characters (about 887 million of them). */
export function generateIdAcceso(): string {
  let id = 'POS-';
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** 6 random digits. */
export function generateTerminalPin(): string {
  return String(randomInt(10 ** POS_TERMINAL_PIN_LENGTH)).padStart(POS_TERMINAL_PIN_LENGTH, '0');
}

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export function toPosTerminal(row: PosTerminalRow): PosTerminal {
  return {
    id: row.id,
    name: row.name,
    id_acceso: row.id_acceso,
    employee_ids: row.employee_ids,
    require_employee_pin: row.require_employee_pin,
    centre_id: row.centre_id,
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: iso(row.last_seen_at),
    revoked_at: iso(row.revoked_at),
  };
}

const companyOfActor = (actor: PosTerminalActor) => tenantReachFor(actor.user, 'manage:pos-terminal').companyId;

/** Every listed employee must be an active employee of the company who clocks; duplicates are dropped. */
async function checkEmployeeIds(trx: Trx, companyId: number, ids: number[] | null): Promise<number[] | null> {
  if (ids === null) return null;
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const known = await listClockingEmployeeIds(trx, companyId, unique);
  if (known.size !== unique.length) {
    throw new AppError('BAD_REQUEST', POS_TERMINAL_MESSAGES.employeeUnknown, {
      fields: { employee_ids: POS_TERMINAL_MESSAGES.employeeUnknown },
    });
  }
  return unique;
}

/** A centre in use of the company, locked so that archiving it waits for this terminal (and then sees it). */
async function assertTerminalCentre(trx: Trx, companyId: number, centreId: number | undefined): Promise<void> {
  if (centreId === undefined) return;
  if (!(await lockCentreForAssignment(trx, companyId, centreId))) {
    throw new AppError('BAD_REQUEST', POS_TERMINAL_MESSAGES.centreUnknown, { fields: { centre_id: 'no existe' } });
  }
}

/** 403 when the plan's live terminals are all in use (none below Profesional). */
async function assertTerminalAllowed(trx: Trx, companyId: number): Promise<void> {
  const limit = await lockPlanTerminalLimit(trx, companyId);
  if ((await countLiveTerminals(trx, companyId)) >= limit) {
    throw new AppError('FORBIDDEN', posTerminalLimitMessage(limit), { fields: { max_pos_terminals: String(limit) } });
  }
}

/** GET /api/pos-terminals */
export async function listCompanyPosTerminals(db: Db, actor: PosTerminalActor): Promise<PosTerminal[]> {
  const companyId = companyOfActor(actor);
  const rows = await withTenant(db, companyId, (trx) => listPosTerminals(trx, companyId));
  return rows.map(toPosTerminal);
}

/** POST /api/pos-terminals: a new terminal and its PIN, shown this once. Audited. */
export async function createPosTerminal(
  db: Db,
  actor: PosTerminalActor,
  input: CreatePosTerminalRequest,
): Promise<PosTerminalWithPin> {
  const companyId = companyOfActor(actor);
  const pin = generateTerminalPin();
  const pinHash = await hashPassword(pin);
  const row = await withTenant(db, companyId, async (trx) => {
    await assertTerminalAllowed(trx, companyId);
    await assertTerminalCentre(trx, companyId, input.centre_id);
    const employeeIds = await checkEmployeeIds(trx, companyId, input.employee_ids ?? null);
    const requireEmployeePin = input.require_employee_pin ?? true;
    let id: number | undefined;
    for (let attempt = 0; id === undefined; attempt++) {
      if (attempt === 10) throw new Error('no se encontró un id_acceso libre');
      id = await insertPosTerminal(trx, companyId, {
        name: input.name,
        idAcceso: generateIdAcceso(),
        pinHash,
        employeeIds,
        requireEmployeePin,
        centreId: input.centre_id,
        createdBy: actor.user.id,
      });
    }
    const created = (await findPosTerminal(trx, companyId, id)) as PosTerminalRow;
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'pos_terminal.created',
      entity: 'pos_terminal',
      entityId: id,
      details: {
        name: created.name,
        id_acceso: created.id_acceso,
        employee_ids: employeeIds,
        require_employee_pin: requireEmployeePin,
        centre_id: created.centre_id,
      },
      ip: actor.ip,
    });
    return created;
  });
  return { ...toPosTerminal(row), pin };
}

async function lockLiveTerminal(trx: Trx, companyId: number, id: number): Promise<PosTerminalRow> {
  const terminal = await lockPosTerminal(trx, companyId, id);
  if (!terminal) throw new AppError('NOT_FOUND', POS_TERMINAL_MESSAGES.notFound);
  if (terminal.revoked_at !== null) throw new AppError('CONFLICT', POS_TERMINAL_MESSAGES.revoked);
  return terminal;
}

const sameIds = (a: number[] | null, b: number[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((id, i) => id === b[i]);

/** PATCH /api/pos-terminals/{id}: name, allowed employees, PIN requirement. Audited old → new. */
export async function updateCompanyPosTerminal(
  db: Db,
  actor: PosTerminalActor,
  id: number,
  input: UpdatePosTerminalRequest,
): Promise<PosTerminal> {
  const companyId = companyOfActor(actor);
  return withTenant(db, companyId, async (trx) => {
    const before = await lockLiveTerminal(trx, companyId, id);
    await assertTerminalCentre(trx, companyId, input.centre_id);
    const employeeIds =
      input.employee_ids === undefined ? undefined : await checkEmployeeIds(trx, companyId, input.employee_ids);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (input.name !== undefined && input.name !== before.name) changes.name = { from: before.name, to: input.name };
    if (employeeIds !== undefined && !sameIds(employeeIds, before.employee_ids)) {
      changes.employee_ids = { from: before.employee_ids, to: employeeIds };
    }
    if (input.require_employee_pin !== undefined && input.require_employee_pin !== before.require_employee_pin) {
      changes.require_employee_pin = { from: before.require_employee_pin, to: input.require_employee_pin };
    }
    if (input.centre_id !== undefined && input.centre_id !== before.centre_id) {
      changes.centre_id = { from: before.centre_id, to: input.centre_id };
    }
    if (Object.keys(changes).length > 0) {
      await updatePosTerminal(trx, companyId, id, {
        name: input.name,
        employee_ids: employeeIds,
        require_employee_pin: input.require_employee_pin,
        centre_id: input.centre_id,
      });
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'pos_terminal.updated',
        entity: 'pos_terminal',
        entityId: id,
        details: { name: input.name ?? before.name, changes },
        ip: actor.ip,
      });
    }
    return toPosTerminal((await findPosTerminal(trx, companyId, id)) as PosTerminalRow);
  });
}

/** POST /api/pos-terminals/{id}/pin: a new PIN, shown once; every session of the terminal ends. */
export async function renewCompanyPosTerminalPin(
  db: Db,
  actor: PosTerminalActor,
  id: number,
): Promise<PosTerminalWithPin> {
  const companyId = companyOfActor(actor);
  const pin = generateTerminalPin();
  const pinHash = await hashPassword(pin);
  const row = await withTenant(db, companyId, async (trx) => {
    const terminal = await lockLiveTerminal(trx, companyId, id);
    await renewPosTerminalPin(trx, companyId, id, pinHash);
    const ended = await revokeTerminalSessions(trx, companyId, id);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'pos_terminal.pin_changed',
      entity: 'pos_terminal',
      entityId: id,
      details: { name: terminal.name, sessions_ended: Number(ended[0]?.numUpdatedRows ?? 0) },
      ip: actor.ip,
    });
    return (await findPosTerminal(trx, companyId, id)) as PosTerminalRow;
  });
  return { ...toPosTerminal(row), pin };
}

/** DELETE /api/pos-terminals/{id}: revoked (kept for the record), its sessions ended. 409 if it already was. */
export async function revokeCompanyPosTerminal(db: Db, actor: PosTerminalActor, id: number): Promise<PosTerminal> {
  const companyId = companyOfActor(actor);
  return withTenant(db, companyId, async (trx) => {
    const terminal = await lockPosTerminal(trx, companyId, id);
    if (!terminal) throw new AppError('NOT_FOUND', POS_TERMINAL_MESSAGES.notFound);
    if (terminal.revoked_at !== null) throw new AppError('CONFLICT', POS_TERMINAL_MESSAGES.alreadyRevoked);
    await revokePosTerminal(trx, companyId, id, actor.user.id);
    const ended = await revokeTerminalSessions(trx, companyId, id);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'pos_terminal.revoked',
      entity: 'pos_terminal',
      entityId: id,
      details: {
        name: terminal.name,
        id_acceso: terminal.id_acceso,
        sessions_ended: Number(ended[0]?.numUpdatedRows ?? 0),
      },
      ip: actor.ip,
    });
    return toPosTerminal((await findPosTerminal(trx, companyId, id)) as PosTerminalRow);
  });
}

/** GET /api/pos-terminals/mine: the live terminals where the logged-in worker may clock. */
export async function listMyPosTerminals(db: Db, user: SessionUser): Promise<MyPosTerminal[]> {
  const { companyId, userId } = ownReach(user, 'read:own-pos-terminal');
  const rows = await withTenant(db, companyId, (trx) => listTerminalsOfEmployee(trx, companyId, userId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    last_seen_at: iso(row.last_seen_at),
    require_employee_pin: row.require_employee_pin,
  }));
}

/** The actor's own company and id through an `own` grant. */
export function ownReach(user: SessionUser, permission: 'read:own-pos-terminal' | 'update:own-kiosk-pin') {
  const reach = tenantReachFor(user, permission);
  return { companyId: reach.companyId, userId: user.id };
}

/**
 * The live terminals placed at a centre: while any stands there the centre is not archived (the app
 * hands this count to the work-centres module).
 */
export function countCentreTerminals(trx: Trx, companyId: number, centreId: number): Promise<number> {
  return countLiveTerminals(trx, companyId, centreId);
}

/**
 * Which of `ids` are active employees of the company who clock (workers and managers): the only
 * ones a terminal lists, and the only ones an API key clocks for.
 */
export function findClockingEmployees(trx: Trx, companyId: number, ids: number[]): Promise<Set<number>> {
  return listClockingEmployeeIds(trx, companyId, ids);
}

/** A terminal written as given, outside the plan's limit and the audit log: for a seeded (demo) company. */
export function seedPosTerminal(trx: Trx, companyId: number, values: Parameters<typeof insertPosTerminal>[2]) {
  return insertPosTerminal(trx, companyId, values);
}
