import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { idSchema, pathIdSchema } from './id';
import { petitionStatuses, vacationTypes } from './petitions';

/**
 * Vacations: the company's holidays (national and its community's come from domain/holidays.ts by
 * the company's region; local ones are the company's own), the yearly allowance (company default, optional per employee) and
 * each employee's balance.
 */

export const DEFAULT_VACATION_DAYS_PER_YEAR = 22;
export const MAX_VACATION_DAYS_PER_YEAR = 365;

export const VACATION_MESSAGES = {
  yearInvalid: 'Año no válido',
  holidayNameRequired: 'El nombre del festivo es requerido',
  holidayNameTooLong: 'El nombre del festivo no puede superar 100 caracteres',
  holidayDateRequired: 'La fecha del festivo es requerida',
  allowanceInvalid: `Los días de vacaciones deben ser un número entero entre 0 y ${MAX_VACATION_DAYS_PER_YEAR}`,
  userInvalid: 'Empleado no válido',
  employeeNotFound: 'Empleado no encontrado',
  holidayInvalid: 'Festivo no válido',
  holidayNotFound: 'Festivo no encontrado',
  rangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  rangeTooLong: 'El periodo no puede superar 366 días',
} as const;

const yearSchema = z.coerce
  .number({ error: VACATION_MESSAGES.yearInvalid })
  .int(VACATION_MESSAGES.yearInvalid)
  .min(2000, VACATION_MESSAGES.yearInvalid)
  .max(2100, VACATION_MESSAGES.yearInvalid);

const userIdSchema = idSchema(VACATION_MESSAGES.userInvalid);

// ---- holidays ----------------------------------------------------------------------------------

export const holidayScopes = ['national', 'regional', 'company'] as const;

export const holidaySchema = z.object({
  /** null for a national or regional holiday (data, not a row). */
  id: z.number().int().nullable(),
  date: z.string(),
  name: z.string(),
  /** national: all Spain; regional: the company's autonomous community; company: its own (local). */
  scope: z.enum(holidayScopes),
  /** A holiday on a Sunday: when the community moves it, its substitute Monday is listed as regional. */
  falls_on_sunday: z.boolean(),
});
export type HolidayEntry = z.infer<typeof holidaySchema>;

/**
 * GET /api/holidays?year=: the national, the company's community's and the company's own holidays of
 * the year (this year by default), by date.
 */
export const getHolidaysQuery = z.object({ year: yearSchema.optional() });
export const getHolidaysResponse = z.object({
  year: z.number().int(),
  /** The company's autonomous community (ISO 3166-2) whose holidays are listed. */
  region: z.string(),
  /** false for a year without national holiday data (date-holidays computes every year by rule). */
  has_national_data: z.boolean(),
  data: z.array(holidaySchema),
});

/** POST /api/holidays (company admin): a regional or local holiday of the company. */
export const createHolidayRequest = z.object({
  date: calendarDateSchema(VACATION_MESSAGES.holidayDateRequired),
  name: z
    .string({ error: VACATION_MESSAGES.holidayNameRequired })
    .trim()
    .min(1, VACATION_MESSAGES.holidayNameRequired)
    .max(100, VACATION_MESSAGES.holidayNameTooLong),
});
export type CreateHolidayRequest = z.infer<typeof createHolidayRequest>;
export const createHolidayResponse = holidaySchema;

/** DELETE /api/holidays/{id} */
export const holidayIdParams = z.object({
  id: pathIdSchema(VACATION_MESSAGES.holidayNotFound, VACATION_MESSAGES.holidayInvalid),
});
export const deleteHolidayResponse = z.object({ success: z.literal(true), message: z.string() });

// ---- balance and days ----------------------------------------------------------------------------

