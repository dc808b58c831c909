import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { workModeSchema } from './contracts';
import { idSchema } from './id';
import { WORK_CENTRE_MESSAGES } from './work-centres';

/**
 * The legal register (art. 34.9 ET) of a period for the actor's reach: worker own, manager team,
 * company admin all. Times are Madrid wall times ('HH:mm') beside their date; durations in minutes.
 */

export const REPORT_MESSAGES = {
  fromRequired: 'Indica la fecha de inicio (from)',
  toRequired: 'Indica la fecha de fin (to)',
  toBeforeFrom: 'La fecha de fin no puede ser anterior a la de inicio',
  tooLong: 'El periodo no puede superar 366 días',
  format: "Formato no válido: usa 'json', 'csv', 'xlsx' o 'pdf'",
  employeeNotFound: 'Empleado no encontrado',
  companyNotFound: 'Empresa no encontrada',
  month: 'Mes no válido (yyyy-MM)',
  centreNotFound: WORK_CENTRE_MESSAGES.notFound,
} as const;

/** The longest period one request may cover (a year, leap or not). */
export const MAX_REPORT_DAYS = 366;

export const reportFormats = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportMonthSchema = z
  .string({ error: REPORT_MESSAGES.month })
  .trim()
  .regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, REPORT_MESSAGES.month);

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Days from `from` to `to`, both included. */
export const periodDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** An optional id in a query ('' as absent, as an empty select sends it). */
export const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), idSchema(message).optional());

/** GET /api/reports/register */
export const registerQuery = z
  .object({
    from: calendarDateSchema(REPORT_MESSAGES.fromRequired),
    to: calendarDateSchema(REPORT_MESSAGES.toRequired),
    employee_id: optionalId(REPORT_MESSAGES.employeeNotFound),
    company_id: optionalId(REPORT_MESSAGES.companyNotFound),
    /** Only the employees of this work centre (its current employees: the centre an employee belongs to). */
    centre_id: optionalId(REPORT_MESSAGES.centreNotFound),
    format: z.enum(reportFormats, { error: REPORT_MESSAGES.format }).default('json'),
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.toBeforeFrom });
    else if (periodDays(query.from, query.to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type RegisterQuery = z.infer<typeof registerQuery>;

export const registerPauseSchema = z.object({ start: z.string(), end: z.string().nullable() });

export const registerShiftStatuses = ['closed', 'incomplete'] as const;
export type RegisterShiftStatus = (typeof registerShiftStatuses)[number];

/** A corrected shift's first-clocked times, Madrid 'HH:mm' (end null when it was never clocked out). */
export const registerOriginalTimesSchema = z.object({
  start: z.string(),
  end: z.string().nullable(),
  /** yyyy-MM-dd of the original start when it differs from the day's date; null otherwise. */
  start_date: z.string().nullable(),
  /** yyyy-MM-dd of the original end when it differs from the day's date; null otherwise. */
  end_date: z.string().nullable(),
});
export type RegisterOriginalTimes = z.infer<typeof registerOriginalTimesSchema>;

export const registerShiftSchema = z.object({
  id: z.number().int(),
  /** 'HH:mm' Madrid; the shift belongs to the date it started on. */
  start: z.string(),
  /** 'HH:mm' Madrid, null while open; a shift past midnight ends on a later date (end_date says which). */
  end: z.string().nullable(),
  /** yyyy-MM-dd of the end when it differs from the day's date; null otherwise. */
  end_date: z.string().nullable(),
  pauses: z.array(registerPauseSchema),
  /**
   * 'closed': clocked out (or closed by a correction), its time counts. 'incomplete': no end yet,
   * still running or a forgotten clock-out; it is shown with its start and counts in no figure of
   * the register (worked, ordinary, complementary, overtime, days worked) until a correction closes it.
   */
  status: z.enum(registerShiftStatuses),
  /** Worked time of a closed shift; null while incomplete (no end, so no duration in the record). */
  worked_minutes: z.number().int().nullable(),
  pause_minutes: z.number().int(),
  work_mode: workModeSchema,
  /** Changed by an approved correction: the times shown are the corrected ones (the original stays in the record). */
  corrected: z.boolean(),
  /** The times first clocked, before any correction; null when the shift was never corrected. */
  original: registerOriginalTimesSchema.nullable(),
  /** Recorded from an offline device and synchronised later. */
  offline: z.boolean(),
});
export type RegisterShift = z.infer<typeof registerShiftSchema>;

export const absenceKinds = ['holiday', 'vacation', 'leave', 'weekend'] as const;
export type AbsenceKind = (typeof absenceKinds)[number];

export const registerDaySchema = z.object({
  date: z.string(),
  shifts: z.array(registerShiftSchema),
  worked_minutes: z.number().int(),
  ordinary_minutes: z.number().int(),
  complementary_minutes: z.number().int(),
  overtime_minutes: z.number().int(),
  /** Why nothing was expected that day: a holiday, approved vacation or leave, or the weekend; null on a working day. */
  absence: z.object({ kind: z.enum(absenceKinds), label: z.string() }).nullable(),
});
export type RegisterDay = z.infer<typeof registerDaySchema>;

/** A day counts as worked when it has a closed shift: an incomplete one alone adds no day and no time. */
export const isRegisterDayWorked = (day: Pick<RegisterDay, 'shifts'>) =>
  day.shifts.some((shift) => shift.status === 'closed');

export const registerTotalsSchema = z.object({
  worked: z.number().int(),
  ordinary: z.number().int(),
  complementary: z.number().int(),
  overtime: z.number().int(),
  days_worked: z.number().int(),
});
export type RegisterTotals = z.infer<typeof registerTotalsSchema>;

export const registerEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** DNI/NIE, '' when not recorded. */
  identification: z.string(),
  /** 100 for full time; the contract in force on the period's last day. */
  part_time_percent: z.number(),
  weekly_hours: z.number(),
  days: z.array(registerDaySchema),
  totals: registerTotalsSchema,
});
export type RegisterEmployee = z.infer<typeof registerEmployeeSchema>;

