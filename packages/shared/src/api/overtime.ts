import { z } from 'zod';
import { pathIdSchema } from './id';
import { optionalId, reportMonthSchema } from './reports';

/**
 * Overtime settlements (art. 35 ET): the company admin records how each month's overtime of a worker
 * was settled — paid, or compensated with rest within four months (then it stays out of the yearly
 * 80 h counter, `annualOvertime`). Each settlement records the minutes it settled (the month's
 * overtime not settled yet, when recorded); rows are never edited and a month's rows add up
 * (`splitMonthOvertime`). Hours that appear later are an unsettled remainder, settled by a new row.
 */

export const overtimeSettlementModes = ['paid', 'compensated'] as const;
export type OvertimeSettlementMode = (typeof overtimeSettlementModes)[number];

export const overtimeSettlementModeLabels: Record<OvertimeSettlementMode, string> = {
  paid: 'Pagadas',
  compensated: 'Compensadas con descanso',
};

export const OVERTIME_MESSAGES = {
  notFound: 'Empleado no encontrado',
  mode: "Indica cómo se liquidaron las horas extra: 'paid' (pagadas) o 'compensated' (compensadas con descanso)",
  futureMonth: 'No se puede liquidar un mes que aún no ha empezado',
  nothingToSettle: 'Ese mes no tiene horas extra sin liquidar',
  tooOld: 'El mes no puede ser de hace más de cuatro años',
  year: 'Año no válido (yyyy)',
} as const;

/** POST /api/employees/{id}/overtime-settlements */
export const createOvertimeSettlementRequest = z.object({
  month: reportMonthSchema,
  mode: z.enum(overtimeSettlementModes, { error: OVERTIME_MESSAGES.mode }),
});
export type CreateOvertimeSettlementRequest = z.infer<typeof createOvertimeSettlementRequest>;

export const overtimeSettlementParams = z.object({ id: pathIdSchema(OVERTIME_MESSAGES.notFound) });

export const overtimeSettlementSchema = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  /** yyyy-MM */
  month: z.string(),
  mode: z.enum(overtimeSettlementModes),
  /** The overtime minutes it settled, fixed when recorded. */
  settled_minutes: z.number().int(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type OvertimeSettlement = z.infer<typeof overtimeSettlementSchema>;

/** GET /api/reports/overtime?year=YYYY[&employee_id=N] */
export const overtimeYearQuery = z.object({
  year: z.coerce
    .number({ error: OVERTIME_MESSAGES.year })
    .int(OVERTIME_MESSAGES.year)
    .min(1000, OVERTIME_MESSAGES.year)
    .max(9999, OVERTIME_MESSAGES.year),
  employee_id: optionalId(OVERTIME_MESSAGES.notFound),
  /** A gestoría names the client company it reads. */
  company_id: optionalId('Empresa no encontrada'),
});
export type OvertimeYearQuery = z.infer<typeof overtimeYearQuery>;

export const overtimeMonthStatuses = ['none', 'unsettled', 'settled', 'partly_settled', 'over_settled'] as const;

export const overtimeMonthSchema = z.object({
  month: z.string(),
  /** The month's overtime as the register classifies it now. */
  overtime_minutes: z.number().int(),
  paid_minutes: z.number().int(),
  compensated_minutes: z.number().int(),
  /**
   * overtime − paid − compensated: above 0 not settled yet (it counts against the 80 h), below 0 the
   * settlements exceed the overtime now (a later correction took hours away).
   */
  unsettled_minutes: z.number().int(),
  status: z.enum(overtimeMonthStatuses),
  /** The month's settlements, oldest first; they add up. */
  settlements: z.array(overtimeSettlementSchema),
});
export type OvertimeMonth = z.infer<typeof overtimeMonthSchema>;

export const overtimeEmployeeYearSchema = z.object({
  employee_id: z.number().int(),
  employee_name: z.string(),
  months: z.array(overtimeMonthSchema),
  counter: z.object({
    limit_minutes: z.number().int(),
    counted_minutes: z.number().int(),
    compensated_minutes: z.number().int(),
    remaining_minutes: z.number().int(),
    is_over_limit: z.boolean(),
  }),
});
export type OvertimeEmployeeYear = z.infer<typeof overtimeEmployeeYearSchema>;

export const overtimeYearResponse = z.object({
  year: z.number().int(),
  data: z.array(overtimeEmployeeYearSchema),
});
export type OvertimeYearResponse = z.infer<typeof overtimeYearResponse>;
