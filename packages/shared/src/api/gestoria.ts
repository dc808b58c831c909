import { z } from 'zod';
import { emailSchema } from '../domain/email';
import { companyStates } from '../domain/subscription';
import { pathIdSchema } from './id';

/** The gestoría portal and the company's link to its gestoría. */
export const GESTORIA_MESSAGES = {
  noLink: 'Tu empresa no tiene ninguna gestoría vinculada',
  companyNotFound: 'Empresa no encontrada',
} as const;

/** GET /api/company/gestoria: the gestoría the company has linked, if any. */
export const companyGestoriaResponse = z.object({
  gestoria: z
    .object({
      id: z.number().int(),
      name: z.string(),
      cif: z.string().nullable(),
      contact_email: z.string().nullable(),
    })
    .nullable(),
});
export type CompanyGestoriaResponse = z.infer<typeof companyGestoriaResponse>;

/** DELETE /api/company/gestoria: the link is gone at once. */
export const revokeGestoriaResponse = z.object({ success: z.literal(true) });

/** GET /api/gestoria/companies: the gestoría's client companies with today's indicators. */
export const clientCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  schema_name: z.string(),
  plan: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  state: z.enum(companyStates),
  /** Active employees. */
  employees: z.number().int(),
  /** Employees who started a shift today (Madrid). */
  active_today: z.number().int(),
  /** Shifts running now (working or on a break). */
  open_shifts: z.number().int(),
  pending_petitions: z.number().int(),
  /** Compliance alerts of the current month. */
  alerts: z.number().int(),
});
export type ClientCompany = z.infer<typeof clientCompanySchema>;
export const clientCompaniesResponse = z.array(clientCompanySchema);

/** GET /api/gestoria/users: the firm's colleagues. */
export const gestoriaUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
export const gestoriaUsersResponse = z.array(gestoriaUserSchema);

/**
 * POST /api/gestoria/users: invite a colleague: an email with a link to choose a password or, without
 * SMTP, a temporary password returned this once (changed at first login).
 */
export const createGestoriaUserRequest = z.object({
  name: z
    .string({ error: 'El nombre es requerido' })
    .trim()
    .min(1, 'El nombre es requerido')
    .max(120, 'El nombre es demasiado largo'),
  email: emailSchema,
});
export type CreateGestoriaUserRequest = z.infer<typeof createGestoriaUserRequest>;
export const createGestoriaUserResponse = z.object({
  user: gestoriaUserSchema,
  message: z.string(),
  invitation_sent: z.boolean(),
  temporary_password: z.string().optional(),
});
export const gestoriaUserParams = z.object({ id: pathIdSchema('Usuario no encontrado') });
export const deactivateGestoriaUserResponse = z.object({ success: z.literal(true) });

/** GET /api/gestoria/bundle: one ZIP with the month's bundle of every client company. */
export const gestoriaBundleQuery = z.object({
  month: z
    .string({ error: 'Indica el mes (AAAA-MM)' })
    .trim()
    .regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, 'Indica el mes (AAAA-MM)'),
});
