import { z } from 'zod';

/** Every non-2xx answer of the API: a Spanish `message` the UI can show as is. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** 401 of POST /api/login: the password was right, the second step is missing or wrong (ADR 015). */
  mfa_required: z.literal(true).optional(),
  /** 403 of /api/admin/*: the platform account must set up two-step verification first (ADR 015). */
  mfa_setup_required: z.literal(true).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof okResponse>;