/**
 * Someone with nothing to record in the period: no shift and no vacation or leave of their own
 * (holidays and weekends are the company's). The register lists them once instead of a page of empty days.
 */
export const hasNothingToRecord = (employee: Pick<RegisterEmployee, 'days'>) =>
  employee.days.every(
    (day) =>
      day.shifts.length === 0 &&
      (day.absence === null || day.absence.kind === 'holiday' || day.absence.kind === 'weekend'),
  );

/** How a person with nothing to record in the period is listed. */
export const NOTHING_TO_RECORD = 'Sin registros en el periodo';

export const registerCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cif: z.string(),
  schema_name: z.string(),
});

/** The work centre a register was filtered by. */
export const registerCentreSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });

export const registerResponse = z.object({
  company: registerCompanySchema,
  /** Present when the register was asked for one work centre (centre_id). */
  centre: registerCentreSchema.optional(),
  from: z.string(),
  to: z.string(),
  /** ISO instant (server time). */
  generated_at: z.string(),
  employees: z.array(registerEmployeeSchema),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

/** GET /api/reports/register/bundle */
export const registerBundleQuery = z.object({
  month: reportMonthSchema,
  company_id: optionalId(REPORT_MESSAGES.companyNotFound),
  centre_id: optionalId(REPORT_MESSAGES.centreNotFound),
});
export type RegisterBundleQuery = z.infer<typeof registerBundleQuery>;

/**
 * One line of a bundle's events.jsonl: a clock event with every field its hash seals (ADR 005), as
 * the record holds it, so that anyone can recompute its hash and its link to the previous event.
 */
export const bundleEventSchema = z.object({
  company_id: z.number().int(),
  id: z.string(),
  user_id: z.number().int(),
  workshift_id: z.string().nullable(),
  kind: z.enum(['start', 'break_start', 'break_end', 'resume', 'end', 'incident', 'correction']),
  /** ISO instant (server time), with milliseconds, as the hash reads it. */
  occurred_at: z.string(),
  client_time: z.string().nullable(),
  client_timezone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  source: z.enum(['web', 'pos', 'widget', 'api', 'kiosk-qr']),
  actor_user_id: z.number().int(),
  session_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  prev_hash: z.string().nullable(),
  hash: z.string(),
});
export type BundleEvent = z.infer<typeof bundleEventSchema>;

/** The run of a worker's chain that events.jsonl holds: events number `first_position` to the last. */
export const bundleEventChainSchema = z.object({
  employee_id: z.number().int(),
  /** 1 = the worker's first event ever. */
  first_position: z.number().int().min(1),
  /** The hash the first event links to (the event before it), null when it is the worker's first. */
  prev_hash: z.string().nullable(),
  events: z.number().int().min(1),
  last_hash: z.string(),
});
export type BundleEventChain = z.infer<typeof bundleEventChainSchema>;

/** manifest.json inside a bundle: the files' hashes and the chain heads the bundle was made from. */
export const bundleManifestSchema = z.object({
  company: registerCompanySchema,
  month: z.string(),
  /** The days the register covers: the month, or part of it (an inspector link's period). */
  period: z.object({ from: z.string(), to: z.string() }),
  generated_at: z.string(),
  /** The record key that signed manifest.sig (key id, as GET /api/record/public-key gives it). */
  key_id: z.string(),
  /** Whose register it is: how the CSV's rows are matched to the events' workers. */
  employees: z.array(z.object({ id: z.number().int(), name: z.string(), identification: z.string() })),
  files: z.array(z.object({ name: z.string(), sha256: z.string(), bytes: z.number().int() })),
  chains: z.array(z.object({ employee_id: z.number().int(), events: z.number().int(), head_hash: z.string() })),
  /** What events.jsonl holds of each worker's chain. */
  event_chains: z.array(bundleEventChainSchema),
  /** The latest signed digest of the month (ADR 008), null when none was published yet. */
  digest: z.unknown().nullable(),
});
export type BundleManifest = z.infer<typeof bundleManifestSchema>;

export const alertTypes = [
  'open_shift',
  'missing_day',
  'daily_over_9h',
  'rest_under_12h',
  'no_break_over_6h',
  'weekly_rest_under_36h',
  'overtime_over_80h_year',
] as const;
export type AlertType = (typeof alertTypes)[number];

export const alertTypeLabels: Record<AlertType, string> = {
  open_shift: 'Jornada sin cerrar',
  missing_day: 'Día laborable sin registro',
  daily_over_9h: 'Más de 9 h ordinarias en un día',
  rest_under_12h: 'Menos de 12 h de descanso entre jornadas',
  no_break_over_6h: 'Más de 6 h seguidas sin pausa',
  weekly_rest_under_36h: 'Menos de 36 h de descanso semanal',
  overtime_over_80h_year: 'Más de 80 horas extra en el año',
};

/** GET /api/reports/alerts */
export const alertsQuery = z.object({
  month: reportMonthSchema,
  company_id: optionalId(REPORT_MESSAGES.companyNotFound),
  /** Only the employees of this work centre. */
  centre_id: optionalId(REPORT_MESSAGES.centreNotFound),
});
export type AlertsQuery = z.infer<typeof alertsQuery>;

export const complianceAlertSchema = z.object({
  type: z.enum(alertTypes),
  employee_id: z.number().int(),
  employee_name: z.string(),
  /** yyyy-MM-dd the alert is about (for a week: its Monday; for the year: the month's last day counted). */
  date: z.string(),
  /** Spanish, ready to show. */
  detail: z.string(),
});
export type ComplianceAlert = z.infer<typeof complianceAlertSchema>;

export const alertsResponse = z.object({ data: z.array(complianceAlertSchema) });
export type AlertsResponse = z.infer<typeof alertsResponse>;

/** GET /api/reports/payroll: what a gestoría types into its payroll program, per worker and month. */
export const payrollFormats = ['csv', 'xlsx'] as const;
export const payrollQuery = z.object({
  month: reportMonthSchema,
  company_id: optionalId(REPORT_MESSAGES.companyNotFound),
  format: z.enum(payrollFormats, { error: 'El formato debe ser csv o xlsx' }).default('csv'),
});
export type PayrollQuery = z.infer<typeof payrollQuery>;
