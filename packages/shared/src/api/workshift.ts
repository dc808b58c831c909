import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { workModeSchema } from './contracts';
import { pathIdSchema } from './id';

export const workshiftStatuses = ['in_progress', 'on_break', 'completed'] as const;
export const workshiftStatusSchema = z.enum(workshiftStatuses);
export type WorkshiftStatus = z.infer<typeof workshiftStatusSchema>;

/** SPEC §4.1: the web card's labels; 'not_started' when there is no shift. */
export const cardStatusLabels: Record<WorkshiftStatus | 'not_started', string> = {
  not_started: 'Sin iniciar',
  in_progress: 'En jornada',
  on_break: 'En pausa',
  completed: 'Finalizado',
};

/** SPEC §4.1: the employee list's labels. */
export function employeeListStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return '--';
  return { in_progress: 'En jornada', on_break: 'En descanso', completed: 'Completado' }[status] ?? 'No iniciada';
}

/** The actions recorded in a shift's location history (SPEC §3 Location). */
export const locationActions = ['start', 'pause', 'resume', 'end', 'incident'] as const;
export type LocationAction = (typeof locationActions)[number];

/** A position sent with an action. SPEC's client sends 0,0 when location is denied: stored as unknown. */
export const geoPointSchema = z.object({
  latitude: z.number().min(-90, 'Latitud no válida').max(90, 'Latitud no válida'),
  longitude: z.number().min(-180, 'Longitud no válida').max(180, 'Longitud no válida'),
  accuracy: z.number().nonnegative().max(1_000_000).optional(),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const locationEntrySchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  timestamp: z.string(),
});

export const workshiftLocationSchema = z.object({
  action: z.enum(locationActions),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  timestamp: z.string(),
});

/** A shift's times at one moment of its history (before or after a correction). */
export const workshiftTimesSchema = z.object({
  started_at: z.string(),
  ended_at: z.string().nullable(),
  hora_inicio: z.string(),
  hora_fin: z.string().nullable(),
  status: workshiftStatusSchema,
  break_spans: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
});
export type WorkshiftTimes = z.infer<typeof workshiftTimesSchema>;

/**
 * One approved correction of a shift (ADR 006): a 'correction' event in the worker's record that
 * supersedes the events it names. The original times stay visible, with who asked, who approved
 * and why. Oldest first.
 */
export const workshiftCorrectionSchema = z.object({
  /** The correction event in clock_events. */
  event_id: z.number().int(),
  petition_id: z.number().int(),
  /** Which parts changed. */
  changes: z.array(z.enum(['start', 'end', 'breaks'])),
  /** Ids of the events whose times it replaces (never changed themselves). */
  supersedes: z.array(z.number().int()),
  original: workshiftTimesSchema,
  corrected: workshiftTimesSchema,
  reason: z.string(),
  comment: z.string().nullable(),
  requested_by: z.object({ id: z.number().int(), name: z.string() }),
  approved_by: z.object({ id: z.number().int(), name: z.string() }),
  requested_at: z.string(),
  decided_at: z.string(),
});
export type WorkshiftCorrection = z.infer<typeof workshiftCorrectionSchema>;

/** SPEC §3 Workshift, plus instants and every location so the client needs no wall-clock parsing. */
export const workshiftSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** Madrid date of the start, yyyy-MM-dd: a night shift counts on the day it started. */
  fecha: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string().nullable(),
  status: workshiftStatusSchema,
  /** Worked time HH:MM:SS once completed (breaks subtracted unless the company pays them). */
  horas_totales: z.string().nullable(),
  horas_pausa: z.string(),
  observaciones: z.string().nullable(),
  /** s_pausa_N / e_pausa_N (HH:mm:ss), N from 1. */
  breaks: z.record(z.string(), z.string()),
  json_security: z.object({ locationHistory: z.record(z.string(), locationEntrySchema) }),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  break_spans: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
  locations: z.array(workshiftLocationSchema),
  /** Still open past the company's forgotten_clockout_hours: 'Olvido de fichar salida'. */
  is_forgotten: z.boolean(),
  /** ADR 021: the whole-minute worked figure (a multiple of 60), an open shift up to the read. */
  worked_seconds: z.number().int(),
  /** Approved corrections, oldest first (always sent by the server; [] when none). */
  corrections: z.array(workshiftCorrectionSchema).optional(),
  /** On site or remote, as recorded in the start event ('presencial' for shifts recorded before it existed). */
  work_mode: workModeSchema,
  /**
   * One of its events was replayed from a device's offline queue: its time is the one the device
   * claimed (checked for plausibility), and the server's receive time is sealed beside it.
   */
  offline: z.boolean(),
});
export type Workshift = z.infer<typeof workshiftSchema>;

