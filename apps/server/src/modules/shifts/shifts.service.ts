import type { SessionUser } from '@jornada/shared/api/session';
import {
  type CreateShiftRequest,
  crossesMidnight,
  SHIFT_MESSAGES,
  type Shift,
  shiftInUseMessage,
  type UpdateShiftRequest,
} from '@jornada/shared/api/shifts';
import { companyOf } from '../../access/company-of';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import {
  deleteShift,
  findShift,
  insertShift,
  listShifts,
  lockShift,
  type ShiftRow,
  type ShiftValues,
  unassignDeactivatedEmployees,
  updateShift,
} from './shifts.repository';

export interface ShiftActor {
  user: SessionUser;
  ip: string | null;
}

export function toShift(row: ShiftRow): Shift {
  return {
    id: row.id,
    name: row.name,
    startTime: row.start_time,
    endTime: row.end_time,
    weekdays: [...row.weekdays].sort((a, b) => a - b),
    crossesMidnight: crossesMidnight(row.start_time, row.end_time),
    employeeCount: row.employee_count,
  };
}

function valuesOf(input: CreateShiftRequest): ShiftValues {
  return {
    name: input.name,
    startTime: input.startTime,
    endTime: input.endTime,
    weekdays: [...input.weekdays].sort((a, b) => a - b),
  };
}

/** What the audit log keeps of a shift. */
const snapshot = (shift: { name: string; startTime: string; endTime: string; weekdays: readonly number[] }) => ({
  name: shift.name,
  startTime: shift.startTime,
  endTime: shift.endTime,
  weekdays: shift.weekdays,
});

/** Unique (company, lower(name)): the one constraint an insert or update of a shift can break. */
function mapShiftError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505') throw new AppError('CONFLICT', SHIFT_MESSAGES.duplicateName, { fields: { name: 'repetido' } });
  // An employee was given the shift between our check and the delete.
  if (code === '23503')
    throw new AppError('CONFLICT', 'No se puede eliminar el turno: hay empleados que lo tienen asignado.');
  throw error;
}

export async function getShifts(db: Db, user: SessionUser): Promise<Shift[]> {
  const companyId = companyOf(user);
  const rows = await withTenant(db, companyId, (trx) => listShifts(trx, companyId));
  return rows.map(toShift);
}

export async function createShift(db: Db, actor: ShiftActor, input: CreateShiftRequest): Promise<Shift> {
  const companyId = companyOf(actor.user);
  const values = valuesOf(input);
  try {
    return await withTenant(db, companyId, async (trx) => {
      const id = await insertShift(trx, companyId, values);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'shift.created',
        entity: 'shift',
        entityId: id,
        details: snapshot(values),
        ip: actor.ip,
      });
      return toShift((await findShift(trx, companyId, id)) as ShiftRow);
    });
  } catch (error) {
    return mapShiftError(error);
  }
}

export async function replaceShift(
  db: Db,
  actor: ShiftActor,
  shiftId: number,
  input: UpdateShiftRequest,
): Promise<Shift> {
  const companyId = companyOf(actor.user);
  const values = valuesOf(input);
  try {
    return await withTenant(db, companyId, async (trx) => {
      if (!(await lockShift(trx, companyId, shiftId))) throw new AppError('NOT_FOUND', SHIFT_MESSAGES.notFound);
      const before = toShift((await findShift(trx, companyId, shiftId)) as ShiftRow);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const after = snapshot(values);
      for (const [field, from] of Object.entries(snapshot(before))) {
        const to = after[field as keyof typeof after];
        if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
      }
      if (Object.keys(changes).length === 0) return before;
      await updateShift(trx, companyId, shiftId, values);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'shift.updated',
        entity: 'shift',
        entityId: shiftId,
        details: { name: values.name, changes },
        ip: actor.ip,
      });
      return toShift((await findShift(trx, companyId, shiftId)) as ShiftRow);
    });
  } catch (error) {
    return mapShiftError(error);
  }
}

/**
 * Refused (409) while active employees have the shift: silently leaving them without one would
 * change their schedule behind the admin's back. Deactivated employees are unassigned here.
 */
export async function removeShift(db: Db, actor: ShiftActor, shiftId: number) {
  const companyId = companyOf(actor.user);
  try {
    await withTenant(db, companyId, async (trx) => {
      if (!(await lockShift(trx, companyId, shiftId))) throw new AppError('NOT_FOUND', SHIFT_MESSAGES.notFound);
      const shift = toShift((await findShift(trx, companyId, shiftId)) as ShiftRow);
      if (shift.employeeCount > 0) throw new AppError('CONFLICT', shiftInUseMessage(shift.employeeCount));
      const unassigned = await unassignDeactivatedEmployees(trx, companyId, shiftId);
      await deleteShift(trx, companyId, shiftId);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'shift.deleted',
        entity: 'shift',
        entityId: shiftId,
        details: { ...snapshot(shift), ...(unassigned > 0 ? { unassigned_deactivated_employees: unassigned } : {}) },
        ip: actor.ip,
      });
    });
  } catch (error) {
    return mapShiftError(error);
  }
  return { success: true as const, message: 'Turno eliminado' };
}
