import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { idSchema } from './id';

/**
 * What each action code of the company activity log means, in Spanish (the web shows the same
 * labels). audit_log rows carry these codes as written by the server; clock actions come from the
 * legal record (clock_events) as `workshift.<kind>`.
 */
export const activityActionLabels = {
  'session.login': 'Inicio de sesión',
  'session.ended': 'Sesión cerrada desde otro dispositivo',
  'session.logout': 'Cierre de sesión',
  'user.activated': 'Cuenta activada',
  'user.password_changed': 'Contraseña cambiada',
  'user.password_reset': 'Contraseña restablecida',
  'user.mfa_enabled': 'Verificación en dos pasos activada',
  'user.mfa_disabled': 'Verificación en dos pasos desactivada',
  'user.mfa_recovery_code_used': 'Inicio de sesión con un código de recuperación',
  'session.mfa_failed': 'Código de verificación incorrecto al iniciar sesión',
  'session.mfa_locked': 'Verificación en dos pasos bloqueada por demasiados códigos incorrectos',
  'profile.updated': 'Perfil modificado',
  'company.registered': 'Empresa registrada',
  'company.demo_seeded': 'Datos de demostración creados',
  'company.updated': 'Datos de la empresa modificados',
  'company_config.updated': 'Configuración modificada',
  'employee.created': 'Empleado creado',
  'employee.updated': 'Empleado modificado',
  'employee.deleted': 'Empleado eliminado',
  'employee.deactivated': 'Empleado desactivado',
  'employee.reactivated': 'Empleado reactivado',
  'employee.anonymised': 'Datos de antiguo empleado anonimizados',
  'employee.credentials_updated': 'Credenciales de empleado modificadas',
  'employee.invitation_failed': 'Invitación de empleado no enviada',
  'employee.invitation_resent': 'Invitación de empleado reenviada',
  'employee.manager_added': 'Manager asignado',
  'employee.manager_removed': 'Manager retirado',
  'employee.contract_added': 'Contrato registrado',
  'employee.overtime_settled': 'Horas extra liquidadas',
  'shift.created': 'Turno creado',
  'shift.updated': 'Turno modificado',
  'shift.deleted': 'Turno eliminado',
  'petition.created': 'Petición creada',
  'petition.approved': 'Petición aprobada',
  'petition.rejected': 'Petición rechazada',
  'petition.cancelled': 'Petición cancelada',
  'petition.correction_applied': 'Corrección de jornada aplicada al registro',
  'holiday.created': 'Festivo añadido',
  'holiday.deleted': 'Festivo eliminado',
  'vacation_allowance.updated': 'Días de vacaciones modificados',
  'inspector_link.create': 'Enlace para la Inspección creado',
  'inspector_link.revoke': 'Enlace para la Inspección revocado',
  'inspector.access': 'Acceso de la Inspección',
  'company.created': 'Empresa creada por la plataforma',
  'company.gestoria_linked': 'Gestoría vinculada por la plataforma',
  'company.gestoria_unlinked': 'Gestoría desvinculada por la plataforma',
  'company.plan_changed': 'Plan cambiado por la plataforma',
  'company.reactivated': 'Suspensión levantada por la plataforma',
  'company.subscription_activated': 'Suscripción activada por la plataforma',
  'company.renamed': 'Empresa renombrada por la plataforma',
  'company.suspended': 'Empresa suspendida por la plataforma',
  'company.trial_changed': 'Periodo de prueba cambiado por la plataforma',
  'gestoria.created': 'Gestoría creada',
  'gestoria.updated': 'Gestoría modificada',
  'platform.read': 'Consulta de la plataforma',
  'platform.backup': 'Copia de seguridad',
  'contact_request.handled': 'Solicitud de contacto atendida',
  'contact_request.reopened': 'Solicitud de contacto reabierta',
  'user.invitation_failed': 'Invitación no enviada',
  'gestoria.access': 'Consulta de la gestoría',
  'gestoria.unlinked': 'Gestoría desvinculada',
  'gestoria.user_created': 'Usuario de la gestoría creado',
  'gestoria.user_deactivated': 'Usuario de la gestoría desactivado',
  'workshift.start': 'Jornada iniciada',
  'workshift.break_start': 'Pausa iniciada',
  'workshift.break_end': 'Pausa finalizada',
  'workshift.resume': 'Jornada reanudada',
  'workshift.end': 'Jornada finalizada',
  'workshift.incident': 'Incidencia registrada',
  'workshift.correction': 'Jornada corregida',
  'monthly_summary.acknowledged': 'Resumen mensual recibido',
  'pos_terminal.created': 'Terminal POS creado',
  'pos_terminal.updated': 'Terminal POS modificado',
  'pos_terminal.pin_changed': 'Nuevo PIN de terminal POS',
  'pos_terminal.revoked': 'Terminal POS revocado',
  'pos_terminal.lockouts_cleared': 'Terminal POS desbloqueado',
  'pos.login': 'Terminal POS activado',
  'pos.logout': 'Sesión de terminal POS cerrada',
  'kiosk_pin.set': 'PIN personal de fichaje guardado',
  'kiosk_pin.cleared': 'PIN personal de fichaje borrado',
  'work_centre.created': 'Centro de trabajo creado',
  'work_centre.updated': 'Centro de trabajo modificado',
  'work_centre.archived': 'Centro de trabajo archivado',
  'webhook.created': 'Webhook creado',
  'webhook.deleted': 'Webhook eliminado',
  'webhook.redelivered': 'Envío de webhook reenviado',
  'api_key.created': 'Clave de API creada',
  'api_key.revoked': 'Clave de API revocada',
  'api_key.access': 'Consulta con una clave de API',
  'api_key.refused': 'Llamada rechazada a una clave de API',
} as const satisfies Record<string, string>;
export type ActivityAction = keyof typeof activityActionLabels;