const clientTimeSchema = z
  .object({
    timeString: z.string().max(40).optional(),
    dateString: z.string().max(40).optional(),
    timestamp: z.union([z.number(), z.string().max(40)]).optional(),
  })
  .optional();

/** POST /api/workshift/start, /break/start, /break/end, /resume (SPEC §7). */
export const workshiftActionRequest = z.object({
  location: geoPointSchema.optional(),
  /** SPEC's client sends its browser-kept history; the server keeps its own from the events. */
  locationHistory: z.unknown().optional(),
  client_time: clientTimeSchema,
});
export type WorkshiftActionRequest = z.infer<typeof workshiftActionRequest>;

/**
 * The token of the QR a kiosk shows (GET /api/pos/qr): sent by a worker who scanned it
 * on their own phone, so the web action is recorded as clocked at that terminal (source 'kiosk-qr').
 */
const KIOSK_QR_INVALID = 'El código QR no es válido: escanéalo de nuevo';
export const kioskTokenSchema = z
  .string({ error: KIOSK_QR_INVALID })
  .trim()
  .min(1, KIOSK_QR_INVALID)
  .max(200, KIOSK_QR_INVALID);

/** POST /api/workshift/break/start, /break/end, /resume from the web: SPEC's body, plus kiosk_token. */
export const webClockRequest = workshiftActionRequest.extend({ kiosk_token: kioskTokenSchema.optional() });
export type WebClockRequest = z.infer<typeof webClockRequest>;

export const REMOTE_WORK_NOT_ALLOWED = 'Tu empresa no permite el teletrabajo';

/**
 * POST /api/workshift/start: SPEC's body, plus an optional work mode (without it, the worker's
 * usual mode from the contract in force).
 */
export const startWorkshiftRequest = workshiftActionRequest.extend({
  work_mode: workModeSchema.optional(),
  kiosk_token: kioskTokenSchema.optional(),
});
export type StartWorkshiftRequest = z.infer<typeof startWorkshiftRequest>;

/** POST /api/workshift/end (the POS end extends it with its own fields). */
export const endWorkshiftRequest = workshiftActionRequest.extend({
  observaciones: z.string().trim().max(1000, 'Las observaciones no pueden superar 1000 caracteres').optional(),
});

/** POST /api/workshift/end from the web: SPEC's body, plus the optional kiosk_token of a scanned QR. */
export const webEndWorkshiftRequest = endWorkshiftRequest.extend({ kiosk_token: kioskTokenSchema.optional() });
export type EndWorkshiftRequest = z.infer<typeof webEndWorkshiftRequest>;

export const DEFAULT_OBSERVACIONES = 'Jornada Regular';

const IDEMPOTENCY_KEY_INVALID = 'La cabecera Idempotency-Key debe ser un UUID';

/**
 * The headers of every clock action. Idempotency-Key: one UUID per tap; a retry with
 * the same key gets the first answer and records nothing new. X-Offline: 1 with X-Client-Time (the
 * tap's instant, ISO 8601): a replay from the device's offline queue, recorded at that time when it
 * is plausible.
 */
export const clockActionHeaders = z.object({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_INVALID })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, IDEMPOTENCY_KEY_INVALID)
    .optional(),
  'x-offline': z.string().max(8).optional(),
  'x-client-time': z.string().max(40).optional(),
});

/** How far an offline replay's claimed time may be from the server's (the server enforces them). */
export const OFFLINE_CLOCK_LIMITS = { futureToleranceMs: 2 * 60_000, maxAgeMs: 7 * 24 * 3600_000 } as const;

