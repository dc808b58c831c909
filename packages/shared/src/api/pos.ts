import { z } from 'zod';
import { idSchema, MAX_BIGINT_ID, pathIdSchema } from './id';
import {
  endWorkshiftRequest,
  geoPointSchema,
  incidentTypes,
  workshiftActionRequest,
  workshiftStatusSchema,
} from './workshift';

/**
 * The POS (kiosk) calls of SPEC §7 'Workshift (POS)', made with the POS session of a terminal
 * (ADR 012), never with a user's session. The workshift and config answers have the web's shapes
 * (workshiftSchema, companyConfigSchema), so the web's components serve both.
 */

export const POS_MESSAGES = {
  identifierRequired: 'El identificador es obligatorio',
  identifierInvalid: 'Identificador del POS no válido',
  pinRequired: 'El pin es obligatorio',
  wrongCredentials: 'Identificador o PIN del POS incorrectos',
  terminalRevoked: 'Este terminal POS ha sido revocado',
  pinChanged: 'El PIN del terminal POS ha cambiado: vuelve a activarlo',
  sessionClosed: 'La sesión del POS se ha cerrado',
  sessionExpired: 'La sesión del POS ha caducado',
  noSession: 'No hay ninguna sesión del POS activa',
  otherCompany: 'El terminal POS no pertenece a esta empresa',
  otherTerminal: 'La sesión del POS es de otro terminal',
  connected: 'Terminal POS conectado',
  loggedOut: 'Sesión del POS cerrada',
  employeeRequired: 'Indica el empleado',
  employeeNotFound: 'Empleado no encontrado',
  employeePinRequired: 'Introduce tu PIN personal',
  employeePinInvalid: 'El PIN personal debe tener entre 4 y 6 cifras',
  employeePinWrong: 'PIN personal incorrecto',
  employeePinNotSet: 'Aún no tienes PIN personal: créalo en «Mis terminales POS»',
  kindRequired: 'Debes seleccionar un tipo de incidencia',
  workshiftNotFound: 'Jornada no encontrada',
  incidentRecorded: 'Incidencia registrada',
  centreInvalid: 'Centro de trabajo no válido',
} as const;

/**
 * The 429 of a kiosk PIN or a terminal activation (ADR 025): how long until the next attempt, in
 * seconds under a minute, else in whole minutes rounded up (never less than the real wait). The
 * kiosk counts it down with the answer's Retry-After.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minuto' : 'minutos'}`;
  return `Demasiados intentos. Espera ${wait} antes de volver a intentarlo.`;
}

/** SPEC §5: 'NaN', 'undefined' and 'null' are not terminal ids (a client's unset value turned to text). */
const isRealIdentifier = (value: string) => !['nan', 'undefined', 'null'].includes(value.toLowerCase());

/** POST /api/pos/login */
export const posLoginRequest = z.object({
  id_acceso: z
    .string({ error: POS_MESSAGES.identifierRequired })
    .trim()
    .min(1, POS_MESSAGES.identifierRequired)
    .max(40, POS_MESSAGES.identifierInvalid)
    .refine(isRealIdentifier, POS_MESSAGES.identifierInvalid),
  pin: z
    .union([z.string(), z.number()], { error: POS_MESSAGES.pinRequired })
    .transform((pin) => String(pin).trim())
    .pipe(z.string().min(1, POS_MESSAGES.pinRequired).max(20, POS_MESSAGES.wrongCredentials)),
});
export type PosLoginRequest = z.input<typeof posLoginRequest>;

const posTerminalSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Whether each clock action asks for the worker's personal PIN (`pin` in the body). */
  require_employee_pin: z.boolean(),
  /** The work centre the kiosk stands in (its grid starts there when the list spans several). */
  centre: z.object({ id: z.number().int(), name: z.string() }),
});

