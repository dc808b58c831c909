import { z } from 'zod';
import { type WebhookEventType, webhookEventTypes } from './events';
import { NOT_FOUND_ISSUE, pathIdSchema } from './id';

/**
 * Webhooks (SPEC §9: premium and enterprise, ADR 017). The company admin subscribes an
 * https URL to some domain events; each event becomes a delivery, POSTed as signed JSON and retried
 * with backoff for 24 h. The signing secret is shown once, when the webhook is created.
 */

export { type WebhookEventType, webhookEventTypes };

export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Live webhooks a company may hold at once. */
export const MAX_WEBHOOKS = 10;
/** How long a delivery is retried before it is marked failed (and how long after 'Reenviar'). */
export const WEBHOOK_RETRY_HOURS = 24;

/** The events' Spanish names (the create form's checkboxes, the list). */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'workshift.started': 'Jornada iniciada',
  'workshift.ended': 'Jornada finalizada',
  'workshift.corrected': 'Jornada corregida',
  'petition.created': 'Petición creada',
  'petition.decided': 'Petición resuelta',
  'employee.created': 'Empleado creado',
  'employee.deactivated': 'Empleado desactivado',
};

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Indica la URL que recibirá los avisos',
  urlInvalid: 'La URL no es válida: escribe una dirección completa, p. ej. https://ejemplo.es/jornada',
  urlTooLong: `La URL no puede superar ${WEBHOOK_URL_MAX_LENGTH} caracteres`,
  urlHttpsOnly: 'La URL debe empezar por https://',
  urlScheme: 'La URL debe empezar por https:// (o http:// fuera de producción)',
  urlCredentials: 'La URL no puede llevar usuario ni contraseña: la firma X-Jornada-Signature identifica los avisos',
  urlUnresolved: 'No se encuentra el servidor de esa URL (el nombre no resuelve a ninguna dirección)',
  urlPrivate:
    'La URL apunta a una dirección privada, local o reservada, a la que Jornada no envía avisos. Usa una dirección pública.',
  eventsRequired: 'Elige al menos un evento',
  eventInvalid: `Evento no válido: usa ${webhookEventTypes.join(', ')}`,
  eventsRepeated: 'Un evento aparece repetido',
  planWithoutApi:
    'Tu plan no incluye la API de integración: está disponible en los planes Premium y Empresa. Cambia de plan para usar webhooks.',
  tooMany: `Has alcanzado el máximo de ${MAX_WEBHOOKS} webhooks. Elimina alguno antes de crear otro.`,
  notFound: 'Webhook no encontrado',
  deliveryNotFound: 'Envío no encontrado',
  deliveryInFlight: 'Ese envío se está realizando ahora mismo. Espera unos segundos y vuelve a intentarlo.',
  webhookDeleted: 'El webhook de ese envío se ha eliminado: no se puede reenviar',
} as const;

export const webhookEventSchema = z.enum(webhookEventTypes, { error: WEBHOOK_MESSAGES.eventInvalid });

/** POST /api/webhooks. Whether the address is public is checked by the server (DNS), not here. */
export const createWebhookRequest = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
    .regex(/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+\S*$/i, WEBHOOK_MESSAGES.urlInvalid),
  events: z
    .array(webhookEventSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(webhookEventTypes.length, WEBHOOK_MESSAGES.eventsRepeated)
    .refine((events) => new Set(events).size === events.length, WEBHOOK_MESSAGES.eventsRepeated),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequest>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Its deliveries of the last 24 h that did not reach the receiver yet, and the failed ones. */
  pending_deliveries: z.number().int(),
  failed_deliveries: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** 201: the only time the signing secret is shown. */
export const createWebhookResponse = webhookSchema.extend({
  /** `whsec_…`: the key of the HMAC-SHA256 in X-Jornada-Signature. */
  secret: z.string(),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponse>;

/** GET /api/webhooks: the live webhooks, and whether the company's plan includes the API. */
export const listWebhooksResponse = z.object({
  available: z.boolean(),
  webhooks: z.array(webhookSchema),
});
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponse>;

export const webhookParams = z.object({ id: pathIdSchema(WEBHOOK_MESSAGES.notFound) });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A delivery's id is a UUID; anything else names no delivery (404). */
export const webhookDeliveryParams = z.object({
  id: z
    .string()
    .superRefine((value, ctx) => {
      if (!UUID_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.deliveryNotFound, params: NOT_FOUND_ISSUE });
      }
    })
    .transform((value) => value.toLowerCase()),
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
export const webhookDeliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  failed: 'Fallido',
};

export const webhookDeliverySchema = z.object({
  /** The `id` of the body and X-Jornada-Delivery: the same on every retry, for the receiver to dedupe. */
  id: z.string(),
  webhook_id: z.number().int(),
  event: webhookEventSchema,
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null: none yet, or no answer (timeout, refused). */
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** While pending: when the next attempt is due. */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/webhooks/{id}/deliveries: the latest 50, newest first. */
export const listWebhookDeliveriesResponse = z.array(webhookDeliverySchema);
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** POST /api/webhooks/deliveries/{id}/redeliver: the delivery, queued again now. */
export const redeliverWebhookResponse = webhookDeliverySchema;

/**
 * The body POSTed to the receiver. `data` holds ids and facts of the event as they were when it
 * happened (see the README's «Webhooks»).
 */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: webhookEventSchema,
  created_at: z.string(),
  company_id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
