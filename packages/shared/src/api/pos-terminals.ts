import { z } from 'zod';
import { idSchema, pathIdSchema } from './id';

/**
 * POS terminals (ADR 012): shared devices at the door where workers clock. The company admin
 * creates them (the 6-digit PIN is shown once, only its argon2id hash is kept), chooses who may clock
 * there, gives a new PIN or revokes one. Each worker sets their own personal kiosk PIN.
 */

export const POS_TERMINAL_MESSAGES = {
  notFound: 'Terminal no encontrado',
  nameRequired: 'El nombre del terminal es obligatorio',
  nameTooLong: 'El nombre del terminal no puede superar 80 caracteres',
  employeesInvalid: 'Elige al menos un empleado, o todos (null)',
  employeeUnknown: 'Alguno de los empleados elegidos no existe o no ficha en esta empresa',
  requirePinInvalid: 'Indica si el terminal pide el PIN personal de cada trabajador',
  nothingToUpdate: 'Indica el nombre, los empleados, el centro o si se pide el PIN personal',
  centreInvalid: 'Elige un centro de trabajo válido',
  centreUnknown: 'El centro de trabajo elegido no existe o está archivado',
  alreadyRevoked: 'El terminal ya estaba revocado',
  revoked: 'El terminal está revocado',
  lockoutEmployeeInvalid: 'Indica un empleado válido',
  lockoutEmployeeNotFound: 'Empleado no encontrado',
  lockoutsCleared: 'Bloqueos eliminados',
  noLockouts: 'No había bloqueos que eliminar',
} as const;

export const KIOSK_PIN_MESSAGES = {
  invalid: 'El PIN personal debe tener entre 4 y 6 cifras',
  saved: 'PIN personal guardado',
  cleared: 'PIN personal borrado',
  notFound: 'Empleado no encontrado',
} as const;

/** 403 on creating a terminal beyond the plan's live terminals (none below Profesional). */
export function posTerminalLimitMessage(limit: number): string {
  if (limit === 0) return 'Tu plan no incluye terminales POS. Cambia al plan Profesional o superior para usarlos.';
  return limit === 1
    ? 'Tu plan permite 1 terminal POS. Revoca el que tienes o cambia de plan para añadir más.'
    : `Tu plan permite ${limit} terminales POS. Revoca alguno o cambia de plan para añadir más.`;
}

/** The terminal's PIN: 6 random digits. */
export const POS_TERMINAL_PIN_LENGTH = 6;
/** A personal kiosk PIN: 4 to 6 digits. */
export const KIOSK_PIN_PATTERN = /^\d{4,6}$/;

/** One terminal as the admin sees it: never a PIN (only when created or renewed, once). */
export const posTerminalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `POS-` and 4–6 characters: what the kiosk's login asks for ('Identificador del POS'). */
  id_acceso: z.string(),
  /** null: every active employee who clocks. */
  employee_ids: z.array(z.number().int()).nullable(),
  require_employee_pin: z.boolean(),
  /** The work centre the kiosk stands in: a start clocked there records it. */
  centre_id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type PosTerminal = z.infer<typeof posTerminalSchema>;

/** GET /api/pos-terminals: the company's terminals, revoked ones included, oldest first. */
export const listPosTerminalsResponse = z.array(posTerminalSchema);

const nameSchema = z
  .string({ error: POS_TERMINAL_MESSAGES.nameRequired })
  .trim()
  .min(1, POS_TERMINAL_MESSAGES.nameRequired)
  .max(80, POS_TERMINAL_MESSAGES.nameTooLong);

const employeeIdsSchema = z
  .array(idSchema(POS_TERMINAL_MESSAGES.employeesInvalid), { error: POS_TERMINAL_MESSAGES.employeesInvalid })
  .min(1, POS_TERMINAL_MESSAGES.employeesInvalid)
  .max(10_000, POS_TERMINAL_MESSAGES.employeesInvalid)
  .nullable();

const requirePinSchema = z.boolean({ error: POS_TERMINAL_MESSAGES.requirePinInvalid });

const centreIdSchema = idSchema(POS_TERMINAL_MESSAGES.centreInvalid);

/**
 * POST /api/pos-terminals. employee_ids null (or left out) = all; the personal PIN is asked unless
 * false; the centre is the company's default one unless given.
 */