/** SPEC §7: "a company record with nombre", stored by the client as the POS company. */
export const posLoginResponse = z.object({
  /** The company's id. */
  id: z.number().int(),
  schema_name: z.string(),
  nombre: z.string(),
  id_acceso: z.string(),
  terminal: posTerminalSummary,
});
export type PosLoginResponse = z.infer<typeof posLoginResponse>;

export const posLogoutResponse = z.object({ success: z.literal(true), message: z.string() });

/** ?schema_name= of the POS calls: when sent, it must be the terminal's company. */
export const posSchemaQuery = z.object({ schema_name: z.string().max(100).optional() });

/** GET /api/pos/verify/terminal/{terminalId}: terminalId is the id_acceso. */
export const posVerifyTerminalParams = z.object({ terminalId: z.string().max(100) });

/** GET /api/pos/verify and /verify/terminal/{terminalId} */
export const posVerifyResponse = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  message: z.string(),
  /** While valid: the terminal as it is now (its PIN requirement may have changed). */
  terminal: posTerminalSummary.optional(),
});
export type PosVerifyResponse = z.infer<typeof posVerifyResponse>;

/** GET /api/pos/employees?centre_id=: only the employees of that work centre. */
export const posEmployeesQuery = z.object({
  centre_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    idSchema(POS_MESSAGES.centreInvalid).optional(),
  ),
});

/** GET /api/pos/employees: who may clock here, with where their day stands. */
export const posEmployeesResponse = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** The employee's work centre (the kiosk can show one centre's people). */
    centre_id: z.number().int(),
    centre_name: z.string(),
    /** Today's shift (open, or completed today); null when none. */
    status: workshiftStatusSchema.nullable(),
    hora_inicio: z.string().nullable(),
    started_at: z.string().nullable(),
    has_kiosk_pin: z.boolean(),
  }),
);
export type PosEmployee = z.infer<typeof posEmployeesResponse>[number];

export const posUserParams = z.object({ userId: pathIdSchema(POS_MESSAGES.employeeNotFound) });

/** Who clocks, and their personal PIN when the terminal requires it. */
const posActorFields = {
  user_id: idSchema(POS_MESSAGES.employeeRequired),
  pin: z.string({ error: POS_MESSAGES.employeePinInvalid }).max(20, POS_MESSAGES.employeePinInvalid).optional(),
};

/** POST /api/pos/workshift/start, /break/start, /break/end, /resume (SPEC §7). */
export const posClockRequest = workshiftActionRequest.extend(posActorFields);
export type PosClockRequest = z.infer<typeof posClockRequest>;

/** POST /api/pos/workshift/end: plus client_time {timeString, dateString, timestamp} and observaciones. */
export const posEndRequest = endWorkshiftRequest.extend(posActorFields);
export type PosEndRequest = z.infer<typeof posEndRequest>;

/** kind_id 1–8: SPEC §5's incident types, in order. */
export const posIncidentKinds = incidentTypes.map((name, index) => ({ id: index + 1, name }));
export const posIncidentKindsResponse = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** POST /api/pos-incidents (SPEC §3 Incident (POS)). */
export const posIncidentRequest = z.object({
  ...posActorFields,
  kind_id: z.coerce
    .number({ error: POS_MESSAGES.kindRequired })
    .int(POS_MESSAGES.kindRequired)
    .min(1, POS_MESSAGES.kindRequired)
    .max(posIncidentKinds.length, POS_MESSAGES.kindRequired),
  description: z
    .string()
    .trim()
    .max(4000, 'La descripción no puede superar 4000 caracteres')
    .nullish()
    .transform((text) => text ?? ''),
  workshift_id: idSchema(POS_MESSAGES.workshiftNotFound, MAX_BIGINT_ID).nullish(),
  schema_name: z.string().max(100).optional(),
  location: geoPointSchema.optional(),
  locationHistory: z.unknown().optional(),
});
export type PosIncidentRequest = z.input<typeof posIncidentRequest>;

export const posIncidentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The incident's event in the worker's record. */
  id: z.number().int(),
});
