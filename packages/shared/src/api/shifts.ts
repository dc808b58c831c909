import { z } from 'zod';
import { pathIdSchema } from './id';

/** ISO weekdays: 1 = lunes … 7 = domingo. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayLabels: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};
/** What a shift created before weekdays existed works (migration 003's default). */
export const DEFAULT_SHIFT_WEEKDAYS = [1, 2, 3, 4, 5];

export const SHIFT_NAME_MAX_LENGTH = 60;

export const SHIFT_MESSAGES = {
  nameRequired: 'El nombre del turno es requerido',
  nameTooLong: `El nombre del turno no puede superar ${SHIFT_NAME_MAX_LENGTH} caracteres`,
  startRequired: 'La hora de entrada es requerida',
  startInvalid: 'La hora de entrada debe tener el formato HH:mm',
  endRequired: 'La hora de salida es requerida',
  endInvalid: 'La hora de salida debe tener el formato HH:mm',
  sameTimes: 'La hora de salida no puede ser igual a la de entrada',
  weekdaysRequired: 'Elige al menos un día de la semana',
  weekdayInvalid: 'Día de la semana no válido (1 = lunes … 7 = domingo)',
  weekdaysRepeated: 'Los días de la semana no pueden repetirse',
  notFound: 'Turno no encontrado',
  duplicateName: 'Ya existe un turno con ese nombre',
} as const;

/** 'HH:mm', 00:00 to 23:59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDay = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).regex(HH_MM, invalid);

/**
 * SPEC §3 Shift (id, name, startTime, endTime 'HH:mm') plus the working weekdays and how many
 * active employees have it. `crossesMidnight`: the end is before the start, so the shift ends the
 * next day (a night shift, 22:00 → 06:00).
 */
export const shiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  weekdays: z.array(z.number().int().min(1).max(7)),
  crossesMidnight: z.boolean(),
  employeeCount: z.number().int(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** GET /api/shifts: the company's shifts by start time, then name. */
export const getShiftsResponse = z.array(shiftSchema);
export type GetShiftsResponse = z.infer<typeof getShiftsResponse>;

/**
 * POST /api/shifts. An end before the start is a night shift that ends the next day; an end equal
 * to the start is refused (a 0 h or 24 h shift is almost certainly a typo).
 */
export const createShiftRequest = z
  .object({
    name: z
      .string({ error: SHIFT_MESSAGES.nameRequired })
      .trim()
      .min(1, SHIFT_MESSAGES.nameRequired)
      .max(SHIFT_NAME_MAX_LENGTH, SHIFT_MESSAGES.nameTooLong),
    startTime: timeOfDay(SHIFT_MESSAGES.startRequired, SHIFT_MESSAGES.startInvalid),
    endTime: timeOfDay(SHIFT_MESSAGES.endRequired, SHIFT_MESSAGES.endInvalid),
    weekdays: z
      .array(
        z
          .number({ error: SHIFT_MESSAGES.weekdayInvalid })
          .int(SHIFT_MESSAGES.weekdayInvalid)
          .min(1, SHIFT_MESSAGES.weekdayInvalid)
          .max(7, SHIFT_MESSAGES.weekdayInvalid),
        { error: SHIFT_MESSAGES.weekdaysRequired },
      )
      .min(1, SHIFT_MESSAGES.weekdaysRequired)
      .refine((days) => new Set(days).size === days.length, SHIFT_MESSAGES.weekdaysRepeated),
  })
  .refine((shift) => shift.startTime !== shift.endTime, { message: SHIFT_MESSAGES.sameTimes, path: ['endTime'] });
export type CreateShiftRequest = z.infer<typeof createShiftRequest>;
export const createShiftResponse = shiftSchema;

/** PUT /api/shifts/{shiftId}: the whole shift again (same rules as creating one). */
export const shiftParams = z.object({ shiftId: pathIdSchema(SHIFT_MESSAGES.notFound) });
export const updateShiftRequest = createShiftRequest;
export type UpdateShiftRequest = z.infer<typeof updateShiftRequest>;
export const updateShiftResponse = shiftSchema;

/**
 * DELETE /api/shifts/{shiftId}. Refused with 409 while active employees have the shift: they must
 * be given another one first (the answer says how many).
 */
export const deleteShiftResponse = z.object({ success: z.literal(true), message: z.string() });

export function shiftInUseMessage(employeeCount: number): string {
  return employeeCount === 1
    ? 'No se puede eliminar el turno: 1 empleado lo tiene asignado. Asígnale otro turno antes de eliminarlo.'
    : `No se puede eliminar el turno: ${employeeCount} empleados lo tienen asignado. Asígnales otro turno antes de eliminarlo.`;
}

/** 'Mañana (08:00 - 15:00)', as the create-employee form lists shifts (SPEC §3). */
export function shiftLabel(shift: Pick<Shift, 'name' | 'startTime' | 'endTime'>): string {
  return `${shift.name} (${shift.startTime} - ${shift.endTime})`;
}

export function crossesMidnight(startTime: string, endTime: string): boolean {
  return endTime < startTime;
}
