import { z } from 'zod';
import { emailSchema } from '../domain/email';
import { newPasswordSchema } from '../domain/password-policy';
import { companyTaxIdSchema } from '../domain/tax-id';
import { idSchema, pathIdSchema } from './id';

const tokenSchema = z.string({ error: 'El enlace no es válido' }).min(20, 'El enlace no es válido').max(200);

/** POST /api/auth/register — company sign-up from /register?plan=ID (14-day trial). */
export const registerRequest = z.object({
  company_name: z.string().trim().min(2, 'El nombre de la empresa es requerido').max(120),
  // The same rule as the company's settings: a CIF, DNI or NIE whose control character is right.
  cif: companyTaxIdSchema,
  name: z.string().trim().min(1, 'El nombre es requerido').max(120),
  email: emailSchema,
  password: newPasswordSchema,
  plan_id: idSchema('El plan seleccionado no existe').optional(),
  accept_terms: z.literal(true, { error: 'Debes aceptar los términos y condiciones.' }),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/auth/token?token= — what an activation or reset link is for, before the user acts on it. */
export const getTokenInfoQuery = z.object({ token: tokenSchema });
export const getTokenInfoResponse = z.object({
  kind: z.enum(['activation', 'password_reset']),
  email: z.string(),
  needsPassword: z.boolean(),
});

/** POST /api/auth/activate — confirm the email; invited users also choose their password here. */
export const activateRequest = z.object({ token: tokenSchema, password: newPasswordSchema.optional() });
export const activateResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/forgot-password — always the same answer, so it can't reveal who has an account. */
export const forgotPasswordRequest = z.object({ email: emailSchema });
export const forgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/reset-password */
export const resetPasswordRequest = z.object({ token: tokenSchema, password: newPasswordSchema });
export const resetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/change-password — the logged-in user's own password; rotates the session. */
export const changePasswordRequest = z.object({
  current_password: z.string().min(1, 'La contraseña actual es requerida'),
  new_password: newPasswordSchema,
});
export const changePasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** PATCH /api/auth/update-password/{authUserId} — a company admin changes an employee's email or password. */
export const updateEmployeeCredentialsParams = z.object({ authUserId: pathIdSchema('Empleado no encontrado') });
export const updateEmployeeCredentialsRequest = z
  .object({ email: emailSchema.optional(), password: newPasswordSchema.optional() })
  .refine((body) => body.email !== undefined || body.password !== undefined, {
    message: 'Indica el nuevo email o la nueva contraseña',
  });
export const updateEmployeeCredentialsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
