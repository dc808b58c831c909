import { z } from 'zod';
import { emailSchema } from '../domain/email';
import { companyStates } from '../domain/subscription';
import { roleSchema } from '../roles';
import { pathIdSchema } from './id';

/** GET /api/user — the logged-in user (SPEC §3 User). 401 when there is no session. */
export const getUserResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  schema_name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  gestoria_id: z.number().int().nullable(),
  must_change_password: z.boolean(),
  /** The company's subscription state; null for users of no company. */
  company_state: z.enum(companyStates).nullable(),
});
export type SessionUser = z.infer<typeof getUserResponse>;

/** POST /api/login — JSON or form body (SPEC §7). */
export const loginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida'),
  /** The second step (ADR 015): the authenticator's code or a recovery code, when the account has it on. */
  // Written out here, not imported from ./mfa: this file is in the landing's first download.
  code: z.string({ error: 'El código no es válido' }).trim().max(40, 'El código no es válido').optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;
/** The `code` of the 401 that asks for the login's second step (`mfa_required: true`, ADR 015). */
export const MFA_REQUIRED_CODE = 'MFA_REQUIRED';
/** The `code` of the login's 403 for an account whose email was never confirmed: the page offers a new link. */
export const ACCOUNT_NOT_ACTIVATED_CODE = 'ACCOUNT_NOT_ACTIVATED';
export const ACCOUNT_NOT_ACTIVATED_MESSAGE = 'Debes activar tu cuenta con el enlace que te enviamos por email.';
export const loginResponse = z.object({ user: getUserResponse });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * POST /api/auth/resend-activation — a new activation link for an account not activated yet (the
 * login's 403 offers it). Always the same answer, so it can't reveal who has an account. Here, not in
 * ./auth: the login form, in the landing's first download, offers it.
 */
export const resendActivationRequest = z.object({ email: emailSchema });
export const resendActivationResponse = z.object({ success: z.literal(true), message: z.string() });
export const RESEND_ACTIVATION_MESSAGES = {
  sent: 'Si hay una cuenta pendiente de activar con ese email, te hemos enviado un nuevo enlace de activación. Revisa también la carpeta de correo no deseado.',
  tooManyFromIp: 'Demasiadas solicitudes desde tu conexión. Inténtalo de nuevo más tarde.',
  tooManyForEmail: 'Has pedido demasiados emails de activación para esa dirección. Inténtalo de nuevo más tarde.',
} as const;

/** POST /api/logout */
export const logoutResponse = z.object({ success: z.literal(true) });

/** GET /api/migestoria: SPEC's `gestoria_id` and `name`, plus the firm's CIF and contact email for its settings page. */
export const getMiGestoriaResponse = z.object({
  gestoria_id: z.number().int(),
  name: z.string(),
  cif: z.string().nullable(),
  contact_email: z.string().nullable(),
});

/** GET /api/auth/check-default-password */
export const checkDefaultPasswordResponse = z.object({ isDefaultPassword: z.boolean() });

/** Subscription messages the login page reacts to (SPEC §8). */
export const SUBSCRIPTION_EXPIRED_COMPANY_MESSAGE = 'Actualice su suscripción';
export const SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE =
  'La suscripción de tu empresa ha caducado. Pide al responsable de tu empresa que renueve o reactive el plan.';
/** What a company admin's route outside restricted mode answers, with 402. */
export const RESTRICTED_MODE_MESSAGE = SUBSCRIPTION_EXPIRED_COMPANY_MESSAGE;

// ---- ASVS 7.5: one's own open sessions -----------------------------------------------------------
export const SESSIONS_MESSAGES = {
  notFound: 'Sesión no encontrada',
  idInvalid: 'Identificador de sesión no válido',
  current: 'Esta es la sesión que estás usando: para cerrarla, cierra sesión',
} as const;

/** GET /api/sessions: the user's live sessions, this one first, then the most recently used. */
export const openSessionSchema = z.object({
  id: z.number().int(),
  /** The session this request came with. */
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;
export const listSessionsResponse = z.array(openSessionSchema);

/** DELETE /api/sessions/{id}: one of one's other sessions ends at once. */
export const endSessionResponse = z.object({ success: z.literal(true) });
export const sessionIdParams = z.object({ id: pathIdSchema(SESSIONS_MESSAGES.notFound, SESSIONS_MESSAGES.idInvalid) });