/** Clock actions are read from clock_events: `workshift.<kind>`. */
export const CLOCK_ACTION_PREFIX = 'workshift.';

/** The Spanish label of an action code; an unknown code (a newer server) is shown as is. */
export function activityActionLabel(action: string): string {
  return (activityActionLabels as Record<string, string>)[action] ?? action;
}

/** The action filter's options, in the order above. */
export const activityActionOptions = Object.entries(activityActionLabels).map(([value, label]) => ({ value, label }));

/** What an action is about: the action filter's groups, in their order. */
export const activityActionGroupLabels = {
  clock: 'Jornada',
  petitions: 'Peticiones',
  employees: 'Empleados',
  shifts: 'Turnos',
  calendar: 'Festivos y vacaciones',
  company: 'Empresa',
  gestoria: 'Gestoría',
  inspection: 'Inspección de Trabajo',
  pos: 'Terminales POS',
  account: 'Sesión y cuenta',
  integrations: 'Integraciones',
  platform: 'Plataforma',
} as const;
export type ActivityActionGroup = keyof typeof activityActionGroupLabels;

/** The part of an action code before its dot: 'employee' in 'employee.updated'. */
type ActivityActionArea = ActivityAction extends `${infer Area}.${string}` ? Area : never;

/**
 * The one place that groups the actions, by the area their code starts with: `satisfies` makes a new
 * area without a group a type error, and a new action of a known area lands in its group by itself.
 */
const activityActionGroupOfArea = {
  workshift: 'clock',
  monthly_summary: 'clock',
  petition: 'petitions',
  employee: 'employees',
  shift: 'shifts',
  holiday: 'calendar',
  vacation_allowance: 'calendar',
  company: 'company',
  company_config: 'company',
  work_centre: 'company',
  gestoria: 'gestoria',
  inspector_link: 'inspection',
  inspector: 'inspection',
  pos_terminal: 'pos',
  pos: 'pos',
  kiosk_pin: 'pos',
  session: 'account',
  user: 'account',
  profile: 'account',
  webhook: 'integrations',
  api_key: 'integrations',
  platform: 'platform',
  contact_request: 'platform',
} as const satisfies Record<ActivityActionArea, ActivityActionGroup>;

