import { z } from 'zod';
import { workModes } from '../domain/employee-contract';
import { calendarDateSchema } from './calendar-date';
import { idSchema, pathIdSchema } from './id';

/** The work mode of a contract or a shift: on site or remote. */
export const workModeSchema = z.enum(workModes, { error: "La modalidad debe ser 'presencial' o 'teletrabajo'" });

export const CONTRACT_MESSAGES = {
  notFound: 'Empleado no encontrado',
  effectiveFromRequired: 'Indica desde qué día se aplica el contrato',
  weeklyHours: 'Las horas semanales deben ser un número mayor que 0, con hasta dos decimales',
  aboveFullTime: (fullTime: number) =>
    `Las horas semanales no pueden superar la jornada completa de la empresa (${String(fullTime).replace('.', ',')} h)`,
  tooFarPast: 'La fecha de inicio no puede ser de hace más de cuatro años',
  tooFarFuture: 'La fecha de inicio no puede ser de dentro de más de un año',
} as const;

/** How far from today a period may start (ADR 010): the register's four years back, a year ahead. */
export const CONTRACT_DATE_BOUNDS = { yearsBack: 4, daysAhead: 366 } as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** POST /api/employees/{id}/contracts: a new period, from its date on. */
export const createContractRequest = z.object({
  effective_from: calendarDateSchema(CONTRACT_MESSAGES.effectiveFromRequired),
  // At least 0.01, not just above 0: 1e-12 passes the two-decimal check (within its tolerance) and
  // would round to 0 weekly minutes, which the column's CHECK refuses (a 500; found by fuzzing).
  weekly_hours: z
    .number({ error: CONTRACT_MESSAGES.weeklyHours })
    .min(0.01, CONTRACT_MESSAGES.weeklyHours)
    .max(168, CONTRACT_MESSAGES.weeklyHours)
    .refine(hasAtMostTwoDecimals, CONTRACT_MESSAGES.weeklyHours),
  work_mode: workModeSchema,
});
export type CreateContractRequest = z.infer<typeof createContractRequest>;

export const contractParams = z.object({ id: pathIdSchema(CONTRACT_MESSAGES.notFound) });
/** GET /api/employees/{id}/contracts: a gestoría names the client company it reads. */
export const contractsQuery = z.object({
  company_id: z.preprocess((value) => (value === '' ? undefined : value), idSchema('Empresa no encontrada').optional()),
});

const contractTermsSchema = z.object({
  weekly_minutes: z.number().int(),
  /** weekly_minutes / 60, two decimals. */
  weekly_hours: z.number(),
  work_mode: workModeSchema,
  is_part_time: z.boolean(),
  /** Of the company's full-time week now, 0..100 with one decimal. */
  part_time_percent: z.number(),
});

/** One recorded period (never edited: a later one supersedes it). */
export const employeeContractSchema = contractTermsSchema.extend({
  id: z.number().int(),
  employee_id: z.number().int(),
  effective_from: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** Another period starting the same day was recorded after it: this one never applies. */
  is_superseded: z.boolean(),
});
export type EmployeeContract = z.infer<typeof employeeContractSchema>;

/** The contract in force today: a period, or the default (full time, on site) with effective_from null. */
export const currentContractSchema = contractTermsSchema.extend({
  effective_from: z.string().nullable(),
  period_id: z.number().int().nullable(),
});
export type CurrentContract = z.infer<typeof currentContractSchema>;

/** GET /api/employees/{id}/contracts: the periods, newest first, and the one in force today. */
export const listContractsResponse = z.object({
  full_time_weekly_hours: z.number(),
  current: currentContractSchema,
  data: z.array(employeeContractSchema),
});
export type ListContractsResponse = z.infer<typeof listContractsResponse>;

export const createContractResponse = employeeContractSchema;

/**
 * GET /api/workshift/work-mode: what the home card offers before 'Iniciar jornada' — whether the
 * company allows remote work and the worker's usual mode today (the start's default).
 */
export const ownWorkModeResponse = z.object({
  allows_remote_work: z.boolean(),
  usual_work_mode: workModeSchema,
});
export type OwnWorkMode = z.infer<typeof ownWorkModeResponse>;
