import { z } from 'zod';
import { madridToInstant } from '../domain/madrid-time';
import { calendarDateSchema, isRealDate } from './calendar-date';
import { idSchema, MAX_BIGINT_ID } from './id';
import {
  CORRECTION_MAX_BREAKS,
  CORRECTION_MAX_HOURS,
  PETITION_COMMENT_MAX,
  PETITION_MESSAGES,
  PETITION_TEXT_MAX,
  PETITION_TITLE_MAX,
  VACATION_MAX_CALENDAR_DAYS,
  vacationTypes,
} from './petitions';
import { incidentTypes } from './workshift';

/** POST /api/petitions: the request of each kind (ticket, vacation, workshift correction). */

/** A Madrid wall-clock date and time as a datetime-local input gives it: yyyy-MM-ddTHH:mm[:ss]. */
export const madridDateTimeSchema = (required: string = PETITION_MESSAGES.dateTimeInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, PETITION_MESSAGES.dateTimeInvalid)
    .refine((value) => isRealDate(value.slice(0, 10)) && madridDateTimeToInstant(value) !== null, {
      message: PETITION_MESSAGES.dateTimeInvalid,
    });

/** The instant of a yyyy-MM-ddTHH:mm[:ss] Madrid wall time (null when it is not one). */
export function madridDateTimeToInstant(value: string): Date | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  return madridToInstant(date, time);
}

// ---- create ------------------------------------------------------------------------------------

/** POST /api/petitions with table_name 'tickets': an incidencia (SPEC §5's types). */
export const createTicketRequest = z.object({
  table_name: z.literal('tickets'),
  title: z
    .string({ error: PETITION_MESSAGES.emptyTicket })
    .trim()
    .min(1, PETITION_MESSAGES.emptyTicket)
    .max(PETITION_TITLE_MAX, PETITION_MESSAGES.titleTooLong),
  incident_type: z.enum(incidentTypes, { error: PETITION_MESSAGES.incidentTypeInvalid }),
  description: z
    .string({ error: PETITION_MESSAGES.emptyTicket })
    .trim()
    .min(1, PETITION_MESSAGES.emptyTicket)
    .max(PETITION_TEXT_MAX, PETITION_MESSAGES.descriptionTooLong),
});
export type CreateTicketRequest = z.infer<typeof createTicketRequest>;

const daySpan = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** POST /api/petitions with table_name 'vacations': days off, both dates included. */
export const createVacationRequest = z
  .object({
    table_name: z.literal('vacations'),
    vacation_type: z.enum(vacationTypes, { error: PETITION_MESSAGES.vacationTypeInvalid }),
    start_date: calendarDateSchema(PETITION_MESSAGES.startRequired),
    end_date: calendarDateSchema(PETITION_MESSAGES.endRequired),
    comment: z.string().trim().max(PETITION_COMMENT_MAX, PETITION_MESSAGES.commentTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.end_date < value.start_date) {
      ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.endBeforeStart, path: ['end_date'] });
    } else if (daySpan(value.start_date, value.end_date) > VACATION_MAX_CALENDAR_DAYS) {
      ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.rangeTooLong, path: ['end_date'] });
    }
  });
export type CreateVacationRequest = z.infer<typeof createVacationRequest>;

export const correctionBreakInput = z.object({
  start: madridDateTimeSchema(),
  end: madridDateTimeSchema(),
});

/**
 * POST /api/petitions with table_name 'wscorrections': the real times of one of the worker's shifts
 * (Madrid wall time, as a datetime-local input gives it). `ended_at` is required to close an open
 * (forgotten) shift or to change a completed one; null keeps an open shift open (only its start is
 * corrected). `breaks` replaces the shift's breaks (omit it to keep them). Filed by a manager or
 * admin for someone else's shift, it needs that worker's acceptance.
 */
export const createCorrectionRequest = z
  .object({
    table_name: z.literal('wscorrections'),
    workshift_id: idSchema(PETITION_MESSAGES.workshiftRequired, MAX_BIGINT_ID),
    started_at: madridDateTimeSchema(PETITION_MESSAGES.correctionStartRequired),
    ended_at: madridDateTimeSchema().nullable().optional(),
    breaks: z.array(correctionBreakInput).max(CORRECTION_MAX_BREAKS, PETITION_MESSAGES.tooManyBreaks).optional(),
    reason: z
      .string({ error: PETITION_MESSAGES.reasonRequired })
      .trim()
      .min(1, PETITION_MESSAGES.reasonRequired)
      .max(PETITION_COMMENT_MAX, PETITION_MESSAGES.reasonTooLong),
  })
  .superRefine((value, ctx) => {
    const start = madridDateTimeToInstant(value.started_at);
    const end = value.ended_at ? madridDateTimeToInstant(value.ended_at) : null;
    if (!start) return;
    if (end) {
      if (end <= start) {
        ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.correctionEndBeforeStart, path: ['ended_at'] });
        return;
      }
      if (end.getTime() - start.getTime() > CORRECTION_MAX_HOURS * 3_600_000) {
        ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.correctionTooLong, path: ['ended_at'] });
        return;
      }
    }
    if (!value.breaks) return;
    if (!end) {
      ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.breaksWithoutEnd, path: ['breaks'] });
      return;
    }
    const spans = value.breaks
      .map((b, index) => ({ index, start: madridDateTimeToInstant(b.start), end: madridDateTimeToInstant(b.end) }))
      .sort((a, b) => (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0));
    let previousEnd: Date | null = null;
    for (const span of spans) {
      if (!span.start || !span.end) continue;
      const path = ['breaks', span.index];
      if (span.end <= span.start) {
        ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.breakEndBeforeStart, path });
      } else if (span.start < start || span.end > end) {
        ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.breaksOutsideShift, path });
      } else if (previousEnd && span.start < previousEnd) {
        ctx.addIssue({ code: 'custom', message: PETITION_MESSAGES.breaksOverlap, path });
      }
      previousEnd = span.end;
    }
  });
export type CreateCorrectionRequest = z.infer<typeof createCorrectionRequest>;

/** POST /api/petitions: one of the three kinds, by table_name. */
export const createPetitionRequest = z.discriminatedUnion(
  'table_name',
  [createTicketRequest, createVacationRequest, createCorrectionRequest],
  { error: PETITION_MESSAGES.kindInvalid },
);
export type CreatePetitionRequest = z.infer<typeof createPetitionRequest>;
