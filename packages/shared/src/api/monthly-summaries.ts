import { z } from 'zod';

/**
 * The worker's monthly summary of hours (art. 12.4.c and 35.5 ET): handed over at the start of each
 * month for the month before (a notification, and an email with the month's PDF where wanted), and
 * acknowledged by its owner with 'Recibido' on /time-history.
 */

export const MONTHLY_SUMMARY_MONTH_MESSAGE = 'Mes no válido (yyyy-MM)';
export const MONTHLY_SUMMARY_NOT_FOUND_MESSAGE = 'No hay resumen mensual de ese mes';

const monthSchema = z
  .string({ error: MONTHLY_SUMMARY_MONTH_MESSAGE })
  .trim()
  .regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, MONTHLY_SUMMARY_MONTH_MESSAGE);

export const monthlySummarySchema = z.object({
  /** yyyy-MM (Madrid month) the summary covers. */
  month: z.string(),
  /** ISO instant it was handed over. */
  sent_at: z.string(),
  /** ISO instant its owner marked it 'Recibido'; null until then. */
  acknowledged_at: z.string().nullable(),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

/** GET /api/workshift/monthly-summaries: my summaries, newest month first. */
export const listMonthlySummariesResponse = z.object({ data: z.array(monthlySummarySchema) });
export type ListMonthlySummariesResponse = z.infer<typeof listMonthlySummariesResponse>;

/** POST /api/workshift/monthly-summaries/{month}/acknowledge: idempotent, the first time stands. */
export const acknowledgeMonthlySummaryParams = z.object({ month: monthSchema });
export type AcknowledgeMonthlySummaryParams = z.infer<typeof acknowledgeMonthlySummaryParams>;
export const acknowledgeMonthlySummaryResponse = monthlySummarySchema;
export type AcknowledgeMonthlySummaryResponse = z.infer<typeof acknowledgeMonthlySummaryResponse>;
