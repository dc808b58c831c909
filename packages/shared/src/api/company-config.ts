import { z } from 'zod';

/** SPEC §3 Company config. Defaults of §7 POS config and §9. */
export const companyConfigSchema = z.object({
  company_id: z.number().int(),
  user_limit: z.number().int(),
  break_included: z.boolean(),
  break_obligatory: z.boolean(),
  break_time_min: z.number().int(),
  break_time_max: z.number().int(),
  max_breaks_per_day: z.number().int(),
  min_break_interval: z.number().int(),
  workday_hours: z.number(),
  /** Hours after which a still-open shift is flagged as a forgotten clock-out. */
  forgotten_clockout_hours: z.number(),
  /** The company's full-time week: a contract of fewer weekly hours is part-time (ADR 010). */
  full_time_weekly_hours: z.number(),
  /** Whether a worker may clock a shift as 'teletrabajo'. */
  allows_remote_work: z.boolean(),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;

export const DEFAULT_COMPANY_CONFIG: Omit<CompanyConfig, 'company_id'> = {
  user_limit: 80,
  break_included: false,
  break_obligatory: false,
  break_time_min: 0,
  break_time_max: 0,
  max_breaks_per_day: 2,
  min_break_interval: 30,
  workday_hours: 8,
  forgotten_clockout_hours: 12,
  full_time_weekly_hours: 40,
  allows_remote_work: false,
};

export const COMPANY_CONFIG_MESSAGES = {
  breakIncluded: 'Indica si las pausas cuentan como tiempo trabajado',
  breakObligatory: 'Indica si la pausa es obligatoria',
  breakTimeMin: 'La pausa mínima debe ser un número entero de minutos entre 0 y 480',
  breakTimeMax: 'La pausa máxima debe ser un número entero de minutos entre 0 y 480',
  maxBreaksPerDay: 'El máximo de pausas por día debe ser un número entero entre 0 y 10',
  minBreakInterval: 'El intervalo mínimo entre pausas debe ser un número entero de minutos entre 0 y 720',
  workdayHours: 'La jornada debe ser mayor que 0 y de 24 horas como máximo, con hasta dos decimales',
  forgottenClockoutHours: 'El límite de fichaje olvidado debe estar entre 1 y 48 horas, con un decimal como máximo',
  minAboveMax: 'La pausa mínima no puede ser mayor que la máxima',
  maxAboveWorkday: 'La pausa máxima no puede superar la jornada laboral',
  obligatoryWithoutBreaks: 'Si la pausa es obligatoria, debe permitirse al menos una pausa al día',
  forgottenBelowWorkday: 'El límite de fichaje olvidado no puede ser menor que la jornada laboral',
  fullTimeWeeklyHours:
    'La jornada completa semanal debe ser mayor que 0 y de 40 horas como máximo (art. 34.1 ET), con hasta dos decimales',
  allowsRemoteWork: 'Indica si la empresa permite el teletrabajo',
  userLimitFromPlan: 'El límite de usuarios depende del plan contratado y no se puede modificar aquí',
} as const;

const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
};

/**
 * PUT /api/company/config: every value of SPEC §3's config at once (user_limit excepted: it comes
 * from the plan, and sending it is refused so nobody believes it changed). Minutes for the break
 * values, hours for workday_hours, forgotten_clockout_hours and full_time_weekly_hours.
 * break_time_max 0 = no maximum.
 */
export const updateCompanyConfigRequest = z
  .object({
    break_included: z.boolean({ error: COMPANY_CONFIG_MESSAGES.breakIncluded }),
    break_obligatory: z.boolean({ error: COMPANY_CONFIG_MESSAGES.breakObligatory }),
    break_time_min: intIn(0, 480, COMPANY_CONFIG_MESSAGES.breakTimeMin),
    break_time_max: intIn(0, 480, COMPANY_CONFIG_MESSAGES.breakTimeMax),
    max_breaks_per_day: intIn(0, 10, COMPANY_CONFIG_MESSAGES.maxBreaksPerDay),
    min_break_interval: intIn(0, 720, COMPANY_CONFIG_MESSAGES.minBreakInterval),
    // At least 0.01, not just above 0: 1e-12 passes the two-decimal check (within its tolerance) and
    // the numeric(4,2) column would store 0.00, which its CHECK refuses (a 500; found by fuzzing).
    workday_hours: z
      .number({ error: COMPANY_CONFIG_MESSAGES.workdayHours })
      .min(0.01, COMPANY_CONFIG_MESSAGES.workdayHours)
      .max(24, COMPANY_CONFIG_MESSAGES.workdayHours)
      .refine((hours) => hasAtMostDecimals(hours, 2), COMPANY_CONFIG_MESSAGES.workdayHours),
    forgotten_clockout_hours: z
      .number({ error: COMPANY_CONFIG_MESSAGES.forgottenClockoutHours })
      .min(1, COMPANY_CONFIG_MESSAGES.forgottenClockoutHours)
      .max(48, COMPANY_CONFIG_MESSAGES.forgottenClockoutHours)
      .refine((hours) => hasAtMostDecimals(hours, 1), COMPANY_CONFIG_MESSAGES.forgottenClockoutHours),
    // Added after SPEC's config: optional, so SPEC's body without them keeps the stored values.
    full_time_weekly_hours: z
      .number({ error: COMPANY_CONFIG_MESSAGES.fullTimeWeeklyHours })
      .min(0.01, COMPANY_CONFIG_MESSAGES.fullTimeWeeklyHours)
      .max(40, COMPANY_CONFIG_MESSAGES.fullTimeWeeklyHours)
      .refine((hours) => hasAtMostDecimals(hours, 2), COMPANY_CONFIG_MESSAGES.fullTimeWeeklyHours)
      .optional(),
    allows_remote_work: z.boolean({ error: COMPANY_CONFIG_MESSAGES.allowsRemoteWork }).optional(),
    user_limit: z.never({ error: COMPANY_CONFIG_MESSAGES.userLimitFromPlan }).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.break_time_max > 0 && config.break_time_min > config.break_time_max) {
      ctx.addIssue({ code: 'custom', message: COMPANY_CONFIG_MESSAGES.minAboveMax, path: ['break_time_min'] });
    }
    if (config.break_time_max > config.workday_hours * 60) {
      ctx.addIssue({ code: 'custom', message: COMPANY_CONFIG_MESSAGES.maxAboveWorkday, path: ['break_time_max'] });
    }
    if (config.break_obligatory && config.max_breaks_per_day === 0) {
      ctx.addIssue({
        code: 'custom',
        message: COMPANY_CONFIG_MESSAGES.obligatoryWithoutBreaks,
        path: ['max_breaks_per_day'],
      });
    }
    if (config.forgotten_clockout_hours < config.workday_hours) {
      ctx.addIssue({
        code: 'custom',
        message: COMPANY_CONFIG_MESSAGES.forgottenBelowWorkday,
        path: ['forgotten_clockout_hours'],
      });
    }
  });
export type UpdateCompanyConfigRequest = z.infer<typeof updateCompanyConfigRequest>;
export const updateCompanyConfigResponse = companyConfigSchema;

/** The values PUT /api/company/config sets, in the order the settings page shows them. */
export const editableCompanyConfigFields = [
  'break_included',
  'break_obligatory',
  'break_time_min',
  'break_time_max',
  'max_breaks_per_day',
  'min_break_interval',
  'workday_hours',
  'forgotten_clockout_hours',
  'full_time_weekly_hours',
  'allows_remote_work',
] as const satisfies readonly (keyof CompanyConfig)[];
export type EditableCompanyConfigField = (typeof editableCompanyConfigFields)[number];