/** The group of an action code, from its area; null for a code of an area this build does not know. */
export function activityActionGroupOf(action: string): ActivityActionGroup | null {
  const dot = action.indexOf('.');
  if (dot <= 0) return null;
  const area = action.slice(0, dot);
  return (activityActionGroupOfArea as Record<string, ActivityActionGroup>)[area] ?? null;
}

/** The action filter's options by group, in the groups' order: every action of the log appears in exactly one. */
export const activityActionGroups = Object.entries(activityActionGroupLabels)
  .map(([group, label]) => ({
    label,
    options: activityActionOptions.filter((option) => activityActionGroupOf(option.value) === group),
  }))
  .filter((group) => group.options.length > 0);

/** A Madrid calendar day. */
const madridDay = calendarDateSchema();

export const LOGS_MAX_PAGE_SIZE = 100;
export const LOGS_MESSAGES = {
  actor: 'Persona no válida',
  action: 'Acción no válida',
  range: 'La fecha inicial no puede ser posterior a la final',
  pageSize: `El tamaño de página debe estar entre 1 y ${LOGS_MAX_PAGE_SIZE}`,
  page: 'La página debe ser un número entero mayor que 0',
} as const;

/**
 * GET /api/logs. from/to are Madrid calendar days, both included. Newest first.
 */
export const getLogsQuery = z
  .object({
    actor_user_id: idSchema(LOGS_MESSAGES.actor).optional(),
    action: z
      .string()
      .trim()
      .regex(/^[a-z_]+\.[a-z_]+$/, LOGS_MESSAGES.action)
      .optional(),
    from: madridDay.optional(),
    to: madridDay.optional(),
    page: z.coerce.number({ error: LOGS_MESSAGES.page }).int(LOGS_MESSAGES.page).min(1, LOGS_MESSAGES.page).default(1),
    pageSize: z.coerce
      .number({ error: LOGS_MESSAGES.pageSize })
      .int(LOGS_MESSAGES.pageSize)
      .min(1, LOGS_MESSAGES.pageSize)
      .max(LOGS_MAX_PAGE_SIZE, LOGS_MESSAGES.pageSize)
      .default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: LOGS_MESSAGES.range,
    path: ['from'],
  });
export type GetLogsQuery = z.infer<typeof getLogsQuery>;

export const activityLogEntrySchema = z.object({
  /** 'audit-<id>' or 'clock-<id>': unique across both sources. */
  id: z.string(),
  source: z.enum(['audit', 'clock']),
  action: z.string(),
  actionLabel: z.string(),
  /** Who did it; null for the system (e.g. the demo seed). */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The request's IP; null for clock actions (the legal record does not store it). */
  ip: z.string().nullable(),
  /** ISO instant (server time). */
  createdAt: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/**
 * The names of the people and shifts the page's details mention only by id (keyed by id), so the
 * log reads «Turno: Mañana» and not an id. A shift deleted since is absent.
 */
export const activityLogNamesSchema = z.object({
  users: z.record(z.string(), z.string()),
  shifts: z.record(z.string(), z.string()),
  /** Work centres (an employee's centre, a start's): absent from an older server. */
  centres: z.record(z.string(), z.string()).default({}),
});
export type ActivityLogNames = z.infer<typeof activityLogNamesSchema>;

export const getLogsResponse = z.object({
  data: z.array(activityLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Added in 1.7: an older server omits it. */
  names: activityLogNamesSchema.default({ users: {}, shifts: {}, centres: {} }),
});
export type GetLogsResponse = z.infer<typeof getLogsResponse>;
