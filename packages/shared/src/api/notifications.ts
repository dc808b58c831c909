import { z } from 'zod';
import { can, type Permission } from '../permissions';
import type { Role } from '../roles';
import { MAX_BIGINT_ID, NOT_FOUND_ISSUE } from './id';

/**
 * In-app notifications (SPEC §3 Notification: id, timestamp, title, message, type; the id's prefix
 * before the underscore is the type) and each user's email preferences (/email-notifications).
 */

export const notificationTypes = ['ticket', 'vacation', 'workshift', 'general'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  /** `${type}_${number}`, e.g. 'vacation_12'. */
  id: z.string(),
  timestamp: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  /** Where it leads in the app (a path), e.g. /petitions?view=inbox&id=7. */
  link: z.string().nullable(),
  petition_id: z.number().int().nullable(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/petitions/notifications/recent: my latest notifications, newest first. */
export const getRecentNotificationsResponse = z.array(notificationSchema);

/** POST /api/petitions/notifications/{id}/read: the id as listed ('vacation_12') or its number. */
export const markNotificationReadParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(?:(?:ticket|vacation|workshift|general)_)?\d+$/, 'Notificación no válida')
    .superRefine((value, ctx) => {
      // Past the id range it names nothing: answered as an unknown notification (404), like path ids.
      if (Number(value.replace(/^[a-z]+_/, '')) > MAX_BIGINT_ID) {
        ctx.addIssue({ code: 'custom', message: 'Notificación no encontrada', params: NOT_FOUND_ISSUE });
      }
    }),
});
export const markNotificationReadResponse = z.object({ success: z.literal(true) });

/** POST /api/petitions/notifications/read-all */
export const markAllNotificationsReadResponse = z.object({ success: z.literal(true), updated: z.number().int() });

/** What each user chooses to receive by email; every one is on until switched off. */
export const notificationPreferenceKeys = [
  'new_petition_assigned',
  'decision_on_mine',
  'forgotten_clockout',
  'monthly_summary',
  'record_digest',
] as const;
export type NotificationPreferenceKey = (typeof notificationPreferenceKeys)[number];

export const notificationPreferenceLabels: Record<NotificationPreferenceKey, { label: string; description: string }> = {
  new_petition_assigned: {
    label: 'Nuevas peticiones asignadas a mí',
    description: 'Cuando alguien te envía una petición para que la apruebes o la rechaces.',
  },
  decision_on_mine: {
    label: 'Respuesta a mis peticiones',
    description: 'Cuando aprueban o rechazan una petición que has enviado.',
  },
  forgotten_clockout: {
    label: 'Jornadas sin cerrar',
    description: 'Cuando una jornada tuya, o de tu equipo, sigue abierta pasado el límite de la empresa.',
  },
  monthly_summary: {
    label: 'Resumen mensual de horas',
    description: 'A principios de cada mes, el resumen de tus horas del mes anterior, con el PDF adjunto.',
  },
  record_digest: {
    label: 'Resumen firmado diario del registro',
    description:
      'Cada día, el resumen firmado del registro de jornada de la empresa (con el archivo JSON adjunto), para guardarlo fuera de Jornada como prueba de que el registro no se ha cambiado.',
  },
};

/** Preferences that only matter to some roles: the signed digest goes to company admins only. */
const notificationPreferencePermissions: Partial<Record<NotificationPreferenceKey, Permission>> = {
  record_digest: 'read:record-digest',
};

/** The preferences /email-notifications shows to someone with `role` (null: not known yet). */
export function notificationPreferenceKeysFor(role: Role | null): NotificationPreferenceKey[] {
  return notificationPreferenceKeys.filter((key) => {
    const permission = notificationPreferencePermissions[key];
    return permission === undefined || (role !== null && can(role, permission));
  });
}

export const notificationPreferencesSchema = z.object({
  new_petition_assigned: z.boolean({ error: 'Indica sí o no' }),
  decision_on_mine: z.boolean({ error: 'Indica sí o no' }),
  forgotten_clockout: z.boolean({ error: 'Indica sí o no' }),
  monthly_summary: z.boolean({ error: 'Indica sí o no' }),
  record_digest: z.boolean({ error: 'Indica sí o no' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET /api/notification-preferences */
export const getNotificationPreferencesResponse = notificationPreferencesSchema;

/** PUT /api/notification-preferences: any of them; the rest stay as they are. */
export const updateNotificationPreferencesRequest = notificationPreferencesSchema
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Indica al menos una preferencia',
  });
export type UpdateNotificationPreferencesRequest = z.infer<typeof updateNotificationPreferencesRequest>;
export const updateNotificationPreferencesResponse = notificationPreferencesSchema;