/** GET /api/vacations/balance?year=&user_id= — own by default; a manager their team's; an admin anyone's. */
export const getVacationBalanceQuery = z.object({ year: yearSchema.optional(), user_id: userIdSchema.optional() });
export const getVacationBalanceResponse = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  year: z.number().int(),
  /** Working days of vacation a year: the employee's own figure, else the company's. */
  allowance: z.number().int(),
  allowance_source: z.enum(['company', 'employee']),
  /** Approved 'vacaciones' working days in the year. */
  approved_days: z.number().int(),
  /** Pending 'vacaciones' working days in the year (reserved: they count against what is left). */
  pending_days: z.number().int(),
  /** allowance − approved − pending: what a new request may take. */
  available_days: z.number().int(),
  /** Approved asuntos propios and permisos in the year (recorded, not deducted). */
  other_approved_days: z.number().int(),
});
export type VacationBalance = z.infer<typeof getVacationBalanceResponse>;

/** GET /api/vacations/days?from=&to=&user_id= — days covered by approved or pending requests. */
export const getVacationDaysQuery = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
    user_id: userIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', message: VACATION_MESSAGES.rangeInvalid, path: ['to'] });
    } else if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 > 366) {
      ctx.addIssue({ code: 'custom', message: VACATION_MESSAGES.rangeTooLong, path: ['to'] });
    }
  });
export const vacationDaySchema = z.object({
  date: z.string(),
  petition_id: z.number().int(),
  vacation_type: z.enum(vacationTypes),
  status: z.enum(petitionStatuses),
  /** false on weekends and holidays (they are inside the range but take no allowance). */
  is_working_day: z.boolean(),
});
export const getVacationDaysResponse = z.object({ data: z.array(vacationDaySchema) });

/**
 * GET /api/vacations/today — for the clocking card: starting a shift on an approved day off (or a
 * holiday) asks for confirmation. The server never refuses the start.
 */
export const getVacationTodayResponse = z.object({
  date: z.string(),
  is_vacation_day: z.boolean(),
  vacation: z
    .object({
      petition_id: z.number().int(),
      vacation_type: z.enum(vacationTypes),
      start_date: z.string(),
      end_date: z.string(),
    })
    .nullable(),
  holiday: z.object({ name: z.string(), scope: z.enum(holidayScopes) }).nullable(),
});

/** The confirmation the card shows before starting on such a day. */
export const VACATION_DAY_CONFIRMATION =
  'Hoy tienes un día libre aprobado. ¿Seguro que quieres iniciar la jornada?' as const;

// ---- allowance -----------------------------------------------------------------------------------

const allowanceSchema = z
  .number({ error: VACATION_MESSAGES.allowanceInvalid })
  .int(VACATION_MESSAGES.allowanceInvalid)
  .min(0, VACATION_MESSAGES.allowanceInvalid)
  .max(MAX_VACATION_DAYS_PER_YEAR, VACATION_MESSAGES.allowanceInvalid);

/** GET /api/vacations/allowance (company admin): the company's figure and each employee's. */
export const getVacationAllowanceResponse = z.object({
  vacation_days_per_year: z.number().int(),
  employees: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      role: z.string(),
      /** The employee's own figure; null = the company's. */
      vacation_days_per_year: z.number().int().nullable(),
      effective: z.number().int(),
    }),
  ),
});

/** PUT /api/vacations/allowance (company admin): working days of vacation a year (default 22). */
export const updateVacationAllowanceRequest = z.object({ vacation_days_per_year: allowanceSchema });
export const updateVacationAllowanceResponse = getVacationAllowanceResponse;

/** PUT /api/vacations/allowance/{id} (company admin): one employee's own figure; null = the company's. */
export const employeeAllowanceParams = z.object({
  id: pathIdSchema(VACATION_MESSAGES.employeeNotFound, VACATION_MESSAGES.userInvalid),
});
export const updateEmployeeAllowanceRequest = z.object({ vacation_days_per_year: allowanceSchema.nullable() });
export const updateEmployeeAllowanceResponse = getVacationAllowanceResponse;
