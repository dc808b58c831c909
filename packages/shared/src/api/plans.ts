import { z } from 'zod';

export const planTypes = ['free', 'autonomo', 'professional', 'premium', 'enterprise'] as const;
export const planTypeSchema = z.enum(planTypes);
export type PlanType = z.infer<typeof planTypeSchema>;

/** SPEC §9: 999999 means no user limit. */
export const UNLIMITED_USERS = 999999;
export const TRIAL_DAYS = 14;

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: planTypeSchema,
  user_limit: z.number().int(),
  price_monthly_cents: z.number().int(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/public/subscriptions */
export const listSubscriptionsResponse = z.array(planSchema);
