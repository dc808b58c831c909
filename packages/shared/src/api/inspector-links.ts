import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { pathIdSchema } from './id';
import { REPORT_MESSAGES, reportFormats, reportMonthSchema } from './reports';

/**
 * Time-limited, read-only access for the Labour Inspectorate (ITSS) to the register of a period:
 * the company admin creates a link, the token is shown once (only its hash is stored), and every
 * use is written to the company's activity log as `inspector.access`.
 */

export const INSPECTOR_LINK_MESSAGES = {
  labelRequired: 'Indica para quién o para qué es el enlace',
  labelTooLong: 'La descripción no puede superar 120 caracteres',
  expiresRequired: 'Indica hasta cuándo vale el enlace',
  expiresInvalid: 'Fecha de caducidad no válida',
  expiresInPast: 'La caducidad debe ser posterior a este momento',
  expiresTooFar: 'El enlace puede valer como máximo 30 días',
  notFound: 'Enlace no encontrado',
  expired: 'Este enlace de acceso ha caducado',
  alreadyRevoked: 'El enlace ya estaba revocado',
  outsidePeriod: 'El mes pedido está fuera del periodo del enlace',
} as const;

export const INSPECTOR_LINK_MAX_DAYS = 30;

/** POST /api/inspector-links */
export const createInspectorLinkRequest = z
  .object({
    from: calendarDateSchema(REPORT_MESSAGES.fromRequired),
    to: calendarDateSchema(REPORT_MESSAGES.toRequired),
    label: z
      .string({ error: INSPECTOR_LINK_MESSAGES.labelRequired })
      .trim()
      .min(1, INSPECTOR_LINK_MESSAGES.labelRequired)
      .max(120, INSPECTOR_LINK_MESSAGES.labelTooLong),
    /** ISO instant. In the future, at most 30 days ahead (checked on the server against its clock). */
    expires_at: z
      .string({ error: INSPECTOR_LINK_MESSAGES.expiresRequired })
      .trim()
      .min(1, INSPECTOR_LINK_MESSAGES.expiresRequired)
      .refine((value) => !Number.isNaN(Date.parse(value)), INSPECTOR_LINK_MESSAGES.expiresInvalid),
  })
  .superRefine((body, ctx) => {
    if (body.to < body.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.toBeforeFrom });
  });
export type CreateInspectorLinkRequest = z.infer<typeof createInspectorLinkRequest>;

export const inspectorLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  revoked_at: z.string().nullable(),
  last_accessed_at: z.string().nullable(),
  access_count: z.number().int(),
});
export type InspectorLink = z.infer<typeof inspectorLinkSchema>;

/** 201: the only time the token (and the url that carries it) is shown. */
export const createInspectorLinkResponse = z.object({
  id: z.number().int(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  expires_at: z.string(),
  url: z.string(),
  token: z.string(),
});
export type CreateInspectorLinkResponse = z.infer<typeof createInspectorLinkResponse>;

export const listInspectorLinksResponse = z.object({ data: z.array(inspectorLinkSchema) });
export type ListInspectorLinksResponse = z.infer<typeof listInspectorLinksResponse>;

export const inspectorLinkParams = z.object({ id: pathIdSchema(INSPECTOR_LINK_MESSAGES.notFound) });

/** The token in /api/inspeccion/{token}/…: base64url; anything else is simply unknown (404). */
export const inspectorTokenParams = z.object({ token: z.string().max(200) });

export const inspectorRegisterQuery = z.object({
  format: z.enum(reportFormats, { error: REPORT_MESSAGES.format }).default('json'),
  /** Optional narrowing inside the link's period. */
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
});
export type InspectorRegisterQuery = z.infer<typeof inspectorRegisterQuery>;

export const inspectorBundleQuery = z.object({ month: reportMonthSchema });

/** GET /api/inspeccion/{token}: what the public page shows before the register (no token echoed). */
export const inspectorLinkInfoResponse = z.object({
  company: z.object({ name: z.string(), cif: z.string() }),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  expires_at: z.string(),
  /** The months the link's period touches (yyyy-MM), for the bundle buttons. */
  months: z.array(z.string()),
});
export type InspectorLinkInfo = z.infer<typeof inspectorLinkInfoResponse>;