export const workshiftActionResponse = workshiftSchema;

/** GET /api/workshift/current: the open shift, else today's latest, else null. */
export const getCurrentWorkshiftResponse = workshiftSchema.nullable();

/** GET /api/workshift/user/today */
export const getTodayWorkshiftsResponse = z.array(workshiftSchema);

/** GET /api/workshift/history */
export const getWorkshiftHistoryQuery = z.object({
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(31),
});
export const getWorkshiftHistoryResponse = z.object({
  data: z.array(workshiftSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** GET /api/workshift/status?since=cursor */
export const getWorkshiftStatusQuery = z.object({ since: z.string().max(40).optional() });
export const getWorkshiftStatusResponse = z.object({ hasChanges: z.boolean(), cursor: z.string() });

/** GET /api/workshift/current/user/{id} and /employee/{id}/all */
export const employeeWorkshiftParams = z.object({ id: pathIdSchema('Empleado no encontrado') });
export const getEmployeeCurrentWorkshiftResponse = workshiftSchema.nullable();
export const getEmployeeWorkshiftsResponse = z.array(workshiftSchema);

/** SPEC §5 incident types. */
export const incidentTypes = [
  'Olvido de fichar entrada',
  'Olvido de fichar salida',
  'Fichaje fuera de horario',
  'Error de ubicación al fichar',
  'Problemas técnicos con la app',
  'Sin conexión al fichar',
  'Corrección manual solicitada',
  'Otro',
] as const;

const EMPTY_INCIDENT_MESSAGE = 'El título y la descripción no pueden estar vacíos.';

/** POST /api/globalsendemail — the web incident report (SPEC §3, §5). */
export const incidentReportRequest = z.object({
  titulo: z.string({ error: EMPTY_INCIDENT_MESSAGE }).trim().min(1, EMPTY_INCIDENT_MESSAGE).max(200),
  tipo: z.enum(incidentTypes, { error: 'Tipo de incidencia no válido' }),
  descripcion: z.string({ error: EMPTY_INCIDENT_MESSAGE }).trim().min(1, EMPTY_INCIDENT_MESSAGE).max(4000),
  fecha: calendarDateSchema(),
  hora: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Hora no válida (HH:mm)'),
  location: geoPointSchema.optional(),
});
export type IncidentReportRequest = z.infer<typeof incidentReportRequest>;
export const incidentReportResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * SPEC §5: ending a shift requires the company schema. The clients say so before sending an end they
 * cannot address to a company (a session without one, a kiosk whose saved company lost it).
 */
export const NO_COMPANY_SCHEMA_MESSAGE = 'No se pudo determinar el esquema de la empresa';

/** SPEC §8's 'Error al finalizar turno': the kiosk's (POS) end; the web card's is 'Error al finalizar la jornada'. */
export const POS_END_ERROR = 'Error al finalizar turno';

/** SPEC §8 success toasts, by action. */
export const workshiftActionToasts = {
  start: { success: 'Jornada iniciada', error: 'Error al iniciar la jornada' },
  end: { success: 'Jornada finalizada', error: 'Error al finalizar la jornada' },
  breakStart: { success: 'Pausa iniciada', error: 'Error al iniciar la pausa' },
  breakEnd: { success: 'Pausa finalizada', error: 'Error al finalizar la pausa' },
  resume: { success: 'Jornada reanudada', error: 'Error al reanudar la jornada' },
  incident: { success: 'Incidencia registrada', error: 'Error al crear la incidencia' },
} as const;

/** GET /api/workshift/history/export — the worker's own month as a file (their right to a copy). */
export const exportWorkshiftMonthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes no válido (yyyy-MM)'),
  format: z.enum(['csv', 'pdf'], { error: 'Formato no válido (csv o pdf)' }).default('csv'),
});

/** GET /api/workshift/forgotten — open shifts past the company's limit, for admins (all) and managers (team). */
export const listForgottenWorkshiftsResponse = z.array(
  z.object({
    user_id: z.number().int(),
    user_name: z.string(),
    workshift_id: z.number().int(),
    fecha: z.string(),
    hora_inicio: z.string(),
    started_at: z.string(),
    hours_open: z.number(),
  }),
);
