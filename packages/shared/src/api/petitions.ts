import { z } from 'zod';
import { DATE_INVALID_MESSAGE } from './calendar-date';
import { MAX_BIGINT_ID, pathIdSchema } from './id';

/**
 * Petitions (SPEC §1, §3 Petition record, §6, §7): tickets (incidencias), vacations and workshift
 * corrections, with an inbox (assigned to me) and an outbox (filed by me). `table_name` is SPEC's
 * name for the kind. A petition is never deleted: it is decided (approved / rejected, with who,
 * when and the comment) or cancelled by whoever filed it while it is pending.
 */

export const petitionKinds = ['tickets', 'vacations', 'wscorrections'] as const;
export type PetitionKind = (typeof petitionKinds)[number];
export const petitionKindLabels: Record<PetitionKind, string> = {
  tickets: 'Incidencia',
  vacations: 'Vacaciones y permisos',
  wscorrections: 'Corrección de jornada',
};

export const petitionStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type PetitionStatus = (typeof petitionStatuses)[number];
export const petitionStatusLabels: Record<PetitionStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  cancelled: 'Cancelada',
};

/** `baja_medica`: sick leave (incapacidad temporal), recorded for the register and the payroll export. */
export const vacationTypes = ['vacaciones', 'asuntos_propios', 'permiso', 'baja_medica'] as const;
export type VacationType = (typeof vacationTypes)[number];
export const vacationTypeLabels: Record<VacationType, string> = {
  vacaciones: 'Vacaciones',
  asuntos_propios: 'Asuntos propios',
  permiso: 'Permiso',
  baja_medica: 'Baja médica (IT)',
};
/** Only these consume the yearly allowance; asuntos propios, permisos and sick leave are recorded, not deducted. */
export const ALLOWANCE_VACATION_TYPES: readonly VacationType[] = ['vacaciones'];

export const PETITION_TITLE_MAX = 200;
export const PETITION_TEXT_MAX = 4000;
export const PETITION_COMMENT_MAX = 1000;
/** A vacation or leave request spans at most this many calendar days. */
export const VACATION_MAX_CALENDAR_DAYS = 366;
/** A corrected shift lasts at most this long. */
export const CORRECTION_MAX_HOURS = 24;
export const CORRECTION_MAX_BREAKS = 10;

export const PETITION_MESSAGES = {
  kindInvalid: 'Tipo de petición no válido',
  emptyTicket: 'El título y la descripción no pueden estar vacíos.',
  titleTooLong: `El título no puede superar ${PETITION_TITLE_MAX} caracteres`,
  descriptionTooLong: `La descripción no puede superar ${PETITION_TEXT_MAX} caracteres`,
  incidentTypeInvalid: 'Tipo de incidencia no válido',
  vacationTypeInvalid: 'Elige vacaciones, asuntos propios, permiso o baja médica (IT)',
  dateInvalid: DATE_INVALID_MESSAGE,
  startRequired: 'La fecha de inicio es requerida',
  endRequired: 'La fecha de fin es requerida',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  rangeTooLong: `El periodo no puede superar ${VACATION_MAX_CALENDAR_DAYS} días`,
  commentTooLong: `El comentario no puede superar ${PETITION_COMMENT_MAX} caracteres`,
  workshiftRequired: 'Elige la jornada que quieres corregir',
  dateTimeInvalid: 'Fecha y hora no válidas (yyyy-MM-ddTHH:mm, hora de Madrid)',
  correctionStartRequired: 'La hora de inicio es requerida',
  correctionEndBeforeStart: 'La hora de fin debe ser posterior a la de inicio',
  correctionTooLong: `Una jornada no puede durar más de ${CORRECTION_MAX_HOURS} horas`,
  breakEndBeforeStart: 'Cada pausa debe terminar después de empezar',
  breaksOutsideShift: 'Las pausas deben estar dentro de la jornada',
  breaksOverlap: 'Las pausas no pueden solaparse',
  breaksWithoutEnd: 'Para cambiar las pausas indica también la hora de fin de la jornada',
  tooManyBreaks: `No puede haber más de ${CORRECTION_MAX_BREAKS} pausas`,
  reasonRequired: 'Indica el motivo de la corrección',
  reasonTooLong: `El motivo no puede superar ${PETITION_COMMENT_MAX} caracteres`,
  decisionInvalid: "La decisión debe ser 'approved' o 'rejected'",
  rejectionCommentRequired: 'Indica el motivo del rechazo',
  idInvalid: 'Identificador no válido',
  notFound: 'Petición no encontrada',
} as const;

// ---- the petition as the API answers it -------------------------------------------------------

export const petitionPersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** A shift's times: instants, and the Madrid wall clock SPEC's screens show. */
export const shiftTimesSchema = z.object({
  started_at: z.string(),
  ended_at: z.string().nullable(),
  fecha: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string().nullable(),
  breaks: z.array(
    z.object({
      start: z.string(),
      end: z.string().nullable(),
      hora_inicio: z.string(),
      hora_fin: z.string().nullable(),
    }),
  ),
});
export type ShiftTimes = z.infer<typeof shiftTimesSchema>;

const petitionBase = z.object({
  id: z.number().int(),
  status: z.enum(petitionStatuses),
  /** Who filed it (SPEC's requester_id). */
  requester_id: z.number().int(),
  requester_name: z.string(),
  /** Whose petition it is: the requester, or the worker a manager/admin filed a correction for. */
  employee_id: z.number().int(),
  employee_name: z.string(),
  /** SPEC §3: who may decide it (the requester's managers, or the company admins when there are none). */
  assigned_to: z.array(z.number().int()),
  assignees: z.array(petitionPersonSchema),
  /** A correction filed by a manager or admin: only the worker accepts (approved) or rejects it. */
  requires_acceptance: z.boolean(),
  /** One line for lists, in Spanish. */
  summary: z.string(),
  created_at: z.string(),
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_comment: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What the caller may do with it now. */
  can_decide: z.boolean(),
  can_cancel: z.boolean(),
});

