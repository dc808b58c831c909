import { z } from 'zod';
import { commonPasswords } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const common = new Set(commonPasswords);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** A new password: shared by the register, activate, reset and change forms and the server. */
export const newPasswordSchema = z
  .string({ error: 'La contraseña es requerida' })
  .min(1, 'La contraseña es requerida')
  .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(PASSWORD_MAX_LENGTH, `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres`)
  .refine((value) => !isCommonPassword(value), {
    message: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
  });