export const createPosTerminalRequest = z.object({
  name: nameSchema,
  employee_ids: employeeIdsSchema.optional().default(null),
  require_employee_pin: requirePinSchema.optional().default(true),
  centre_id: centreIdSchema.optional(),
});
export type CreatePosTerminalRequest = z.infer<typeof createPosTerminalRequest>;

/** POST /api/pos-terminals (201) and POST /api/pos-terminals/{id}/pin: the terminal and its PIN, shown once. */
export const posTerminalWithPinResponse = posTerminalSchema.extend({ pin: z.string() });
export type PosTerminalWithPin = z.infer<typeof posTerminalWithPinResponse>;

/** PATCH /api/pos-terminals/{id}: any of the four. */
export const updatePosTerminalRequest = z
  .object({
    name: nameSchema.optional(),
    employee_ids: employeeIdsSchema.optional(),
    require_employee_pin: requirePinSchema.optional(),
    centre_id: centreIdSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: POS_TERMINAL_MESSAGES.nothingToUpdate,
  });
export type UpdatePosTerminalRequest = z.infer<typeof updatePosTerminalRequest>;

export const posTerminalParams = z.object({ id: pathIdSchema(POS_TERMINAL_MESSAGES.notFound) });

/** DELETE /api/pos-terminals/{id} and PATCH: the terminal as it is now. */
export const posTerminalResponse = posTerminalSchema;

/** GET /api/pos-terminals/mine: where the logged-in worker may clock. */
export const myPosTerminalsResponse = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string(),
    last_seen_at: z.string().nullable(),
    require_employee_pin: z.boolean(),
  }),
);
export type MyPosTerminal = z.infer<typeof myPosTerminalsResponse>[number];

/** PUT /api/profile/kiosk-pin */
export const setKioskPinRequest = z.object({
  pin: z.string({ error: KIOSK_PIN_MESSAGES.invalid }).regex(KIOSK_PIN_PATTERN, KIOSK_PIN_MESSAGES.invalid),
});
export type SetKioskPinRequest = z.infer<typeof setKioskPinRequest>;

/** GET /api/profile/kiosk-pin: whether the worker has one (never the PIN). */
export const getKioskPinResponse = z.object({ has_pin: z.boolean(), updated_at: z.string().nullable() });

/** PUT /api/profile/kiosk-pin and DELETE /api/employees/{id}/kiosk-pin */
export const kioskPinResponse = z.object({ success: z.literal(true), message: z.string() });

export const employeeKioskPinParams = z.object({ id: pathIdSchema(KIOSK_PIN_MESSAGES.notFound) });

/**
 * A counter of wrong kiosk PINs that refuses attempts now (ADR 025), for the company admin.
 * - `employee`: a worker's personal PIN, at this terminal (`terminal_id`) or, with `terminal_id`
 *   null, at every terminal of the company (it then shows under each terminal the worker may use).
 * - `activation`: the terminal's own PIN at POST /api/pos/login, from one `address` (an IPv4 address,
 *   or an IPv6 /64) or, with `address` null, from every address.
 */
export const posTerminalLockoutSchema = z.object({
  kind: z.enum(['employee', 'activation']),
  terminal_id: z.number().int().nullable(),
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  address: z.string().nullable(),
  /** Failures counted in the current 24-hour window. */
  failures: z.number().int(),
  locked_until: z.string(),
  retry_after_seconds: z.number().int(),
});
export type PosTerminalLockout = z.infer<typeof posTerminalLockoutSchema>;

/** GET /api/pos-terminals/lockouts: every lockout of the company's terminals now, longest wait first. */
export const listPosTerminalLockoutsResponse = z.array(posTerminalLockoutSchema);

/**
 * DELETE /api/pos-terminals/{id}/lockouts[?employee_id=]: without `employee_id`, every lockout of the
 * terminal (its activation from any address, and the personal PINs of everyone it lists, here and
 * their over-all-terminals counter); with it, only that employee's.
 */
export const clearPosTerminalLockoutsQuery = z.object({
  employee_id: idSchema(POS_TERMINAL_MESSAGES.lockoutEmployeeInvalid).optional(),
});
export type ClearPosTerminalLockoutsQuery = z.infer<typeof clearPosTerminalLockoutsQuery>;

/**
 * DELETE /api/pos-terminals/{id}/lockouts answers 200 with how many counters it removed (`cleared`;
 * 0 when there were none, still a success). Audited when it removed any.
 */
export const clearPosTerminalLockoutsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  cleared: z.number().int(),
});
export type ClearPosTerminalLockoutsResponse = z.infer<typeof clearPosTerminalLockoutsResponse>;