export const ticketPetitionSchema = petitionBase.extend({
  table_name: z.literal('tickets'),
  ticket: z.object({ title: z.string(), incident_type: z.string(), description: z.string() }),
});

export const vacationPetitionSchema = petitionBase.extend({
  table_name: z.literal('vacations'),
  vacation: z.object({
    vacation_type: z.enum(vacationTypes),
    start_date: z.string(),
    end_date: z.string(),
    comment: z.string().nullable(),
    /** Working days the range takes (weekends, national and company holidays excluded), as of today. */
    working_days: z.number().int(),
    counts_against_allowance: z.boolean(),
  }),
});

export const correctionPetitionSchema = petitionBase.extend({
  table_name: z.literal('wscorrections'),
  correction: z.object({
    workshift_id: z.number().int(),
    /** The shift as it was when the correction was requested. */
    original: shiftTimesSchema,
    /** What it becomes once approved. */
    proposed: shiftTimesSchema,
    reason: z.string(),
  }),
});

export const petitionSchema = z.discriminatedUnion('table_name', [
  ticketPetitionSchema,
  vacationPetitionSchema,
  correctionPetitionSchema,
]);
export type Petition = z.infer<typeof petitionSchema>;

export const createPetitionResponse = petitionSchema;

/** GET /api/petitions: inbox = assigned to me (not filed by me); outbox = filed by me; all = every one in reach. */
export const petitionViews = ['inbox', 'outbox', 'all'] as const;
export type PetitionView = (typeof petitionViews)[number];
export const listPetitionsQuery = z.object({
  view: z.enum(petitionViews, { error: 'La vista debe ser inbox, outbox o all' }).default('inbox'),
  status: z.enum(petitionStatuses, { error: 'Estado no válido' }).optional(),
  table_name: z.enum(petitionKinds, { error: PETITION_MESSAGES.kindInvalid }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListPetitionsQuery = z.infer<typeof listPetitionsQuery>;
export const listPetitionsResponse = z.object({
  data: z.array(petitionSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** GET /api/petitions/{id}, POST /api/petitions/{id}/decision, POST /api/petitions/{id}/cancel */
export const petitionIdParams = z.object({
  id: pathIdSchema(PETITION_MESSAGES.notFound, PETITION_MESSAGES.idInvalid, MAX_BIGINT_ID),
});
export const getPetitionResponse = petitionSchema;

export const decidePetitionRequest = z
  .object({
    decision: z.enum(['approved', 'rejected'], { error: PETITION_MESSAGES.decisionInvalid }),
    comment: z.string().trim().max(PETITION_COMMENT_MAX, PETITION_MESSAGES.commentTooLong).optional(),
  })
  .refine((value) => value.decision === 'approved' || (value.comment ?? '') !== '', {
    message: PETITION_MESSAGES.rejectionCommentRequired,
    path: ['comment'],
  });
export type DecidePetitionRequest = z.infer<typeof decidePetitionRequest>;
export const decidePetitionResponse = petitionSchema;
export const cancelPetitionResponse = petitionSchema;

// ---- SPEC §7's polling calls ---------------------------------------------------------------------

/** SPEC §3 Ticket, plus the incident type and who filed it. */
export const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(petitionStatuses),
  description: z.string(),
  created_at: z.string(),
  user_name: z.string(),
  incident_type: z.string(),
  requester_id: z.number().int(),
});
export type Ticket = z.infer<typeof ticketSchema>;
/** GET /api/petitions/tickets: mine (worker), mine and my team's (manager), the company's (admin). */
export const getTicketsResponse = z.object({ data: z.array(ticketSchema) });

/** GET /api/petitions/pending-count: pending items assigned to the user and not requested by them (SPEC §6). */
export const getPendingCountResponse = z.object({ count: z.number().int() });

/**
 * GET /api/petitions/recent-updates and /new-petitions. `since` is the cursor of the previous
 * answer: true when something newer exists. Without it: true while any such notification is unread.
 */
export const pollCursorQuery = z.object({
  since: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, 'Cursor no válido')
    .optional(),
});
export const getRecentUpdatesQuery = pollCursorQuery;
export const getRecentUpdatesResponse = z.object({ hasUpdates: z.boolean(), cursor: z.string() });
export const getNewPetitionsQuery = pollCursorQuery;
export const getNewPetitionsResponse = z.object({ hasNewPetitions: z.boolean(), cursor: z.string() });

/** SPEC §3 Petition record, plus what the sidebar inbox shows. */
export const petitionRecordSchema = z.object({
  id: z.number().int(),
  table_name: z.enum(petitionKinds),
  status: z.enum(petitionStatuses),
  assigned_to: z.array(z.number().int()),
  requester_id: z.number().int(),
  requester_name: z.string(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  summary: z.string(),
  created_at: z.string(),
});
export type PetitionRecord = z.infer<typeof petitionRecordSchema>;

/** GET /api/petitions/registros?assigned_to_me=true: assigned to me; otherwise, filed by me. Newest first. */
export const getRegistrosQuery = z.object({
  assigned_to_me: z.enum(['true', 'false'], { error: "assigned_to_me debe ser 'true' o 'false'" }).optional(),
  status: z.enum(petitionStatuses, { error: 'Estado no válido' }).optional(),
});
export const getRegistrosResponse = z.object({ data: z.array(petitionRecordSchema) });
