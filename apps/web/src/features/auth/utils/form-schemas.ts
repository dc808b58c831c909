import { changePasswordRequest, registerRequest } from '@jornada/shared/api/auth';
import { newPasswordSchema } from '@jornada/shared/domain/password-policy';
import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Las contraseñas no coinciden';
const CONFIRM_REQUIRED = 'Repite la contraseña';

/** New password typed twice (activation of invited users, reset). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm_password: z.string().min(1, CONFIRM_REQUIRED) })
  .refine((data) => data.password === data.confirm_password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  });

export const changePasswordFormSchema = changePasswordRequest
  .extend({ confirm_password: z.string().min(1, CONFIRM_REQUIRED) })
  .refine((data) => data.new_password === data.confirm_password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  });

/** The plan comes from ?plan= and is added on submit. */
export const registerFormSchema = registerRequest.omit({ plan_id: true });
