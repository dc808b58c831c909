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
};
